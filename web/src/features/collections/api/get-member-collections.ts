import { queryOptions, useQuery } from '@tanstack/react-query';
import { COLLECTION_MESSAGES, type CollectionListResponse } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { collectionKeys } from './keys';

/** GET /api/users/{username}/collections: public ones, and all of them for the member. */
export function getMemberCollections(
  username: string,
  signal?: AbortSignal,
): Promise<CollectionListResponse> {
  return api.get<CollectionListResponse>(`/api/users/${encodeURIComponent(username)}/collections`, {
    defaultError: COLLECTION_MESSAGES.listFailed,
    signal,
  });
}

export const memberCollectionsQueryOptions = (username: string) =>
  queryOptions({
    queryKey: collectionKeys.ofMember(username),
    queryFn: ({ signal }) => getMemberCollections(username, signal),
  });

export function useMemberCollections(username: string) {
  return useQuery(memberCollectionsQueryOptions(username));
}
