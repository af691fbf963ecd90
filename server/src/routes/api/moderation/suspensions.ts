import { suspendedMembersSchema } from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { selectRows } from '../../../db/rows.js';
import { errorResponses, secured } from '../route-docs.js';

/** How many suspended members the screen lists. */
const SUSPENDED_SHOWN = 200;

/**
 * GET /moderation/suspensions: the members suspended now (a suspension that ran out is over), newest first, so a
 * moderator can lift one from a screen (DELETE /moderation/suspensions/{username}) instead of by hand in the API.
 */
const suspensionRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async () => {
      const rows = await selectRows<{
        username: string;
        suspended_at: Date | string;
        suspended_until: Date | string | null;
      }>(
        app.db,
        sql`select username, suspended_at, suspended_until from users
            where suspended_at is not null and (suspended_until is null or suspended_until > now())
            order by suspended_at desc limit ${SUSPENDED_SHOWN}`,
      );
      const iso = (value: Date | string) => new Date(value).toISOString();
      return {
        members: rows.map((row) => ({
          username: row.username,
          suspendedAt: iso(row.suspended_at),
          suspendedUntil: row.suspended_until === null ? null : iso(row.suspended_until),
        })),
      };
    },
  );
};

export default suspensionRoutes;
