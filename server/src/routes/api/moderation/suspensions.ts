import { hiddenItemsSchema, suspendedMembersSchema, type ReportTarget } from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { selectRows } from '../../../db/rows.js';
import { errorResponses, secured } from '../route-docs.js';

/** How many suspended members, or hidden items, the screen lists. */
const SUSPENDED_SHOWN = 200;
const iso = (value: Date | string) => new Date(value).toISOString();

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
      return {
        members: rows.map((row) => ({
          username: row.username,
          suspendedAt: iso(row.suspended_at),
          suspendedUntil: row.suspended_until === null ? null : iso(row.suspended_until),
        })),
      };
    },
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
    async () => {
      const rows = await selectRows<{
        kind: ReportTarget;
        id: string;
        label: string;
        hidden_at: Date | string;
        address: string;
      }>(
        app.db,
        sql`select * from (
              select 'snippet' as kind, id, title as label, hidden_at, slug as address
                from snippets where hidden_at is not null
              union all
              select 'comment', c.id, left(c.content, 120), c.hidden_at, s.slug
                from comments c join snippets s on s.id = c.snippet_id where c.hidden_at is not null
              union all
              select 'profile', id, username, hidden_at, username from users where hidden_at is not null
            ) hidden order by hidden_at desc limit ${SUSPENDED_SHOWN}`,
      );
      return {
        items: rows.map((row) => ({
          targetKind: row.kind,
          targetId: row.id,
          label: row.label,
          hiddenAt: iso(row.hidden_at),
          address: row.address,
        })),
      };
    },
  );
};

export default suspensionRoutes;
