import { useCallback } from 'react';
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

/**
 * The lists are read again at once; the deleted snippet's own page data is forgotten only once its page is left
 * (`forgetDeleted`): forgotten earlier, the page still open would load it again, show a skeleton or a 404 in the
 * half second of 'Snippet deleted successfully!', and lose the timer that leaves it.
 */
export function useDeleteSnippet() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: deleteSnippet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: snippetListKeys.all }),
  });
  const forgetDeleted = useCallback(
    () => queryClient.removeQueries({ queryKey: snippetDetailKeys.all }),
    [queryClient],
  );
  return { ...mutation, forgetDeleted };
}
