import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CollectionItemsResponse } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { collectionApiPath, collectionKeys } from './keys';

const itemPath = (id: string, snippetId: string) =>
  `${collectionApiPath(id)}/items/${encodeURIComponent(snippetId)}`;

/** PUT /api/collections/{id}/items/{snippetId}: at the end; adding again changes nothing. */
export const addCollectionItem = (id: string, snippetId: string) =>
  api.put<CollectionItemsResponse>(itemPath(id, snippetId), undefined, { silent: true });

/** DELETE /api/collections/{id}/items/{snippetId}. */
export const removeCollectionItem = (id: string, snippetId: string) =>
  api.delete<CollectionItemsResponse>(itemPath(id, snippetId), undefined, { silent: true });

/** Adds a snippet to, or removes it from, one of the member's collections. */
export function useCollectionItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      collectionId,
      snippetId,
      isAdding,
    }: {
      collectionId: string;
      snippetId: string;
      isAdding: boolean;
    }) =>
      isAdding ? addCollectionItem(collectionId, snippetId) : removeCollectionItem(collectionId, snippetId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
  });
}
