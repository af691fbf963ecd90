import type { DehydratedState } from '@tanstack/react-query';
import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router';
import type { PageAssets } from './document';

/** What the browser needs to hydrate exactly what the server rendered. */
export interface PagePayload {
  /** React Router's hydration data (window.__staticRouterHydrationData's shape). */
  router: {
    loaderData: StaticHandlerContext['loaderData'];
    actionData: StaticHandlerContext['actionData'];
    errors: Record<string, unknown> | null;
  };
  queries: DehydratedState;
  assets: PageAssets;
  siteUrl: string;
}

/** Route errors as React Router's browser router reads them back (its own StaticRouterProvider's format). */
function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]) => {
      if (isRouteErrorResponse(error)) return [routeId, { ...error, __type: 'RouteErrorResponse' }];
      if (error instanceof Error) return [routeId, { message: error.message, __type: 'Error' }];
      return [routeId, error];
    }),
  );
}

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const ESCAPED: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON that cannot close its <script> element or open a comment inside it. */
export function serializePayload(
  context: StaticHandlerContext,
  queries: DehydratedState,
  assets: PageAssets,
  siteUrl: string,
): string {
  const payload: PagePayload = {
    router: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: serializeErrors(context.errors),
    },
    queries,
    assets,
    siteUrl,
  };
  return JSON.stringify(payload).replace(UNSAFE_IN_SCRIPT, (character) => ESCAPED[character] ?? character);
}
