import { useState, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { session } from '../../../lib/session';
import { sessionCheckQueryOptions } from '../api/get-profile';

/** The current session; `isAuthenticated` is true only while the token exists and has not expired. */
export function useSession() {
  const { token, user } = useSyncExternalStore(session.subscribe, session.get, session.get);
  const isAuthenticated = token !== null && session.isAuthenticated();
  return { token, user: isAuthenticated ? user : null, isAuthenticated };
}

/** Runs the startup profile check once; true while it is under way. */
export function useStartupSessionCheck(): boolean {
  const [startupToken] = useState(() => session.token());
  const check = useQuery({ ...sessionCheckQueryOptions(startupToken ?? ''), enabled: startupToken !== null });
  return startupToken !== null && check.isPending;
}
