import type { FastifyPluginAsync } from 'fastify';
import { AVATAR_URL_PATTERN } from '../../repositories/users/avatars.repository.js';

/** A year: the URL names the content (its SHA-256), so it never changes under the same name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /media/avatars/{sha256}.webp: members' avatars from the database, cacheable forever. Outside /api (an image
 * is not an API answer) and never answered by the web app's index.html.
 */
const mediaRoutes: FastifyPluginAsync = async (app) => {
  const avatars = app.avatarsRepository;

  app.get('/media/avatars/:file', { schema: { hide: true } }, async (request, reply) => {
    const id = AVATAR_URL_PATTERN.exec((request.params as { file: string }).file)?.[1];
    const notFound = () => reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    if (!id) return notFound();
    const etag = `"${id}"`;
    reply.header('cache-control', IMMUTABLE).header('etag', etag).header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const avatar = await avatars.findById(id);
    if (!avatar) {
      reply.removeHeader('cache-control').removeHeader('etag');
      return notFound();
    }
    return reply.type(avatar.contentType).send(avatar.bytes);
  });
};

export default mediaRoutes;
