import { ApplicationErrorView } from './error-page';
import { isNotFoundError, useRouteError } from './route-error-state';
import NotFoundPage from './routes/not-found';

/**
 * The error views, a chunk of their own that a page loads only when it shows one (the server names it in the <head>
 * of a page it answers with an error; the browser loads it before hydrating such a page).
 */
export { default as NotFoundPage } from './routes/not-found';

/** A route's error view: a 404 shows the SPEC's 404 page; any other error the application error. */
export function RouteErrorView() {
  const error = useRouteError();
  if (isNotFoundError(error)) return <NotFoundPage />;
  return <ApplicationErrorView error={error?.error} />;
}
