import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../features/auth/hooks/use-session';
import { isNotFoundError, useRouteError } from './route-error-state';

/** The addresses whose 404 a signed-in member's browser asked again: once each, in this tab. */
const askedAgain = new Set<string>();

/**
 * A route's error, with one more chance for a 404 a signed-in member got. The server renders every page for a
 * visitor, to whom another's private snippet, or a snippet or profile hidden by a moderator, does not exist
 * (decisions 042, 053): when a member's page says 404, the browser opens the same address again — the page then
 * reads its data with their session (the browser runs no loaders: its queries do) — before believing it.
 * `askingAgain` is true while it does.
 */
export function useRouteErrorAskedAgain() {
  const error = useRouteError();
  const { isAuthenticated } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const address = `${location.pathname}${location.search}`;
  const isNotFound = isNotFoundError(error);
  const askingAgain = isNotFound && isAuthenticated && !askedAgain.has(address);
  useEffect(() => {
    if (!askingAgain) return;
    askedAgain.add(address);
    void navigate(address, { replace: true });
  }, [askingAgain, address, navigate]);
  return { isNotFound, askingAgain };
}
