import { PassThrough, type Readable } from 'node:stream';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandler,
} from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers';
import { createRoutes, type PageLoadContext } from '../app/router';
import { setApiTransport, type ApiTransport } from '../lib/api-client';
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

let handler: StaticHandler | undefined;
/** The routes and their static handler, made once: their lazy modules resolve on the first page that needs them. */
const staticHandler = () => (handler ??= createStaticHandler(createRoutes({ awaitData: true })));

/**
 * Prepares one page: React Router's static handler runs the matched routes' loaders (which fill the query cache);
 * render() then streams the document with React, the router state and the query cache in it for hydration.
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
  const handler = staticHandler();
  const context = await handler.query(request, { requestContext: { queryClient } satisfies PageLoadContext });
  if (context instanceof Response) {
    return { type: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  // A query that failed shows its loading state on both sides, and the browser asks again.
  queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });

  const render = () =>
    new Promise<{ status: number; body: Readable }>((resolve, reject) => {
      const pageModules = context.matches.flatMap((match) => {
        const handle = match.route.handle as { pageModule?: string } | undefined;
        return handle?.pageModule ? [handle.pageModule] : [];
      });
      const assets = pageAssets(manifest ?? {}, pageModules);
      const payload = serializePayload(context, dehydrate(queryClient), assets, siteUrl);
      const router = createStaticRouter(handler.dataRoutes, context);
      let status = context.statusCode;
      const { pipe } = renderToPipeableStream(
        <StrictMode>
          <Document assets={assets} siteUrl={siteUrl} payload={payload}>
            <AppProviders queryClient={queryClient}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
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
            resolve({ status, body });
          },
          onShellError: reject,
          onError(error) {
            status = 500;
            onError?.(error);
          },
        },
      );
    });
  return { type: 'page', status: context.statusCode, render };
}
