import { COMMENT, DEFAULT_ERRORS } from '@cloud-snippets/contract';
import { notify } from '../../../lib/notify';
import { useUpdateComment } from '../api/update-comment';
import { usePostComment } from '../hooks/use-post-comment';
import { commentErrorMessage, isUnauthorized } from '../utils/errors';
import type { RenderableComment } from '../utils/validate-comment';
import { CommentBox, NEW_COMMENT_BOX } from './comment-box';
import { useCommentsContext } from './comments-context';

/**
 * What only members use under a snippet: posting a comment, replying, editing one's own. A chunk of its own, loaded
 * once a signed-in member's comments render, so a reader's first load carries none of the writing (the mutations,
 * their cache updates and SPEC §8's messages).
 */

/** The box at the top of the comments. */
export function NewCommentForm() {
  const { post, inlineError, isBusy } = usePostComment();
  return <CommentBox {...NEW_COMMENT_BOX} isBusy={isBusy} inlineError={inlineError} onSubmit={post} />;
}

/**
 * A top-level comment's reply box while it is open; once closed, a rate limit that refused the last reply stays said
 * under the comment (SPEC §4).
 */
export function ReplyForm({
  comment,
  isOpen,
  onClose,
  onPosted,
}: {
  comment: RenderableComment;
  isOpen: boolean;
  onClose: () => void;
  onPosted: () => void;
}) {
  const reply = usePostComment({ parentCommentId: comment._id });

  async function postReply(content: string): Promise<boolean> {
    const isPosted = await reply.post(content);
    if (isPosted) onPosted();
    return isPosted;
  }

  if (isOpen)
    return (
      <div className="mt-2">
        <CommentBox
          label={`Reply to ${comment.author.username}`}
          hideLabel
          placeholder={`Reply to ${comment.author.username}…`}
          submitLabel="Post reply"
          submittingLabel="Posting..."
          clearOnSubmit
          isBusy={reply.isBusy}
          inlineError={reply.inlineError}
          onSubmit={postReply}
          onCancel={onClose}
          autoFocus
          testId="reply-form"
        />
      </div>
    );
  if (!reply.inlineError) return null;
  return (
    <p role="alert" className="mt-2 text-sm text-amber-900" data-testid="comment-rate-limit">
      {reply.inlineError}
    </p>
  );
}

/** The author's edit box in place of their comment's words. */
export function EditForm({ comment, onClose }: { comment: RenderableComment; onClose: () => void }) {
  const { snippetId, reportError } = useCommentsContext();
  const updateComment = useUpdateComment(snippetId);

  async function saveEdit(content: string): Promise<boolean> {
    // Nothing changed: nothing to save, and no '(edited)' for it.
    if (content === comment.content.trim()) {
      onClose();
      return true;
    }
    try {
      await updateComment.mutateAsync({ id: comment._id, content });
      notify.success(COMMENT.updated);
      onClose();
      return true;
    } catch (error) {
      if (!isUnauthorized(error)) {
        const message = commentErrorMessage(error, DEFAULT_ERRORS.updateComment);
        reportError(message);
        notify.error(message);
      }
      return false;
    }
  }

  return (
    <CommentBox
      label="Edit comment"
      hideLabel
      initialValue={comment.content}
      submitLabel="Save"
      submittingLabel="Saving..."
      isBusy={updateComment.isPending}
      onSubmit={saveEdit}
      onCancel={onClose}
      autoFocus
      testId="comment-edit-form"
    />
  );
}
