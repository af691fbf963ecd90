import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { collectionApiPath, collectionKeys } from './keys';

/** DELETE /api/collections/{id}: its snippets stay. */
export const deleteCollection = (id: string) => api.delete<{ message: string }>(collectionApiPath(id));

export function useDeleteCollection(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCollection(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
  });
}
