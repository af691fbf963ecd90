import { useQuery } from '@tanstack/react-query';
import { COLLECTION_MESSAGES, type CollectionListResponse } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { collectionKeys } from './keys';

/** GET /api/collections/mine?snippetId=: the member's collections, each saying whether it holds the snippet. */
export function getMyCollections(snippetId: string, signal?: AbortSignal): Promise<CollectionListResponse> {
  return api.get<CollectionListResponse>('/api/collections/mine', {
    params: { snippetId },
    defaultError: COLLECTION_MESSAGES.listFailed,
    signal,
  });
}

export function useMyCollections(snippetId: string) {
  return useQuery({
    queryKey: collectionKeys.mine(snippetId),
    queryFn: ({ signal }) => getMyCollections(snippetId, signal),
  });
}
