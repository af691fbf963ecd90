import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/auth/forgot-password: the same answer whether or not an account uses the address (RECOVERY.resetRequested). */
export function requestPasswordReset(input: {
  email: string;
  recaptchaToken?: string;
}): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/auth/forgot-password', input, { token: null });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
