import { queryOptions, useQuery } from '@tanstack/react-query';
import { FOLLOW_PAGE_SIZES, type FollowingFeedResponse } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';

/** Query keys of the follows feature. */
export const followKeys = {
  feed: ['me', 'following-feed'] as const,
  /** One page of the feed, named by the cursor it starts after ('' for the first). */
  feedPage: (cursor: string) => [...followKeys.feed, cursor] as const,
};

/** GET /api/snippets/following: one keyset page of the Following feed. */
export function getFollowingFeed(cursor: string, signal?: AbortSignal): Promise<FollowingFeedResponse> {
  const query = new URLSearchParams({ limit: String(FOLLOW_PAGE_SIZES.feed) });
  if (cursor) query.set('cursor', cursor);
  return api.get<FollowingFeedResponse>(`/api/snippets/following?${query.toString()}`, { signal });
}

export const followingFeedPageQueryOptions = (cursor: string) =>
  queryOptions({
    queryKey: followKeys.feedPage(cursor),
    queryFn: ({ signal }) => getFollowingFeed(cursor, signal),
  });

/**
 * One page of the feed. Pages are plain queries keyed by their cursor (not an infinite query), so the feed adds no
 * shared chunk to the pages that load the infinite-query code (decision 027's budget).
 */
export function useFollowingFeedPage(cursor: string) {
  return useQuery(followingFeedPageQueryOptions(cursor));
}
