import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_ERRORS, type SnippetData, type SnippetDetail } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { snippetDetailKeys } from './get-snippet';
import { revisionListKeys } from './get-revisions';
import { snippetListKeys } from './snippet-list-keys';

/** PUT /api/snippets/{idOrSlug}. */
export async function updateSnippet({
  id,
  input,
}: {
  id: string;
  input: SnippetData;
}): Promise<SnippetDetail> {
  const data = await api.put<{ snippet: SnippetDetail }>(`/api/snippets/${encodeURIComponent(id)}`, input, {
    defaultError: DEFAULT_ERRORS.updateSnippet,
  });
  return data.snippet;
}

export function useUpdateSnippet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSnippet,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: snippetListKeys.all }),
        queryClient.invalidateQueries({ queryKey: snippetDetailKeys.all }),
        // The edit is a new revision: a list read in the last 30 s would otherwise be shown without it.
        queryClient.invalidateQueries({ queryKey: revisionListKeys.all }),
      ]),
  });
}
