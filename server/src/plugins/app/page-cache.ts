import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { bumpContentVersion, readContentVersion } from '../../db/content-version.js';
import { negotiate } from '@fastify/accept-negotiator';
import { COMPRESSION_THRESHOLD } from '../external/compression.js';
import {
  createPageCache,
  encodedBody,
  type PageEncoding,
  matchesIfNoneMatch,
  storedPage,
  type PageCacheOutcome,
  type PreparedPage,
  type StoredPage,
} from '../../lib/page-cache.js';

/**
 * An anonymous page: any cache may keep it but must ask again before each reuse, which the ETag makes a 304.
 * Not s-maxage: a shared cache would then serve a member the page from before their own write.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** A page rendered for a request that said who sent it. */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-cache';
/**
 * Says how a page was answered: hit, revalidated (its data read again and unchanged), miss (rendered, possibly
 * shared with concurrent requests) or bypass.
 */
export const PAGE_CACHE_HEADER = 'x-page-cache';

export interface PageCacheService {
  /**
   * Answers a page request: from the cache when an anonymous visitor asks for a page current at the content
   * version; else prepare() reads its data, and the kept page answers if that data is unchanged, or render() makes
   * it anew (once for all concurrent misses), kept when it answers 200. 304 when If-None-Match holds the ETag.
   */
  serve(
    request: FastifyRequest,
    reply: FastifyReply,
    prepare: () => Promise<PreparedPage>,
  ): Promise<FastifyReply>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pageCache: PageCacheService;
  }
  interface FastifyContextConfig {
    /** false on a write that changes nothing a visitor's page shows (a sign-in, a view, a contact message). */
    changesPages?: boolean;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The encodings a kept page is sent in, the server's preference first. */
const PAGE_ENCODINGS: PageEncoding[] = ['br', 'gzip'];

/**
 * Pages are rendered for anonymous visitors (the session token lives in the browser, not in a cookie); a request
 * that carries credentials anyway is rendered for itself alone.
 */
const carriesCredentials = (request: FastifyRequest) =>
  request.headers.authorization !== undefined || request.headers.cookie !== undefined;

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  page: StoredPage,
  outcome: PageCacheOutcome | 'bypass',
) {
  reply.type('text/html; charset=utf-8').headers(page.headers).header(PAGE_CACHE_HEADER, outcome);
  if (outcome === 'bypass') reply.header('cache-control', PRIVATE_PAGE_CACHE_CONTROL);
  else if (page.etag) {
    reply.header('etag', page.etag).header('cache-control', PUBLIC_PAGE_CACHE_CONTROL);
    if (matchesIfNoneMatch(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  }
  // A kept page goes compressed as it was compressed the first time (the compression plugin leaves a response that
  // already has a Content-Encoding alone); anything else is compressed on the fly by that plugin.
  const encoding =
    page.version !== null && page.body.length >= COMPRESSION_THRESHOLD
      ? (negotiate(request.headers['accept-encoding'] ?? '', PAGE_ENCODINGS) as PageEncoding | null)
      : null;
  if (encoding) {
    return reply
      .code(page.status)
      .header('content-encoding', encoding)
      .header('vary', 'accept-encoding')
      .send(encodedBody(page, encoding));
  }
  return reply.code(page.status).send(page.body);
}

/**
 * The short server-side cache of rendered anonymous pages (decision 030), shared-nothing between processes: each
 * keeps its own pages and checks them against the content version in the database, which every write that
 * answers below 400 moves on before its response leaves (so the writer's next page already shows the write).
 */
export default fp(
  async function pageCachePlugin(app: FastifyInstance) {
    const { maxBytes, ttlSeconds } = app.config.pageCache;
    const cache = createPageCache({
      maxBytes,
      ttlMs: ttlSeconds * 1000,
      readVersion: () => readContentVersion(app.db),
    });

    app.decorate('pageCache', {
      async serve(request, reply, prepare) {
        if (carriesCredentials(request))
          return send(request, reply, storedPage(await (await prepare()).render(), null), 'bypass');
        const { page, outcome } = await cache.get(request.url, prepare);
        return send(request, reply, page, outcome);
      },
    } satisfies PageCacheService);

    app.addHook('onSend', async (request, reply, payload) => {
      if (
        READ_METHODS.has(request.method) ||
        reply.statusCode >= 400 ||
        request.routeOptions.config.changesPages === false
      )
        return payload;
      try {
        await bumpContentVersion(app.db);
      } catch (error) {
        // The other processes keep their pages for PAGE_CACHE_TTL at most; this one forgets its own now.
        cache.clear();
        request.log.warn({ err: error }, 'could not move the content version on after a write');
      }
      return payload;
    });
  },
  { name: 'page-cache', dependencies: ['context'] },
);
