import { useState, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useHydrated } from '../../../hooks/use-hydrated';
import { session, type Session } from '../../../lib/session';
import { sessionCheckQueryOptions } from '../api/get-profile';

/** Pages are rendered on the server for a visitor; the browser hydrates them as that visitor first. */
const VISITOR: Session = { token: null, user: null };
const visitorSnapshot = () => VISITOR;

/**
 * The current session; `isAuthenticated` is true only while the token exists and has not expired. While a
 * server-rendered page hydrates, it is the visitor's (the stored session applies right after).
 */
export function useSession() {
  const { token, user } = useSyncExternalStore(session.subscribe, session.get, visitorSnapshot);
  const isAuthenticated = token !== null && session.isAuthenticated();
  return { token, user: isAuthenticated ? user : null, isAuthenticated };
}

/** Runs the startup profile check once; true while it is under way. */
export function useStartupSessionCheck(): boolean {
  const [startupToken] = useState(() => session.token());
  const isHydrated = useHydrated();
  const isChecking = isHydrated && startupToken !== null;
  const check = useQuery({ ...sessionCheckQueryOptions(startupToken ?? ''), enabled: isChecking });
  return isChecking && check.isPending;
}
