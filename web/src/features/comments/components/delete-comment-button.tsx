import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { COMMENT, DEFAULT_ERRORS } from '@cloud-snippets/contract';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../lib/notify';
import { useDeleteComment } from '../api/delete-comment';
import { commentErrorMessage, isUnauthorized } from '../utils/errors';
import { useCommentsContext } from './comments-context';

/** Delete, after 'Are you sure you want to delete this comment?' (SPEC §6); the author or an admin. */
export function DeleteCommentButton({
  commentId,
  parentId,
  replyCount,
  className,
}: {
  commentId: string;
  parentId: string | null;
  replyCount: number;
  className?: string;
}) {
  const { snippetId, reportError, focusHeading } = useCommentsContext();
  const [isConfirming, setIsConfirming] = useState(false);
  const deleteComment = useDeleteComment(snippetId);

  // Awaited rather than callbacks: the comment (and this button) leave the page as soon as the cache drops it.
  async function confirm() {
    try {
      await deleteComment.mutateAsync({ id: commentId, parentId, replyCount });
      notify.success(COMMENT.deleted);
      // The button that had focus is gone with its comment.
      focusHeading();
    } catch (error) {
      setIsConfirming(false);
      if (isUnauthorized(error)) return;
      const message = commentErrorMessage(error, DEFAULT_ERRORS.deleteComment);
      reportError(message);
      notify.error(message);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setIsConfirming(true)}
        data-testid="comment-delete"
        className={className}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">Delete</span>
      </button>
      <Dialog
        open={isConfirming}
        onClose={() => setIsConfirming(false)}
        title="Delete comment"
        testId="delete-comment-dialog"
      >
        <p className="text-slate-700">{COMMENT.deleteConfirm}</p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setIsConfirming(false)} data-autofocus>
            Cancel
          </Button>
          <Button
            variant="danger"
            onClick={() => void confirm()}
            disabled={deleteComment.isPending}
            data-testid="confirm-delete-comment"
          >
            {deleteComment.isPending && <Spinner className="size-4" />}
            Delete
          </Button>
        </div>
      </Dialog>
    </>
  );
}
