import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/auth/verify-email: confirms an address (at registration, or a new one) with its link's token. */
export function verifyEmail(token: string): Promise<{ message: string }> {
  // The link works without a session; one in this tab is not the link's business (nor is its 401).
  return api.post<{ message: string }>('/api/auth/verify-email', { token }, { token: null });
}

/** Confirms the address; `onVerified` (the profile fetched again) finishes before the mutation succeeds. */
export function useVerifyEmail({ onVerified }: { onVerified?: () => Promise<void> } = {}) {
  return useMutation({
    mutationFn: async (token: string) => {
      const answer = await verifyEmail(token);
      await onVerified?.().catch(() => undefined);
      return answer;
    },
  });
}
