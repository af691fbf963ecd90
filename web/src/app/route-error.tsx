import { errorViews } from './route-modules';

/** A route's error view (error-views.tsx), loaded with the page that shows it. */
export function RouteError() {
  const { RouteErrorView } = errorViews.use();
  return <RouteErrorView />;
}
