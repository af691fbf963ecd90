import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { session } from '../../../lib/session';
import { logout } from '../api/logout';

/** State given to /login by a logout, so the guest-only guard lets the page show while the session ends. */
export const LOGGED_OUT_STATE = { loggedOut: true } as const;

/**
 * Logout (SPEC §2, §4): tells the server, goes to /login, and token and user are cleared there (GuestOnly).
 * Clearing only once /login is on screen keeps a protected page's guard from adding a redirect value.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const token = session.token();
    if (token) await logout(token).catch(() => undefined);
    try {
      await navigate(paths.login.getHref(), { state: LOGGED_OUT_STATE });
    } catch {
      session.clear();
    }
    queryClient.removeQueries({ queryKey: ['me'] });
  }, [navigate, queryClient]);
}
