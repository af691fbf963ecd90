import { queryOptions } from '@tanstack/react-query';
import type { FollowListResponse } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';

/** What the signed-in member follows: a module of its own, so browse's Follow buttons carry no schema module. */
export const myFollowsKey = ['me', 'follows'] as const;

/** GET /api/follows: the signed-in member's members, tags and platforms, newest first. */
export const myFollowsQueryOptions = () =>
  queryOptions({
    queryKey: myFollowsKey,
    queryFn: ({ signal }) => api.get<FollowListResponse>('/api/follows', { signal }),
  });
