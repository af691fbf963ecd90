import {
  collectionPath,
  commentPath,
  profilePath,
  snippetPath,
  type ReportReason,
  type ReportTarget,
} from '@cloud-snippets/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cursorTimestamp, type CreatedCursor } from '../../db/keyset.js';
import { selectRows } from '../../db/rows.js';

/** One open report, as the queue lists it. */
export interface OpenReportRow {
  id: string;
  targetKind: ReportTarget;
  targetId: string;
  reporter: string;
  reason: ReportReason;
  details: string;
  createdAt: Date;
}

/** An item with open reports, in context. */
export interface QueueItemRow {
  targetKind: ReportTarget;
  targetId: string;
  firstReportedAt: Date;
  title: string;
  excerpt: string;
  href: string;
  authorId: string;
  authorUsername: string;
  authorCreatedAt: Date;
  authorSuspendedAt: Date | null;
  authorSuspendedUntil: Date | null;
  hidden: boolean;
  autoHidden: boolean;
  cursorAt: string;
}

type QueueItemSqlRow = Omit<QueueItemRow, 'href'> & {
  snippetSlug: string | null;
  profileUsername: string | null;
  collectionSlug: string | null;
};

/** Where a reported item is read, by its kind: its snippet's slug, its member's username, its collection's address. */
export interface ReportedItemPlace {
  snippetSlug?: string | null;
  profileUsername?: string | null;
  collection?: { username: string; slug: string } | null;
}

/** The page a reported item is read on: its snippet, the comment in place, the member's profile, the collection. */
export function reportedItemPath(kind: ReportTarget, targetId: string, place: ReportedItemPlace): string {
  if (kind === 'profile') return profilePath(place.profileUsername ?? '');
  if (kind === 'comment') return commentPath(place.snippetSlug ?? '', targetId);
  if (kind === 'collection')
    return collectionPath(place.collection?.username ?? '', place.collection?.slug ?? '');
  return snippetPath(place.snippetSlug ?? '');
}

/** How many characters of a snippet's code or a comment the queue shows. */
const EXCERPT_CHARS = 600;

/** The last action on an item was the reports' own hide: a dismissal shows it again. */
export const autoHidden = (kind: SQL, id: SQL) => sql`coalesce((
  select m.action = 'auto-hide' from moderation_actions m
  where m.target_kind = ${kind} and m.target_id = ${id}
  order by m.created_at desc, m.id desc limit 1), false)`;

/** The moderation queue (decision 053): the items with open reports, each in context, and how many there are. */
export function moderationQueue(db: Database) {
  return {
    /** How many items have open reports. */
    openCount: async (): Promise<number> => {
      const [row] = await selectRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from (select distinct target_kind, target_id from reports where resolved_at is null) w
            where exists (select 1 from snippets s where w.target_kind = 'snippet' and s.id = w.target_id)
              or exists (select 1 from comments c where w.target_kind = 'comment' and c.id = w.target_id)
              or exists (select 1 from users u where w.target_kind = 'profile' and u.id = w.target_id)
              or exists (select 1 from collections co where w.target_kind = 'collection' and co.id = w.target_id)`,
      );
      return row?.n ?? 0;
    },

    /**
     * A page of the queue: items with open reports, the longest waiting first, each in context (one read by
     * kind, whatever the page's size), and their open reports.
     */
    queue: async (
      after: CreatedCursor | null,
      limit: number,
    ): Promise<{ items: QueueItemRow[]; reports: OpenReportRow[]; hasMore: boolean }> => {
      const rows = await selectRows<QueueItemSqlRow>(
        db,
        sql`
        with waiting as (
          select target_kind, target_id, min(created_at) as first_at from reports where resolved_at is null
          group by target_kind, target_id
          ${after ? sql`having (min(created_at), target_id) > (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
          order by first_at, target_id limit ${limit + 1})
        select w.target_kind as "targetKind", w.target_id as "targetId", w.first_at as "firstReportedAt",
          ${cursorTimestamp(sql`w.first_at`)} as "cursorAt",
          coalesce(s.title, cs.title, pu.username, co.title) as title,
          left(coalesce(
            case when s.id is not null then concat_ws(E'\n\n', nullif(s.description, ''), s.code) end,
            c.content, pu.bio, co.description), ${EXCERPT_CHARS}) as excerpt,
          coalesce(s.slug, cs.slug) as "snippetSlug", pu.username as "profileUsername",
          co.slug as "collectionSlug",
          a.id as "authorId", a.username as "authorUsername", a.created_at as "authorCreatedAt",
          a.suspended_at as "authorSuspendedAt", a.suspended_until as "authorSuspendedUntil",
          coalesce(s.hidden_at, c.hidden_at, pu.hidden_at, co.hidden_at) is not null as hidden,
          ${autoHidden(sql.raw('w.target_kind'), sql.raw('w.target_id'))} as "autoHidden"
        from waiting w
        left join snippets s on w.target_kind = 'snippet' and s.id = w.target_id
        left join comments c on w.target_kind = 'comment' and c.id = w.target_id
        left join snippets cs on cs.id = c.snippet_id
        left join users pu on w.target_kind = 'profile' and pu.id = w.target_id
        left join collections co on w.target_kind = 'collection' and co.id = w.target_id
        join users a on a.id = coalesce(s.author_id, c.author_id, pu.id, co.owner_id)
        order by w.first_at, w.target_id`,
      );
      const items = rows.map(({ snippetSlug, profileUsername, collectionSlug, ...row }) => ({
        ...row,
        href: reportedItemPath(row.targetKind, row.targetId, {
          snippetSlug,
          profileUsername,
          collection: collectionSlug === null ? null : { username: row.authorUsername, slug: collectionSlug },
        }),
      }));
      const page = items.slice(0, limit);
      const reports = page.length
        ? await selectRows<OpenReportRow>(
            db,
            sql`select r.id, r.target_kind as "targetKind", r.target_id as "targetId", u.username as reporter,
                  r.reason, r.details, r.created_at as "createdAt"
                from reports r join users u on u.id = r.reporter_id
                where r.resolved_at is null and r.target_id = any(${`{${page.map((i) => i.targetId).join(',')}}`}::uuid[])
                order by r.created_at`,
          )
        : [];
      return { items: page, reports, hasMore: items.length > limit };
    },
  };
}
