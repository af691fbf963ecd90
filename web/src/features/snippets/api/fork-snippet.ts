import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_ERRORS, type SnippetDetail, type SnippetListResponse } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';

/** POST /api/snippets/{idOrSlug}/fork (members): the new snippet, the forker's own. */
export function forkSnippet(idOrSlug: string) {
  return api.post<{ snippet: SnippetDetail; message: string }>(
    `/api/snippets/${encodeURIComponent(idOrSlug)}/fork`,
    undefined,
    { defaultError: DEFAULT_ERRORS.forkSnippet },
  );
}

export function useForkSnippet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: forkSnippet,
    // A new snippet in the lists, one more fork on the original and in its forks.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['snippets'] }),
  });
}

/** GET /api/snippets/{idOrSlug}/forks: a page of cards, newest first. */
export const forksQueryOptions = (idOrSlug: string, page: number) =>
  queryOptions({
    queryKey: ['snippets', 'forks', idOrSlug, page] as const,
    queryFn: ({ signal }) =>
      api.get<SnippetListResponse>(`/api/snippets/${encodeURIComponent(idOrSlug)}/forks?page=${page}`, {
        defaultError: DEFAULT_ERRORS.fetchForks,
        signal,
      }),
  });
