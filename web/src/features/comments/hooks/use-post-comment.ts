import { useIsMutating } from '@tanstack/react-query';
import { useState } from 'react';
import { COMMENT, DEFAULT_ERRORS, TIMINGS, type LineAnchorInput } from '@cloud-snippets/contract';
import { notify } from '../../../lib/notify';
import { useAddComment } from '../api/add-comment';
import { commentKeys } from '../api/comment-cache';
import { useCommentsContext } from '../components/comments-context';
import { commentErrorMessage, isRateLimitMessage, isUnauthorized } from '../utils/errors';

const postKey = (snippetId: string) => [...commentKeys.snippet(snippetId), 'post'] as const;

/**
 * Posting a comment or a reply with SPEC §8's messages: success toasts; a rate limit inline (`inlineError`, shown
 * under the form that posted) and as an 8-second warning; anything else as an error toast. `isBusy` is true while
 * any post of this snippet is in flight (SPEC §4: one at a time).
 */
export function usePostComment({
  parentCommentId = null,
  line = null,
}: {
  parentCommentId?: string | null;
  /** The lines a line comment is written on (decision 076). */
  line?: LineAnchorInput | null;
} = {}) {
  const { snippetId, reportError } = useCommentsContext();
  const addComment = useAddComment(snippetId, postKey(snippetId));
  const postsInFlight = useIsMutating({ mutationKey: postKey(snippetId) });
  const [inlineError, setInlineError] = useState<string | null>(null);

  /** Resolves true once posted; false when it failed (the form then restores the text). */
  async function post(content: string): Promise<boolean> {
    setInlineError(null);
    try {
      await addComment.mutateAsync({ snippetId, content, parentCommentId, ...(line && { line }) });
      notify.success(parentCommentId ? COMMENT.replyAdded : COMMENT.added);
      return true;
    } catch (error) {
      const message = commentErrorMessage(
        error,
        parentCommentId ? DEFAULT_ERRORS.addReply : DEFAULT_ERRORS.addComment,
      );
      reportError(message);
      if (isRateLimitMessage(message)) {
        setInlineError(message);
        notify.warning(message, TIMINGS.rateLimitWarningMs);
      } else if (!isUnauthorized(error)) {
        notify.error(message);
      }
      return false;
    }
  }

  return { post, inlineError, isBusy: postsInFlight > 0 || addComment.isPending };
}
