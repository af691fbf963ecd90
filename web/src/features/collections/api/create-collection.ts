import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CollectionDetail, CollectionInput } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { collectionKeys } from './keys';

/** POST /api/collections. */
export const createCollection = (input: CollectionInput) =>
  api.post<CollectionDetail>('/api/collections', input, { silent: true });

export function useCreateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCollection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
  });
}
