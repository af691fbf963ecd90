import { useState, type ReactNode } from 'react';
import type { SnippetSummary } from '@cloud-snippets/contract';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { useFollowingFeedPage } from '../api/get-following-feed';

interface FeedProps {
  renderCard: (snippet: SnippetSummary) => ReactNode;
  renderSkeleton: () => ReactNode;
}

/** One page of cards; the last page shown offers the next ("Show more"). */
function FeedPage({
  cursor,
  isLast,
  onMore,
  renderCard,
  renderSkeleton,
}: FeedProps & { cursor: string; isLast: boolean; onMore: (next: string) => void }) {
  const page = useFollowingFeedPage(cursor);
  if (page.isError && !page.data)
    return <LoadError message="The snippets you follow could not be loaded." onRetry={page.refetch} />;
  if (!page.data)
    return (
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-busy="true">
        {renderSkeleton()}
        {renderSkeleton()}
        {renderSkeleton()}
      </div>
    );
  const { snippets, nextCursor } = page.data;
  if (snippets.length === 0 && cursor === '')
    return (
      <p className="text-slate-600" data-testid="following-empty">
        Nothing here yet: follow members, tags or platforms and their newest snippets show up here.
      </p>
    );
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="following-feed">
        {snippets.map((snippet) => (
          <li key={snippet._id} className="min-w-0">
            {renderCard(snippet)}
          </li>
        ))}
      </ul>
      {isLast && nextCursor && (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => onMore(nextCursor)}>
            Show more
          </Button>
        </div>
      )}
    </>
  );
}

/**
 * The Following feed: the newest public snippets of the members, tags and platforms the member follows, a page at
 * a time. The page supplies the card (features do not import each other).
 */
export default function FollowingFeed(props: FeedProps) {
  const [cursors, setCursors] = useState<string[]>(['']);
  return (
    <div className="space-y-6">
      {cursors.map((cursor, index) => (
        <FeedPage
          key={cursor}
          cursor={cursor}
          isLast={index === cursors.length - 1}
          onMore={(next) => setCursors((shown) => [...shown, next])}
          {...props}
        />
      ))}
    </div>
  );
}
