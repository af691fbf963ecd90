import { PassThrough, type Readable } from 'node:stream';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers';
import { rootLoader } from '../app/root-loader';
import { FirstLocationError, type RouteErrorState } from '../app/route-error-state';
import { AppRoutes, loadRouteModules } from '../app/router';
import { ApiError, setApiTransport, type ApiTransport } from '../lib/api-client';
import { pageAssets, type ViteManifest } from './assets';
import { Document } from './document';
import { serializePayload } from './payload';

export type { ApiTransport, TransportRequest, TransportResponse } from '../lib/api-client';
export type { ViteManifest } from './assets';
export { renderEmbed, type EmbedInput, type RenderedEmbed } from './embed';
export { renderAll as renderCommentsHtml } from '../features/comments/utils/comment-html.server';

export interface RenderInput {
  /** The page request (only its URL and method matter: pages are rendered for anonymous visitors). */
  request: Request;
  /** How the page's data is read: the server's repositories, never HTTP. */
  transport: ApiTransport;
  /** The client build's manifest; null renders without scripts (tests on the source). */
  manifest: ViteManifest | null;
  /** PUBLIC_URL: the origin of canonical and Open Graph URLs. */
  siteUrl: string;
  /** Called with errors React reports while rendering (they are logged by the server). */
  onError?: (error: unknown) => void;
}

/**
 * A page whose loaders have run: a redirect, or the status and the render of its document. Everything the document
 * is made from beside the URL and the build came through the transport, so a server that saw the same answers can
 * reuse the document it rendered from them (decision 030's revision).
 */
export type PreparedRender =
  | { type: 'redirect'; status: number; location: string }
  | { type: 'page'; status: number; render: () => Promise<{ status: number; body: Readable }> };

/** A loader's answer that the page lives at another address (a snippet asked for by id goes to its slug). */
function redirectOf(thrown: unknown) {
  if (!(thrown instanceof Response) || thrown.status < 300 || thrown.status >= 400) return null;
  return {
    type: 'redirect' as const,
    status: thrown.status,
    location: thrown.headers.get('Location') ?? '/',
  };
}

/**
 * Prepares one page: loads the modules its route renders and runs the page's loader with the data every page needs
 * (both fill the query cache); render() then streams the document with React, the query cache in it for hydration.
 * The API's 404 becomes the page's 404 (the status of the response, and the route's error view).
 */
export async function prepare({
  request,
  transport,
  manifest,
  siteUrl,
  onError,
}: RenderInput): Promise<PreparedRender> {
  setApiTransport(transport);
  const queryClient = createQueryClient();
  const url = new URL(request.url);
  const { module, params } = await loadRouteModules(url.pathname);
  // A path no route takes is the 404 page, the route's error as much as an unknown snippet's.
  let status = module ? 200 : 404;
  let routeError: RouteErrorState | null = module ? null : { status };
  try {
    await Promise.all([rootLoader(null, queryClient), module?.loader?.({ request, params }, queryClient)]);
  } catch (error) {
    const redirect = redirectOf(error);
    if (redirect) return redirect;
    const isNotFound = error instanceof ApiError && error.status === 404;
    if (!isNotFound) onError?.(error);
    status = isNotFound ? 404 : 500;
    routeError = { status, error };
  }
  // With the error views when the page shows one: their chunk joins the page's <head>.
  const { moduleIds } = await loadRouteModules(url.pathname, { withErrorViews: routeError !== null });
  // A query that failed shows its loading state on both sides, and the browser asks again.
  queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });

  const render = () =>
    new Promise<{ status: number; body: Readable }>((resolve, reject) => {
      const assets = pageAssets(manifest ?? {}, moduleIds);
      const payload = serializePayload(routeError, dehydrate(queryClient), assets, siteUrl);
      let renderStatus = status;
      const { pipe } = renderToPipeableStream(
        <StrictMode>
          <Document assets={assets} siteUrl={siteUrl} payload={payload}>
            <AppProviders queryClient={queryClient}>
              <StaticRouter location={`${url.pathname}${url.search}`}>
                <FirstLocationError error={routeError}>
                  <AppRoutes />
                </FirstLocationError>
              </StaticRouter>
            </AppProviders>
          </Document>
        </StrictMode>,
        {
          // All of it before the first byte: a Suspense boundary streamed later would be revealed by an inline
          // script, which the CSP refuses; the data is loaded before rendering anyway. For the same reason no
          // boundary is outlined for progressive display, whatever the page's size (React does that past
          // progressiveChunkSize bytes, default 12,800: a snippet page with a long code block).
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onAllReady() {
            const body = new PassThrough();
            pipe(body);
            resolve({ status: renderStatus, body });
          },
          onShellError: reject,
          onError(error) {
            renderStatus = 500;
            onError?.(error);
          },
        },
      );
    });
  return { type: 'page', status, render };
}
