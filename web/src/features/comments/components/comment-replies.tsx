import { ChevronDown, ChevronUp } from 'lucide-react';
import { COMMENT, DEFAULT_ERRORS } from '@cloud-snippets/contract';
import { Spinner } from '../../../components/ui/spinner';
import { useReplies } from '../api/get-replies';
import { commentIdOf, type RenderableComment } from '../utils/validate-comment';
import { CommentItem } from './comment-item';
import { useCommentsContext } from './comments-context';

const toggleClass =
  'inline-flex h-8 items-center gap-1 rounded-md px-2 text-sm font-semibold text-brand-700 transition-colors ' +
  'hover:bg-brand-50 hover:text-brand-800 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-1';

/**
 * A thread's replies behind 'View N replies' / 'Hide replies' (SPEC §2). The newest few came with the thread;
 * the rest are fetched only when asked for, a page at a time (SPEC §4: lazily).
 */
export function CommentReplies({
  comment,
  isOpen,
  onOpenChange,
}: {
  comment: RenderableComment;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { snippetId } = useCommentsContext();
  const preview = comment.replies;
  const needsMore = comment.replyCount > preview.length;
  const replies = useReplies(snippetId, comment._id, { enabled: isOpen && needsMore });
  const loaded = replies.data?.pages.flatMap((page) => page.replies);
  const shown = loaded ?? preview;
  const listId = `replies-${comment._id}`;

  if (comment.replyCount === 0 && shown.length === 0) return null;

  return (
    <div className="mt-1 -ml-2">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={isOpen ? listId : undefined}
        onClick={() => onOpenChange(!isOpen)}
        data-testid="replies-toggle"
        className={toggleClass}
      >
        {isOpen ? (
          <ChevronUp aria-hidden="true" className="size-4" />
        ) : (
          <ChevronDown aria-hidden="true" className="size-4" />
        )}
        {isOpen ? COMMENT.hideReplies : COMMENT.viewReplies(comment.replyCount)}
      </button>
      {isOpen && (
        <div id={listId} className="mt-2 border-l-2 border-slate-100 pl-3 sm:ml-2 sm:pl-4">
          <ul className="space-y-4" aria-label={`Replies to ${comment.author.username}`}>
            {shown.map((reply, index) => (
              <li key={commentIdOf(reply) ?? `invalid-${index}`}>
                <CommentItem value={reply} parentId={comment._id} />
              </li>
            ))}
          </ul>
          {replies.isFetching && (
            <p role="status" className="mt-3 flex items-center gap-2 text-sm text-slate-600">
              <Spinner className="size-4" />
              Loading replies…
            </p>
          )}
          {replies.isError && !replies.isFetching && (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {DEFAULT_ERRORS.loadReplies}{' '}
              <button
                type="button"
                onClick={() => void replies.refetch()}
                className="font-semibold underline underline-offset-2"
              >
                Try again
              </button>
            </p>
          )}
          {replies.hasNextPage && !replies.isFetching && (
            <button
              type="button"
              onClick={() => void replies.fetchNextPage()}
              data-testid="load-more-replies"
              className={`${toggleClass} mt-2`}
            >
              Load more replies
            </button>
          )}
        </div>
      )}
    </div>
  );
}
