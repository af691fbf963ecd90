import { GitFork } from 'lucide-react';
import { Link } from 'react-router';
import { SNIPPET, type SnippetDetail } from '@cloud-snippets/contract';
import { paths } from '../../../config/paths';

/** Where a fork came from: linked while the original exists, said plainly once it is gone. */
export function ForkedFrom({ snippet }: { snippet: SnippetDetail }) {
  if (!snippet.isFork) return null;
  const origin = snippet.forkedFrom;
  return (
    <p data-testid="forked-from" className="mt-2 inline-flex items-center gap-1.5 text-sm text-slate-600">
      <GitFork aria-hidden="true" className="size-4 shrink-0" />
      {origin ? (
        <span>
          Forked from{' '}
          <Link
            to={paths.snippets.details.getHref({ slug: origin.slug, _id: origin.slug })}
            className="font-medium text-brand-700 hover:underline"
          >
            {origin.title}
          </Link>{' '}
          by{' '}
          <Link
            to={paths.publicProfile.getHref(origin.author.username)}
            className="font-medium hover:underline"
          >
            {origin.author.username}
          </Link>
        </span>
      ) : snippet.forkedFromHidden ? (
        SNIPPET.forkedFromHidden
      ) : (
        SNIPPET.forkedFromDeleted
      )}
    </p>
  );
}
