import type { FastifyBaseLogger, FastifyInstance, RouteHandlerMethod, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import FindMyWay from 'find-my-way';
import { z } from 'zod';
import { SERVER_ERRORS, VALIDATION } from '@cloud-snippets/contract';
import { clientErrorOf } from './errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs a page-data route's handler in this process for a page being rendered, with an anonymous visitor's view:
     * no HTTP, no request lifecycle, no serialisation (decision 032's revision). Paths that are not page-data GETs
     * answer 405.
     */
    readForPage(path: string, query: Record<string, string>): Promise<PageReadResult>;
  }
  interface FastifyContextConfig {
    /**
     * true on a GET whose handler a server-rendered page may call directly: it reads only `request.params`,
     * `request.query` and `request.user`, returns its body, and needs no hook of its own.
     */
    pageData?: boolean;
  }
}

export interface PageReadResult {
  status: number;
  body: unknown;
}

interface PageReadRoute {
  handler: RouteHandlerMethod;
  params: z.ZodType | undefined;
  query: z.ZodType | undefined;
  response: z.ZodType | undefined;
}

type RouteSchema = { params?: z.ZodType; querystring?: z.ZodType; response?: Record<number, z.ZodType> };

/** What a handler sees of a request when a page reads through it: an anonymous visitor's GET. */
interface PageReadRequest {
  params: unknown;
  query: unknown;
  user: null;
  hasRejectedToken: false;
  headers: Record<string, string>;
  log: FastifyBaseLogger;
}

const refused = (status: number, message: string): PageReadResult => ({ status, body: { message } });

/**
 * The routes marked `config: { pageData: true }`, collected as they are declared (this plugin is registered before
 * the API's routes), matched by Fastify's own router library.
 */
export default fp(
  async function pageReads(app: FastifyInstance) {
    // Fastify's own router limits (a parameter longer than maxParamLength matches no route, 100 characters by
    // default): the same limits here, so a page's read resolves exactly as the API's URL would.
    const { maxParamLength, ignoreTrailingSlash, ignoreDuplicateSlashes, caseSensitive } = app.initialConfig;
    const router = FindMyWay<FindMyWay.HTTPVersion.V1>({
      maxParamLength,
      ignoreTrailingSlash,
      ignoreDuplicateSlashes,
      caseSensitive,
    });

    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      // The catch-all (static files, pages) is no API route: an API path only it takes is one no route takes.
      if (!methods.includes('GET') || route.url.includes('*')) return;
      // Every GET is routed, so a path resolves to the route Fastify would pick; only the marked ones answer.
      const schema = (route.schema ?? {}) as RouteSchema;
      const store: PageReadRoute | null =
        route.config?.pageData === true
          ? {
              handler: route.handler,
              params: schema.params,
              query: schema.querystring,
              response: schema.response?.[200],
            }
          : null;
      router.on('GET', route.url, () => undefined, { route: store });
    });

    async function readForPage(path: string, query: Record<string, string>): Promise<PageReadResult> {
      const match = router.find('GET', path);
      // What the API answers for a URL no API route takes (a 300-letter slug, longer than maxParamLength): 404, so
      // the page is a 404 too, not a 500.
      if (!match) return refused(404, SERVER_ERRORS.routeNotFound('GET', path));
      const route = (match.store as { route: PageReadRoute | null } | undefined)?.route;
      if (!route) return refused(405, 'Not a page-data route');
      const params = route.params
        ? route.params.safeParse(match.params)
        : { success: true, data: match.params };
      const search = route.query ? route.query.safeParse(query) : { success: true, data: query };
      if (!params.success || !search.success) return refused(400, VALIDATION.validationFailed);
      const request: PageReadRequest = {
        params: params.data,
        query: search.data,
        user: null,
        hasRejectedToken: false,
        headers: {},
        log: app.log,
      };
      try {
        const body = await (route.handler as (request: PageReadRequest) => Promise<unknown>).call(
          app,
          request,
        );
        if (!route.response) return { status: 200, body };
        // What the route's serializer would send (fastify-type-provider-zod encodes with the response schema).
        const encoded = z.safeEncode(route.response, body);
        if (encoded.error) throw encoded.error;
        return { status: 200, body: encoded.data };
      } catch (error) {
        const known = clientErrorOf(error);
        if (known) return { status: known.statusCode, body: known.body };
        throw error;
      }
    }

    app.decorate('readForPage', readForPage);
  },
  { name: 'page-reads' },
);
