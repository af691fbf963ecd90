import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RECOVERY } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { accountKeys } from './keys';

/** POST /api/auth/resend-verification: another confirmation link for the signed-in member's address. */
export function resendVerification(): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/auth/resend-verification');
}

/** Asks for the link again; "already confirmed" (opened elsewhere) brings the stored member up to date. */
export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: ({ message }) => {
      const { user } = session.get();
      if (message !== RECOVERY.alreadyVerified || !user) return;
      session.setUser({ ...user, emailVerified: true });
      void queryClient.invalidateQueries({ queryKey: accountKeys.ownProfile });
    },
  });
}
