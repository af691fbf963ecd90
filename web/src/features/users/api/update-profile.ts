import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_ERRORS, type ProfileUpdateInput, type SelfUser } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { ownProfileQueryOptions } from './get-own-profile';

/** PUT /api/users/profile. */
export async function updateProfile(input: ProfileUpdateInput): Promise<SelfUser> {
  const { user } = await api.put<{ user: SelfUser }>('/api/users/profile', input, {
    defaultError: DEFAULT_ERRORS.profileUpdate,
  });
  return user;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownProfileQueryOptions().queryKey }),
  });
}
