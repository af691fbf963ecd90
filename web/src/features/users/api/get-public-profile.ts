import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROFILE, type PublicProfileResponse } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

/** GET /api/users/{username}: the public profile and the member's top snippets. */
export function getPublicProfile(username: string, signal?: AbortSignal): Promise<PublicProfileResponse> {
  return api.get<PublicProfileResponse>(`/api/users/${encodeURIComponent(username)}`, {
    defaultError: PROFILE.loadFailed,
    signal,
  });
}

export const publicProfileQueryOptions = (username: string) =>
  queryOptions({
    queryKey: userKeys.profile(username),
    queryFn: ({ signal }) => getPublicProfile(username, signal),
  });

export function usePublicProfile(username: string) {
  return useQuery(publicProfileQueryOptions(username));
}
