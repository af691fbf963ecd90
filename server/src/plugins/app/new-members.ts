import { MODERATION_MESSAGES } from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema/index.js';
import { selectRows } from '../../db/rows.js';
import { HttpError } from './errors.js';

/**
 * New-member limits (decision 053): in their first NEW_MEMBER_HOURS a member publishes at most NEW_MEMBER_SNIPPETS
 * snippets (forks count) and NEW_MEMBER_COMMENTS comments and replies. Counted from the rows themselves (everything
 * a new member wrote is from their first hours), on the author indexes; 429 with Retry-After until they are no longer
 * new. Older members skip the count altogether.
 */
export function newMemberLimit(app: FastifyInstance, what: 'snippets' | 'comments') {
  const { hours, ...limits } = app.config.newMembers;
  const max = limits[what];
  const table = sql.raw(what);
  return async (user: Pick<UserRow, 'id' | 'createdAt'>): Promise<void> => {
    const newUntil = user.createdAt.getTime() + hours * 3_600_000;
    const now = Date.now();
    if (newUntil <= now) return;
    const [row] = await selectRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from (select 1 from ${table} where author_id = ${user.id}::uuid limit ${max}) t`,
    );
    if ((row?.n ?? 0) < max) return;
    throw new HttpError(429, MODERATION_MESSAGES.newMemberLimit(what, max), undefined, {
      'retry-after': String(Math.ceil((newUntil - now) / 1000)),
    });
  };
}
