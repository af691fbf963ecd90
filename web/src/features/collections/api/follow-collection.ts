import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CollectionFollowResponse } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { collectionApiPath, collectionKeys } from './keys';

/** PUT or DELETE /api/collections/{id}/follow: idempotent, answers the state after. */
export const followCollection = (id: string, shouldFollow: boolean) =>
  shouldFollow
    ? api.put<CollectionFollowResponse>(`${collectionApiPath(id)}/follow`)
    : api.delete<CollectionFollowResponse>(`${collectionApiPath(id)}/follow`);

/** Follows or unfollows; the collection (its follower count) and the Following feed are read again after. */
export function useFollowCollection(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shouldFollow: boolean) => followCollection(id, shouldFollow),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: collectionKeys.all });
      // The Following feed's key (features/follows): a followed collection's snippets join it.
      void queryClient.invalidateQueries({ queryKey: ['me', 'following-feed'] });
    },
  });
}
