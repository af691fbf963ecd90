import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SelfUser } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { accountKeys } from './keys';

/** PUT /api/users/email: a new address, confirmed with the password; it takes effect once its link is opened. */
export function changeEmail(input: { email: string; password: string }): Promise<{
  message: string;
  user: SelfUser;
}> {
  return api.put<{ message: string; user: SelfUser }>('/api/users/email', input);
}

/** The answer's member carries the pending address: the stored user and the profile follow it. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: ({ user }) => {
      session.setUser(user);
      queryClient.setQueryData(accountKeys.ownProfile, user);
    },
  });
}
