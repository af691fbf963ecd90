import {
  DEFAULT_AVATAR,
  mentionQuerySchema,
  mentionSuggestionsResponseSchema,
} from '@cloud-snippets/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, secured } from '../route-docs.js';

/** How many suggestions the comment box shows. */
export const MENTION_SUGGESTIONS = 8;

/**
 * GET /mentions?q=: members whose username starts with `q` (case aside), shortest first, for the comment box's
 * @mention list (decision 049). Members only: it lists usernames, which profiles show anyway, but no crawler needs it.
 * Reads users_username_prefix_idx (LIKE on a pattern-ordered index; `_` escaped).
 */
const mentionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mentions',
    {
      config: { tokenScope: 'read' },
      onRequest: app.requireAuth,
      schema: {
        tags: ['users'],
        summary: 'Usernames starting with q, for @mentions',
        security: secured,
        querystring: mentionQuerySchema,
        response: { 200: mentionSuggestionsResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const prefix = request.query.q.toLowerCase().replace(/[_%\\]/g, (c) => `\\${c}`);
      if (!prefix) return { users: [] };
      const rows = await app.usersRepository.startingWith(prefix, MENTION_SUGGESTIONS);
      return { users: rows.map((row) => ({ username: row.username, avatar: row.avatar ?? DEFAULT_AVATAR })) };
    },
  );
};

export default mentionRoutes;
