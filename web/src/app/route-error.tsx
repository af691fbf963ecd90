import { useRouteError } from 'react-router';
import { ApplicationErrorView } from './error-page';

/** errorElement of the routes: a page that throws shows the application error inside the layout. */
export function RouteError() {
  const error = useRouteError();
  return <ApplicationErrorView error={error} />;
}
