import { hiddenItemsSchema, suspendedMembersSchema } from '@cloud-snippets/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moderationLists } from '../../../repositories/moderation/moderation-lists.js';
import { errorResponses, secured } from '../route-docs.js';

/** How many suspended members, or hidden items, the screen lists. */
const SUSPENDED_SHOWN = 200;

/**
 * GET /moderation/suspensions: the members suspended now (a suspension that ran out is over), newest first, so a
 * moderator can lift one from a screen (DELETE /moderation/suspensions/{username}) instead of by hand in the API.
 */
const suspensionRoutes: FastifyPluginAsyncZod = async (app) => {
  const lists = moderationLists(app.db);
  app.get(
    '/moderation/suspensions',
    {
      onRequest: app.requireModerator,
      schema: {
        tags: ['moderation'],
        summary: 'Members suspended now, newest first (moderators)',
        security: secured,
        response: { 200: suspendedMembersSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ members: await lists.suspendedNow(SUSPENDED_SHOWN) }),
  );

  // GET /moderation/hidden: what is hidden now, so a moderator can show it again (the restore action).
  app.get(
    '/moderation/hidden',
    {
      onRequest: app.requireModerator,
      schema: {
        tags: ['moderation'],
        summary: 'Snippets, comments and profiles hidden now, newest first (moderators)',
        security: secured,
        response: { 200: hiddenItemsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ items: await lists.hiddenNow(SUSPENDED_SHOWN) }),
  );
};

export default suspensionRoutes;
