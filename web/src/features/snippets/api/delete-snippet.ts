import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_ERRORS } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { snippetDetailKeys } from './get-snippet';
import { snippetListKeys } from './snippet-list-keys';

/** DELETE /api/snippets/{id}. */
export function deleteSnippet(id: string): Promise<unknown> {
  return api.delete(`/api/snippets/${encodeURIComponent(id)}`, undefined, {
    defaultError: DEFAULT_ERRORS.deleteSnippet,
  });
}

export function useDeleteSnippet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSnippet,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: snippetDetailKeys.all });
      return queryClient.invalidateQueries({ queryKey: snippetListKeys.all });
    },
  });
}
