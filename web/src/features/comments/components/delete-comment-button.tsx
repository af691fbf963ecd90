import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { COMMENT, DEFAULT_ERRORS } from '@cloud-snippets/contract';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
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
      <ConfirmDialog
        open={isConfirming}
        title="Delete comment"
        message={COMMENT.deleteConfirm}
        confirmLabel="Delete"
        isPending={deleteComment.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setIsConfirming(false)}
        testId="delete-comment-dialog"
        confirmTestId="confirm-delete-comment"
      />
    </>
  );
}
