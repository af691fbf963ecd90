import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_ERRORS } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { removeComment } from './comment-cache';

/** DELETE /api/comments/{id}: the author or an admin; a thread goes with its replies. */
export async function deleteComment(id: string): Promise<{ message?: string; deletedCount?: number }> {
  const data = await api.delete<{ message?: string; deletedCount?: number } | null>(
    `/api/comments/${encodeURIComponent(id)}`,
    undefined,
    { defaultError: DEFAULT_ERRORS.deleteComment },
  );
  return data ?? {};
}

/** Deletes and takes the comment out of the tree (SPEC §4). */
export function useDeleteComment(snippetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; parentId: string | null; replyCount: number }) => deleteComment(id),
    onSuccess: (result, { id, parentId, replyCount }) =>
      removeComment(queryClient, snippetId, {
        commentId: id,
        parentId,
        deletedCount:
          typeof result.deletedCount === 'number' && result.deletedCount > 0
            ? result.deletedCount
            : 1 + (parentId ? 0 : replyCount),
      }),
  });
}
