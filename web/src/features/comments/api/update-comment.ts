import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMENT, DEFAULT_ERRORS, type Comment } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { patchComment } from './comment-cache';

/** PUT /api/comments/{id} with the new content; the author only. */
export async function updateComment({ id, content }: { id: string; content: string }): Promise<Comment> {
  const data = await api.put<{ comment?: Comment } | null>(
    `/api/comments/${encodeURIComponent(id)}`,
    { content },
    { defaultError: DEFAULT_ERRORS.updateComment },
  );
  if (!data?.comment) throw new Error(COMMENT.invalidResponse);
  return data.comment;
}

/** Edits in place: the new text and '(edited)' replace the old ones wherever the comment shows (SPEC §4). */
export function useUpdateComment(snippetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateComment,
    onSuccess: (comment, { id, content }) =>
      patchComment(queryClient, snippetId, id, (current) => ({
        ...current,
        content: typeof comment.content === 'string' ? comment.content : content,
        isEdited: true,
        updatedAt: comment.updatedAt ?? current.updatedAt,
      })),
  });
}
