import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { useSession } from '../features/auth/hooks/use-session';
import { SnippetNotFound } from '../features/snippets/components/snippet-details';
import { RouteError } from './route-error';

/** The addresses whose 404 a signed-in member's browser asked again: once each, in this tab. */
const askedAgain = new Set<string>();

/**
 * The error view of a snippet's pages (its detail, revisions, comparisons, forks): a 404 is 'Snippet not found'. The
 * server renders every page for a visitor, to whom another's private snippet does not exist (issue 12 §6): when a
 * signed-in member's page says 404, the browser opens the same address again — the page then reads its data with
 * their session (the browser runs no loaders: its queries do) — before believing it.
 */
export function SnippetRouteError() {
  const error = useRouteError();
  const { isAuthenticated } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const address = `${location.pathname}${location.search}`;
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  const askAgain = isNotFound && isAuthenticated && !askedAgain.has(address);
  useEffect(() => {
    if (!askAgain) return;
    askedAgain.add(address);
    void navigate(address, { replace: true });
  }, [askAgain, address, navigate]);
  if (askAgain) return <div role="status" aria-label="Loading snippet" className="min-h-96" />;
  if (isNotFound) return <SnippetNotFound />;
  return <RouteError />;
}
