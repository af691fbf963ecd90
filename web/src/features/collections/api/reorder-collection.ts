import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CollectionItemsResponse } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { collectionApiPath, collectionKeys } from './keys';

/** PUT /api/collections/{id}/items: every snippet id once, first to last. */
export const reorderCollection = (id: string, snippetIds: string[]) =>
  api.put<CollectionItemsResponse>(`${collectionApiPath(id)}/items`, { snippetIds }, { silent: true });

export function useReorderCollection(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (snippetIds: string[]) => reorderCollection(id, snippetIds),
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
  });
}
