import { useMutation } from '@tanstack/react-query';
import { DEFAULT_ERRORS, type AuthResponse, type RegisterInput } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { logout } from './logout';

/** POST /api/auth/register. */
export function register(input: RegisterInput): Promise<AuthResponse> {
  return api.post<AuthResponse>('/api/auth/register', input, {
    defaultError: DEFAULT_ERRORS.register,
    token: null,
  });
}

/**
 * Creates the account. The member is then asked to log in (SPEC §2 Register), so the token the server
 * issued is revoked straight away instead of being kept.
 */
export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess: ({ token }) => {
      void logout(token).catch(() => undefined);
    },
  });
}
