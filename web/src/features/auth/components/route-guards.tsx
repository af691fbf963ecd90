import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { useHydrated } from '../../../hooks/use-hydrated';
import { useIsPageKept } from '../../../lib/kept-page';
import { session } from '../../../lib/session';
import { paths, safeRedirect } from '../../../config/paths';
import { useSession } from '../hooks/use-session';
import { LOGGED_OUT_STATE } from '../hooks/use-logout';

/** Protected routes: visitors go to /login?redirect=<path and query> (SPEC §2). */
export function RequireAuth() {
  const { isAuthenticated } = useSession();
  const isHydrated = useHydrated();
  const location = useLocation();
  const isKept = useIsPageKept();
  // The server cannot see the stored session: the page's shell waits for the browser to decide. A page being left
  // waits too, rather than send a logout to /login?redirect=….
  if (!isHydrated || (isKept && !isAuthenticated))
    return (
      <>
        <PageMeta noindex />
        <LoadingOverlay />
      </>
    );
  if (!isAuthenticated) {
    return <Navigate to={paths.login.getHref(`${location.pathname}${location.search}`)} replace />;
  }
  return <Outlet />;
}

/**
 * Guest-only routes (/login, /register): members go Home, or to the page a sign-in was for.
 * Arriving from a logout, the session is cleared here, once the protected page is gone.
 */
export function GuestOnly() {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const isLoggingOut =
    (location.state as typeof LOGGED_OUT_STATE | null)?.loggedOut === LOGGED_OUT_STATE.loggedOut;
  useEffect(() => {
    if (isLoggingOut) session.clear();
  }, [isLoggingOut]);
  const isKept = useIsPageKept();
  if (isAuthenticated && !isLoggingOut && !isKept)
    return <Navigate to={safeRedirect(searchParams.get('redirect'))} replace />;
  return <Outlet />;
}
