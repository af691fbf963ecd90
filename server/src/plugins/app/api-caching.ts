import { hash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fresh from 'fresh';
import vary from 'vary';

/**
 * An anonymous read: any cache may keep it, and must revalidate it (If-None-Match, answered 304 when unchanged)
 * before each reuse, so nobody sees a count or a comment list older than the last write (decision 024).
 */
export const ANONYMOUS_READ = 'public, no-cache';
/** What a request with credentials gets: stored by no cache, the browser's included. */
export const WITH_CREDENTIALS = 'private, no-store';
/** Writes, errors and health checks: never stored. */
export const NEVER_STORED = 'no-store';

const isApiPath = (url: string) => /^\/api(?:[/?]|$)/.test(url);

/**
 * A weak validator: one body has one ETag, whether it goes as br, gzip or identity. crypto.hash is the one-shot
 * form of createHash (no Hash object per response).
 */
const weakEtag = (body: string | Buffer) => `W/"${hash('sha1', body, 'base64url')}"`;

const varyOnAuthorization = (reply: FastifyReply) =>
  reply.header('vary', vary.append(String(reply.getHeader('vary') ?? ''), 'Authorization'));

/**
 * Cache-Control, ETag and Vary on every /api response (decision 024). A route that sets its own Cache-Control
 * keeps it. Runs before compression (a route-level onSend hook), so the ETag is the body's, not its encoding's.
 */
export default fp(
  async function apiCachingPlugin(app: FastifyInstance) {
    app.addHook('onSend', async (request, reply, payload) => {
      if (!isApiPath(request.url)) return payload;
      // Shared caches keep an anonymous answer apart from a member's answer to the same URL.
      varyOnAuthorization(reply);
      if (reply.hasHeader('cache-control')) return payload;
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      if (!isRead || reply.statusCode !== 200) {
        reply.header('cache-control', NEVER_STORED);
        return payload;
      }
      if (request.headers.authorization !== undefined) {
        reply.header('cache-control', WITH_CREDENTIALS);
        return payload;
      }
      reply.header('cache-control', ANONYMOUS_READ);
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const etag = weakEtag(payload);
      reply.header('etag', etag);
      if (!fresh(request.headers, { etag })) return payload;
      reply.code(304);
      return '';
    });
  },
  { name: 'api-caching' },
);
