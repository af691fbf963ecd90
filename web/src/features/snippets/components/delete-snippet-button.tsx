import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { DEFAULT_ERRORS, SNIPPET, TIMINGS } from '@cloud-snippets/contract';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { paths } from '../../../config/paths';
import { messagesShown, notify } from '../../../lib/notify';
import { useDeleteSnippet } from '../api/delete-snippet';
import { failureMessage } from '../utils/failure-message';

/** Delete with its confirmation; 'Snippet deleted successfully!' and browse after 0.5 s (SPEC §4). */
export function DeleteSnippetButton({ snippetId, onDeleted }: { snippetId: string; onDeleted?: () => void }) {
  const navigate = useNavigate();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isDeleted, setIsDeleted] = useState(false);
  const deleteSnippet = useDeleteSnippet();
  const { forgetDeleted } = deleteSnippet;
  // Browse 0.5 s after the message shows: the first message of a visit waits for the toaster to load.
  useEffect(() => {
    if (!isDeleted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isLeft = false;
    void messagesShown().then(() => {
      if (!isLeft)
        timer = setTimeout(
          () => void Promise.resolve(navigate(paths.snippets.browse.getHref())).then(forgetDeleted),
          TIMINGS.redirectAfterDeleteMs,
        );
    });
    return () => {
      isLeft = true;
      clearTimeout(timer);
    };
  }, [isDeleted, navigate, forgetDeleted]);

  function confirm() {
    deleteSnippet.mutate(snippetId, {
      onSuccess: () => {
        setIsConfirming(false);
        setIsDeleted(true);
        onDeleted?.();
        notify.success(SNIPPET.deleted);
      },
      onError: (error) => notify.error(failureMessage(error, DEFAULT_ERRORS.deleteSnippet)),
    });
  }

  return (
    <>
      <Button
        variant="ghost"
        className="text-red-700 hover:bg-red-50 hover:text-red-800 sm:mr-auto"
        onClick={() => setIsConfirming(true)}
        disabled={isDeleted}
        data-testid="delete-snippet"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Delete snippet
      </Button>
      <ConfirmDialog
        open={isConfirming}
        title="Delete snippet"
        message={SNIPPET.deleteConfirm}
        confirmLabel="Delete"
        isPending={deleteSnippet.isPending}
        onConfirm={confirm}
        onCancel={() => setIsConfirming(false)}
        testId="delete-dialog"
        confirmTestId="confirm-delete"
      />
    </>
  );
}
