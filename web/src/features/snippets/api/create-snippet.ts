import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_ERRORS, type SnippetData, type SnippetDetail } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { snippetListKeys } from './snippet-list-keys';

/** POST /api/snippets; the answer carries the new snippet with its slug. */
export async function createSnippet(input: SnippetData): Promise<SnippetDetail> {
  const data = await api.post<{ snippet: SnippetDetail }>('/api/snippets', input, {
    defaultError: DEFAULT_ERRORS.createSnippet,
  });
  return data.snippet;
}

export function useCreateSnippet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSnippet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: snippetListKeys.all }),
  });
}
