import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_ERRORS, type SelfUser } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';

/** GET /api/auth/profile with the given token. */
export async function getAuthProfile(token: string): Promise<SelfUser> {
  const { user } = await api.get<{ user: SelfUser }>('/api/auth/profile', {
    token,
    // SPEC §4: any 401 logs the member out and goes to /login — the startup check included.
    defaultError: DEFAULT_ERRORS.fetchProfile,
  });
  return user;
}

/**
 * The startup check (SPEC §4): the stored token is tried against the server and the fresh user replaces the
 * stored one. Only the server's 401 ends the session (`apiRequest` clears it); a request aborted by a reload, a
 * network failure or a 5xx says nothing about the token, so the member stays signed in with the stored user.
 */
export async function verifyStoredSession(token: string): Promise<SelfUser | null> {
  try {
    const user = await getAuthProfile(token);
    if (session.token() === token) session.setUser(user);
    return user;
  } catch {
    return null;
  }
}

export const sessionCheckQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'session-check', token],
    queryFn: () => verifyStoredSession(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
