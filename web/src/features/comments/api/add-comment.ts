import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMENT, DEFAULT_ERRORS, type CommentInput } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { commentKeys, insertReply, insertThread } from './comment-cache';

export interface AddCommentResult {
  comment: Record<string, unknown>;
  message?: string;
}

/** POST /api/comments; a reply names its top-level comment. A body without `comment` is 'Invalid server response'. */
export async function addComment(input: CommentInput): Promise<AddCommentResult> {
  const data = await api.post<Partial<AddCommentResult> | null>('/api/comments', input, {
    defaultError: input.parentCommentId ? DEFAULT_ERRORS.addReply : DEFAULT_ERRORS.addComment,
  });
  if (!data || typeof data.comment !== 'object' || data.comment === null)
    throw new Error(COMMENT.invalidResponse);
  return { comment: data.comment, message: data.message };
}

/** Posts a comment or a reply and puts it at the top of its list (SPEC §4). */
export function useAddComment(snippetId: string, mutationKey?: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: addComment,
    onSuccess: ({ comment }, input) => {
      // Before the first page arrived (or after it failed) there is no list to add to: load it afresh.
      if (!queryClient.getQueryData(commentKeys.list(snippetId)))
        return queryClient.invalidateQueries({ queryKey: commentKeys.list(snippetId) });
      if (input.parentCommentId) insertReply(queryClient, snippetId, input.parentCommentId, comment);
      else insertThread(queryClient, snippetId, { replies: [], ...comment });
    },
  });
}
