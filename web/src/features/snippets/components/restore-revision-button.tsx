import { History } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DEFAULT_ERRORS, SNIPPET } from '@cloud-snippets/contract';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { useRestoreRevision } from '../api/get-revisions';
import { failureMessage } from '../utils/failure-message';

/** The author's "Restore this revision": after a confirmation, an edit back to it, then the snippet's page. */
export function RestoreRevisionButton({ slug, number }: { slug: string; number: number }) {
  const navigate = useNavigate();
  const [isConfirming, setIsConfirming] = useState(false);
  const restore = useRestoreRevision();

  function confirm() {
    restore.mutate(
      { idOrSlug: slug, number },
      {
        onSuccess: ({ snippet }) => {
          setIsConfirming(false);
          notify.success(SNIPPET.revisionRestored);
          void navigate(paths.snippets.details.getHref(snippet));
        },
        onError: (error) => notify.error(failureMessage(error, DEFAULT_ERRORS.restoreRevision)),
      },
    );
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setIsConfirming(true)} data-testid="restore-revision">
        <History aria-hidden="true" className="size-4" />
        Restore this revision
      </Button>
      <ConfirmDialog
        open={isConfirming}
        title="Restore this revision"
        message={`The snippet gets the title, description, tags and code of revision ${number} back, as a new revision. Nothing is lost: the current version stays in the history.`}
        confirmLabel="Restore"
        isPending={restore.isPending}
        onConfirm={confirm}
        onCancel={() => setIsConfirming(false)}
        testId="restore-dialog"
        confirmTestId="confirm-restore"
      />
    </>
  );
}
