import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { text } from 'node:stream/consumers';
import fp from 'fastify-plugin';
import type { RenderedPage } from '../../lib/page-cache.js';
import { pageDataTransport } from './page-data.js';
import { loadPageRenderer, type PageRenderer } from './renderer.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a page request with the server-rendered page; null when no web app is built (API-only runs). */
    renderPage: ((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | null;
  }
}

export interface ServerRenderingOptions {
  /** The renderer and manifest to use instead of WEB_DIST's build (tests render the web app's sources). */
  renderer?: { renderer: PageRenderer; manifest: Record<string, unknown> | null };
}

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
      return;
    }
    const { renderer, manifest } = loaded;
    const transport = pageDataTransport(app);
    const siteUrl = app.config.publicUrl;

    /** One render: the whole document (the cache keeps it and its ETag names it), or a redirect. */
    async function render(request: FastifyRequest): Promise<RenderedPage> {
      const result = await renderer.render({
        request: new Request(new URL(request.url, 'http://page.invalid'), { method: 'GET' }),
        transport,
        manifest,
        siteUrl,
        onError: (error) => request.log.error({ err: error }, 'page render error'),
      });
      if (result.type === 'redirect') {
        return { status: result.status, headers: { location: result.location }, html: '' };
      }
      const headers: Record<string, string> = {};
      if (result.status >= 400) headers['x-robots-tag'] = 'noindex';
      return { status: result.status, headers, html: await text(result.body) };
    }

    app.decorate('renderPage', (request: FastifyRequest, reply: FastifyReply) =>
      app.pageCache.serve(request, reply, () => render(request)),
    );
  },
  { name: 'server-rendering', dependencies: ['repositories', 'page-cache'] },
);
