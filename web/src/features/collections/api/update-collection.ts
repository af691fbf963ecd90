import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CollectionDetail, CollectionInput } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { collectionApiPath, collectionKeys } from './keys';

/** PATCH /api/collections/{id}: its title, description or visibility. */
export const updateCollection = (id: string, input: Partial<CollectionInput>) =>
  api.patch<CollectionDetail>(collectionApiPath(id), input, { silent: true });

export function useUpdateCollection(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<CollectionInput>) => updateCollection(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
  });
}
