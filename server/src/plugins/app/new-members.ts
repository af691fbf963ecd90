import {
  NEW_MEMBER_MESSAGES,
  NEW_MEMBER_STANDING_DAYS,
  type NewMemberAllowance,
} from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema/index.js';
import { selectRows } from '../../db/rows.js';
import { HttpError } from './errors.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

type Member = Pick<UserRow, 'id' | 'createdAt' | 'emailVerifiedAt'>;

/**
 * New-member limits (decision 053): until a member confirms their e-mail address or has been one for
 * NEW_MEMBER_STANDING_DAYS, they publish at most NEW_MEMBER_SNIPPETS snippets and NEW_MEMBER_COMMENTS comments and
 * replies per NEW_MEMBER_HOURS (a day; 0 turns the limits off). Forks are not new snippets and do not count. Counted
 * from the rows themselves on the author indexes; 429 with Retry-After until the oldest counted row leaves the window.
 */
export function newMemberLimits(app: FastifyInstance) {
  const { hours, ...limits } = app.config.newMembers;
  const windowMs = hours * HOUR_MS;

  /** When the week's standing lifts the limit for this member; null when it does not hold for them. */
  const liftsAt = (member: Member, now: number): number | null => {
    if (windowMs === 0 || member.emailVerifiedAt) return null;
    const at = member.createdAt.getTime() + NEW_MEMBER_STANDING_DAYS * DAY_MS;
    return at > now ? at : null;
  };

  /** The member's counted rows of the window, oldest first (no more than the limit). */
  const recent = async (what: 'snippets' | 'comments', member: Member, now: number) => {
    const since = new Date(now - windowMs);
    const notFork = what === 'snippets' ? sql`and not is_fork` : sql``;
    const rows = await selectRows<{ created_at: Date | string }>(
      app.db,
      sql`select created_at from ${sql.raw(what)} where author_id = ${member.id}::uuid
            and created_at > ${since.toISOString()}::timestamptz ${notFork}
          order by created_at desc limit ${limits[what]}`,
    );
    return rows.map((row) => new Date(row.created_at).getTime()).reverse();
  };

  async function allowance(what: 'snippets' | 'comments', member: Member): Promise<NewMemberAllowance> {
    const now = Date.now();
    const max = limits[what];
    const lifts = liftsAt(member, now);
    if (lifts === null) return { limited: false, max, left: max, nextAt: null, liftsAt: null };
    const times = await recent(what, member, now);
    const left = Math.max(0, max - times.length);
    const nextAt = left > 0 ? null : Math.min((times[0] ?? now) + windowMs, lifts);
    return {
      limited: true,
      max,
      left,
      nextAt: nextAt === null ? null : new Date(nextAt).toISOString(),
      liftsAt: new Date(lifts).toISOString(),
    };
  }

  /** Throws the 429 when the member has nothing left today. */
  const check = (what: 'snippets' | 'comments') => async (member: Member) => {
    const state = await allowance(what, member);
    if (!state.limited || state.left > 0) return;
    const waitMs = new Date(state.nextAt ?? Date.now()).getTime() - Date.now();
    throw new HttpError(429, NEW_MEMBER_MESSAGES.limit(what, state.max), undefined, {
      'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))),
    });
  };

  return { allowance, check };
}

/** The check of one kind: throws the 429 when a new member has none left today. */
export function newMemberLimit(app: FastifyInstance, what: 'snippets' | 'comments') {
  return newMemberLimits(app).check(what);
}
