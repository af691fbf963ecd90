import type { FastifyInstance } from 'fastify';
import authRoutes from './auth/index.js';
import commentsRoutes from './comments/index.js';
import configRoutes from './config/index.js';
import contactRoutes from './contact/index.js';
import followsRoutes from './follows/index.js';
import followMembersRoutes from './follows/members.js';
import healthRoutes from './health/index.js';
import mailRoutes from './mail/index.js';
import moderationRoutes from './moderation/index.js';
import notificationsRoutes from './notifications/index.js';
import oembedRoutes from './oembed/index.js';
import snippetsRoutes from './snippets/index.js';
import accessTokenRoutes from './tokens/index.js';
import usersRoutes from './users/index.js';

/** Every resource under /api, each in its own folder. */
export default async function apiRoutes(app: FastifyInstance) {
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(accessTokenRoutes, { prefix: '/tokens' });
  await app.register(usersRoutes, { prefix: '/users' });
  await app.register(followMembersRoutes, { prefix: '/users' });
  await app.register(followsRoutes, { prefix: '/follows' });
  await app.register(snippetsRoutes, { prefix: '/snippets' });
  await app.register(commentsRoutes, { prefix: '/comments' });
  await app.register(notificationsRoutes, { prefix: '/notifications' });
  await app.register(mailRoutes, { prefix: '/mail' });
  await app.register(moderationRoutes);
  await app.register(contactRoutes, { prefix: '/contact' });
  await app.register(configRoutes, { prefix: '/config' });
  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(oembedRoutes, { prefix: '/oembed' });
}
