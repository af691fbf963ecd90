import { GitFork } from 'lucide-react';
import { useNavigate } from 'react-router';
import { DEFAULT_ERRORS, type SnippetDetail } from '@cloud-snippets/contract';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { useForkSnippet } from '../api/fork-snippet';
import { failureMessage } from '../utils/failure-message';
import { useLoginRedirect } from '../../../hooks/use-login-redirect';

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
