import { isRouteErrorResponse, useRouteError } from 'react-router';
import { SnippetNotFound } from '../features/snippets/components/snippet-details';
import { RouteError } from './route-error';

/** The error view of a snippet's pages (its detail, revisions, comparisons, forks): a 404 is 'Snippet not found'. */
export function SnippetRouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <SnippetNotFound />;
  return <RouteError />;
}
