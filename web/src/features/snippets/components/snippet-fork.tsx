import { GitFork } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { DEFAULT_ERRORS, SNIPPET, type SnippetDetail } from '@cloud-snippets/contract';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { useForkSnippet } from '../api/fork-snippet';
import { failureMessage } from '../utils/failure-message';
import { useLoginRedirect } from './reaction-buttons';

/** "Fork": a copy of the snippet as the member's own, opened at once; a visitor is asked to sign in first. */
export function ForkButton({
  snippet,
  isAuthenticated,
}: {
  snippet: SnippetDetail;
  isAuthenticated: boolean;
}) {
  const navigate = useNavigate();
  const goToLogin = useLoginRedirect();
  const fork = useForkSnippet();
  return (
    <Button
      variant="secondary"
      data-testid="fork-button"
      data-app-action
      disabled={fork.isPending}
      title="Copy this snippet into your own, linked back to this one"
      onClick={() => {
        if (!isAuthenticated) return goToLogin();
        fork.mutate(snippet.slug || snippet._id, {
          onSuccess: ({ snippet: copy, message }) => {
            notify.success(message);
            void navigate(paths.snippets.details.getHref(copy));
          },
          onError: (error) => notify.error(failureMessage(error, DEFAULT_ERRORS.forkSnippet)),
        });
      }}
    >
      <GitFork aria-hidden="true" className="size-4" />
      Fork
    </Button>
  );
}

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
