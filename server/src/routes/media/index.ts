import type { FastifyPluginAsync } from 'fastify';
import { AVATAR_URL_PATTERN } from '../../repositories/users/avatars.repository.js';
import { clientHasCopy, markImmutable, mediaNotFound } from './immutable.js';
import snippetCardRoutes from './snippet-cards.js';

/**
 * Images from the database, outside /api (an image is not an API answer) and cacheable forever:
 * GET /media/avatars/{sha256}.webp, members' avatars (decision 010), and GET /media/og/snippets/{slug}-{hash}.png,
 * snippets' social cards (decision 029).
 */
const mediaRoutes: FastifyPluginAsync = async (app) => {
  const avatars = app.avatarsRepository;

  app.get('/media/avatars/:file', { schema: { hide: true } }, async (request, reply) => {
    const id = AVATAR_URL_PATTERN.exec((request.params as { file: string }).file)?.[1];
    if (!id) return mediaNotFound(reply);
    const etag = `"${id}"`;
    if (clientHasCopy(request, etag)) return markImmutable(reply, etag).code(304).send();
    const avatar = await avatars.findById(id);
    if (!avatar) return mediaNotFound(reply);
    return markImmutable(reply, etag).type(avatar.contentType).send(avatar.bytes);
  });

  await app.register(snippetCardRoutes);
};

export default mediaRoutes;
