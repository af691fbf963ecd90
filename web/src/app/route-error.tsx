import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ApplicationErrorView } from './error-page';
import NotFoundPage from './routes/not-found';

/** errorElement of the routes: a 404 shows the SPEC's 404 page; any other error the application error. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ApplicationErrorView error={error} />;
}
