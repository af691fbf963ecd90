import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_ERRORS, type CommentReactionResponse } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { applyReaction, type ReactionCall, type ReactionState } from '../utils/reactions';
import { findComment, patchComment } from './comment-cache';

const DEFAULTS: Record<ReactionCall['kind'], Record<ReactionCall['method'], string>> = {
  like: { POST: DEFAULT_ERRORS.likeComment, DELETE: DEFAULT_ERRORS.updateLike },
  dislike: { POST: DEFAULT_ERRORS.dislikeComment, DELETE: DEFAULT_ERRORS.removeDislike },
};

/** POST or DELETE /api/comments/{id}/like or /dislike; answers the counts and the member's state. */
export function reactToComment({
  id,
  call,
}: {
  id: string;
  call: ReactionCall;
}): Promise<CommentReactionResponse> {
  const path = `/api/comments/${encodeURIComponent(id)}/${call.kind}`;
  const options = { defaultError: DEFAULTS[call.kind][call.method] };
  return call.method === 'POST'
    ? api.post<CommentReactionResponse>(path, undefined, options)
    : api.delete<CommentReactionResponse>(path, undefined, options);
}

function reactionOf(comment: Record<string, unknown>): ReactionState {
  const count = (value: unknown) => (typeof value === 'number' ? value : 0);
  return {
    likeCount: count(comment.likeCount),
    dislikeCount: count(comment.dislikeCount),
    isLiked: comment.isLiked === true,
    isDisliked: comment.isDisliked === true,
  };
}

/**
 * A like or dislike that shows at once (SPEC §4 truth table), settles on the server's counts, and rolls back to
 * what was shown before when the call fails.
 */
export function useReactToComment(snippetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactToComment,
    onMutate: ({ id, call }) => {
      const current = findComment(queryClient, snippetId, id);
      const previous = current ? reactionOf(current) : null;
      if (previous) {
        patchComment(queryClient, snippetId, id, (comment) => ({
          ...comment,
          ...applyReaction(reactionOf(comment), call),
        }));
      }
      return { previous };
    },
    onError: (_error, { id }, context) => {
      const previous = context?.previous;
      if (previous) patchComment(queryClient, snippetId, id, (comment) => ({ ...comment, ...previous }));
    },
    onSuccess: (result, { id }) =>
      patchComment(queryClient, snippetId, id, (comment) => ({
        ...comment,
        likeCount: result.likes,
        dislikeCount: result.dislikes,
        isLiked: result.isLiked,
        isDisliked: result.isDisliked,
      })),
  });
}
