import { collectionPath, type ReportTarget } from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';

const iso = (value: Date | string) => new Date(value).toISOString();

/** What the moderation screens list beside the queue: the members suspended now, the items hidden now. */
export function moderationLists(db: Database) {
  return {
    /** Members suspended now (a suspension that ran out is over), newest first. */
    async suspendedNow(limit: number) {
      const rows = await selectRows<{
        username: string;
        suspended_at: Date | string;
        suspended_until: Date | string | null;
      }>(
        db,
        sql`select username, suspended_at, suspended_until from users
            where suspended_at is not null and (suspended_until is null or suspended_until > now())
            order by suspended_at desc limit ${limit}`,
      );
      return rows.map((row) => ({
        username: row.username,
        suspendedAt: iso(row.suspended_at),
        suspendedUntil: row.suspended_until === null ? null : iso(row.suspended_until),
      }));
    },

    /** Snippets, comments, profiles and collections hidden now, newest first, each with the address it is shown at. */
    async hiddenNow(limit: number) {
      const rows = await selectRows<{
        kind: ReportTarget;
        id: string;
        label: string;
        hidden_at: Date | string;
        address: string;
      }>(
        db,
        sql`select * from (
              select 'snippet' as kind, id, title as label, hidden_at, slug as address
                from snippets where hidden_at is not null
              union all
              select 'comment', c.id, left(c.content, 120), c.hidden_at, s.slug
                from comments c join snippets s on s.id = c.snippet_id where c.hidden_at is not null
              union all
              select 'profile', id, username, hidden_at, username from users where hidden_at is not null
              union all
              select 'collection', c.id, c.title, c.hidden_at, u.username || '/' || c.slug
                from collections c join users u on u.id = c.owner_id where c.hidden_at is not null
            ) hidden order by hidden_at desc limit ${limit}`,
      );
      return rows.map((row) => ({
        targetKind: row.kind,
        targetId: row.id,
        label: row.label,
        hiddenAt: iso(row.hidden_at),
        // A collection's address is its owner's and its own slug: its page's path.
        address:
          row.kind === 'collection'
            ? collectionPath(...(row.address.split('/') as [string, string]))
            : row.address,
      }));
    },
  };
}
