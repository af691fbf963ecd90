import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';

/** POST /api/auth/reset-password: a link's token and the new password. */
export function resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/auth/reset-password', input, { token: null });
}

/** Sets the new password; the server ended every session, so this tab forgets its own (and its member's data). */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      session.clear();
      queryClient.removeQueries({ queryKey: ['me'] });
    },
  });
}
