import { SnippetNotFound } from '../features/snippets/components/snippet-details';
import { useRouteErrorAskedAgain } from './ask-again-on-404';
import { RouteError } from './route-error';

/**
 * The error view of a snippet's pages (its detail, revisions, comparisons, forks): a 404 is 'Snippet not found',
 * once a signed-in member's browser has asked again (useRouteErrorAskedAgain).
 */
export function SnippetRouteError() {
  const { isNotFound, askingAgain } = useRouteErrorAskedAgain();
  if (askingAgain) return <div role="status" aria-label="Loading snippet" className="min-h-96" />;
  if (isNotFound) return <SnippetNotFound />;
  return <RouteError />;
}
