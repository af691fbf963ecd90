import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_ERRORS, type SnippetDetail } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { commentKeys } from './comment-cache';

/** POST /api/snippets/{id}/suggestions/apply (the author): the chosen suggestions as one new revision. */
export async function applySuggestions({ snippetId, comments }: { snippetId: string; comments: string[] }) {
  return api.post<{ snippet: SnippetDetail; message: string; applied: number }>(
    `/api/snippets/${encodeURIComponent(snippetId)}/suggestions/apply`,
    { comments },
    { defaultError: DEFAULT_ERRORS.applySuggestions },
  );
}

export function useApplySuggestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applySuggestions,
    // The snippet (its code and history) and its comments (their states and places) all changed.
    onSuccess: (_data, { snippetId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['snippets'] }),
        queryClient.invalidateQueries({ queryKey: commentKeys.snippet(snippetId) }),
      ]),
  });
}
