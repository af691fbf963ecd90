import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { text } from 'node:stream/consumers';
import fp from 'fastify-plugin';
import type { PreparedPage, RenderedPage } from '../../lib/page-cache.js';
import { pageDataTransport } from './page-data.js';
import { loadPageRenderer, type ApiTransport, type PageRenderer } from './renderer.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a page request with the server-rendered page; null when no web app is built (API-only runs). */
    renderPage: ((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | null;
    /** The web app's server entry, for what else it renders (embeds); null when no web app is built. */
    webRenderer: PageRenderer | null;
  }
}

export interface ServerRenderingOptions {
  /** The renderer and manifest to use instead of WEB_DIST's build (tests render the web app's sources). */
  renderer?: { renderer: PageRenderer; manifest: Record<string, unknown> | null };
}

/** A read a page made, in the order its loaders asked: what the reads were and what they answered. */
type PageRead = [path: string, params: unknown, status: number, body: unknown];

/**
 * Every page of the web app, rendered by React on the server for an anonymous visitor (decision 032): the first
 * HTML carries the page, its data and its head tags; the status is the page's (404 for what does not exist, 301
 * from a snippet's id URL to its slug URL).
 */
export default fp(
  async function serverRendering(app: FastifyInstance, options: ServerRenderingOptions) {
    const loaded = options.renderer ?? (await loadPageRenderer(app.config.webDist));
    if (!loaded) {
      app.decorate('renderPage', null);
      app.decorate('webRenderer', null);
      return;
    }
    const { renderer, manifest } = loaded;
    app.decorate('webRenderer', renderer);
    const siteUrl = app.config.publicUrl;

    // The web app's transport is one for the process; each page's reads are recorded in that page's own context.
    const pageReads = new AsyncLocalStorage<(PageRead | undefined)[]>();
    const read = pageDataTransport(app);
    const transport: ApiTransport = async (request) => {
      const reads = pageReads.getStore();
      const index = reads ? reads.push(undefined) - 1 : -1;
      const response = await read(request);
      if (reads) reads[index] = [request.path, request.params, response.status, response.body];
      return response;
    };

    /**
     * A page's data read, keyed by what the reads answered (decision 030's revision): the document is a function of
     * its URL, the build and those answers, so the page cache reuses a kept page whose key is the same.
     */
    async function prepare(request: FastifyRequest): Promise<PreparedPage> {
      const reads: (PageRead | undefined)[] = [];
      const prepared = await pageReads.run(reads, () =>
        renderer.prepare({
          request: new Request(new URL(request.url, 'http://page.invalid'), { method: 'GET' }),
          transport,
          manifest,
          siteUrl,
          onError: (error) => request.log.error({ err: error }, 'page render error'),
        }),
      );
      if (prepared.type === 'redirect') {
        const page = { status: prepared.status, headers: { location: prepared.location }, html: '' };
        return { dataKey: null, render: async () => page };
      }
      return {
        dataKey: createHash('sha1').update(JSON.stringify(reads)).digest('base64url'),
        render: async (): Promise<RenderedPage> => {
          const { status, body } = await prepared.render();
          const headers: Record<string, string> = {};
          if (status >= 400) headers['x-robots-tag'] = 'noindex';
          return { status, headers, html: await text(body) };
        },
      };
    }

    app.decorate('renderPage', (request: FastifyRequest, reply: FastifyReply) =>
      app.pageCache.serve(request, reply, () => prepare(request)),
    );
  },
  { name: 'server-rendering', dependencies: ['repositories', 'page-cache', 'page-reads'] },
);
