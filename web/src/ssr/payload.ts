import type { DehydratedState } from '@tanstack/react-query';
import type { RouteErrorState } from '../app/route-error-state';
import type { PageAssets } from './document';

/** What the browser needs to hydrate exactly what the server rendered. */
export interface PagePayload {
  /** The status the page's route failed with (its loader's 404, say), which the browser renders again. */
  routeError: { status: number } | null;
  queries: DehydratedState;
  assets: PageAssets;
  siteUrl: string;
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
  routeError: RouteErrorState | null,
  queries: DehydratedState,
  assets: PageAssets,
  siteUrl: string,
): string {
  const payload: PagePayload = {
    // The status alone: an error's message and stack stay in the server's log.
    routeError: routeError && { status: routeError.status },
    queries,
    assets,
    siteUrl,
  };
  return JSON.stringify(payload).replace(UNSAFE_IN_SCRIPT, (character) => ESCAPED[character] ?? character);
}
