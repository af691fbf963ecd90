import { queryOptions, useQuery } from '@tanstack/react-query';
import { COLLECTION_MESSAGES, type CollectionDetail } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { collectionKeys } from './keys';

/** GET /api/users/{username}/collections/{slug}: a collection with its snippets in order. */
export function getCollection(
  username: string,
  slug: string,
  signal?: AbortSignal,
): Promise<CollectionDetail> {
  return api.get<CollectionDetail>(
    `/api/users/${encodeURIComponent(username)}/collections/${encodeURIComponent(slug)}`,
    { defaultError: COLLECTION_MESSAGES.loadFailed, signal },
  );
}

export const collectionQueryOptions = (username: string, slug: string) =>
  queryOptions({
    queryKey: collectionKeys.one(username, slug),
    queryFn: ({ signal }) => getCollection(username, slug, signal),
  });

export function useCollection(username: string, slug: string) {
  return useQuery(collectionQueryOptions(username, slug));
}
