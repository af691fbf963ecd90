import { api } from '../../../lib/api-client';

/** POST /api/auth/logout: the token stops working on the server. */
export function logout(token: string): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/auth/logout', undefined, {
    token,
    silent: true,
    redirectOnUnauthorized: false,
  });
}
