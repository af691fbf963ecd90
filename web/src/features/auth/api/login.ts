import { useMutation } from '@tanstack/react-query';
import { DEFAULT_ERRORS, type AuthResponse, type LoginInput } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';

/** POST /api/auth/login. */
export function login(input: LoginInput): Promise<AuthResponse> {
  return api.post<AuthResponse>('/api/auth/login', input, {
    defaultError: DEFAULT_ERRORS.login,
    token: null,
  });
}

/** Signs in and stores token and user (SPEC §4). */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => session.set(token, user),
  });
}
