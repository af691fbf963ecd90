import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_ERRORS, type ProfileUpdateInput, type SelfUser } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { userKeys } from './keys';

/** PUT /api/users/profile. */
export async function updateProfile(input: ProfileUpdateInput): Promise<SelfUser> {
  const { user } = await api.put<{ user: SelfUser }>('/api/users/profile', input, {
    defaultError: DEFAULT_ERRORS.profileUpdate,
  });
  return user;
}

/**
 * After a change to the member's profile or avatar (SPEC §4: the profile reloads): the stored user follows,
 * and every screen showing the member fetches again.
 */
export async function afterOwnProfileChange(queryClient: QueryClient, user: SelfUser) {
  session.setUser(user);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['me'] }),
    queryClient.invalidateQueries({ queryKey: userKeys.all }),
  ]);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => afterOwnProfileChange(queryClient, user),
  });
}
