import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';

/** A year: the URL names the content (a hash of it), so it never changes under the same name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Headers of a file whose URL names its content: cacheable for a year, a strong ETag, `nosniff`. */
export const markImmutable = (reply: FastifyReply, etag: string) =>
  reply.header('cache-control', IMMUTABLE).header('etag', etag).header('x-content-type-options', 'nosniff');

/** The client already holds the file with this ETag (its If-None-Match names it), so a 304 will do. */
export const clientHasCopy = (request: FastifyRequest, etag: string) => fresh(request.headers, { etag });

/** A plain 404: media URLs are never answered by the web app's index.html. */
export const mediaNotFound = (reply: FastifyReply) =>
  reply.code(404).type('text/plain; charset=utf-8').send('Not found');
