import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_ERRORS, type SelfUser } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';

/** GET /api/users/profile: the signed-in member's own profile. */
export async function getOwnProfile(): Promise<SelfUser> {
  const { user } = await api.get<{ user: SelfUser }>('/api/users/profile', {
    defaultError: DEFAULT_ERRORS.fetchProfile,
  });
  return user;
}

export const ownProfileQueryOptions = () =>
  queryOptions({ queryKey: ['me', 'profile'], queryFn: getOwnProfile, retry: false });

export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions());
}
