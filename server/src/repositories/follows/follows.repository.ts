import type { FollowKind } from '@cloud-snippets/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cursorTimestamp, type CreatedCursor } from '../../db/keyset.js';
import { selectRows } from '../../db/rows.js';
import { summariesOfPage, type SnippetSummaryRow } from '../snippets/snippets.cards.js';
import { LISTED } from '../snippets/visibility.js';

/**
 * How many of the newest public snippets the Following feed's first read looks through (decision 052). When the
 * member's follows are common enough to fill a page within them, that page is the answer; otherwise the streams
 * of each follow are merged.
 */
export const FEED_WINDOW = 1000;

/** One of a member's follows, with the followed member when it is one. */
export interface FollowListRow {
  kind: FollowKind;
  target: string;
  memberId: string | null;
  memberUsername: string | null;
  memberAvatar: string | null;
  createdAt: Date;
}

/** A member in a followers or following list, and where the list goes on after them. */
export interface FollowMemberRow {
  id: string;
  username: string;
  avatar: string | null;
  followedAt: Date;
  cursor: CreatedCursor;
}

/** A page of the Following feed: the cards, and where the next page starts (null on the last). */
export interface FeedPage {
  rows: SnippetSummaryRow[];
  next: CreatedCursor | null;
}

interface FeedIdRow {
  id: string;
  cursor: string;
}

/** Rows before `cursor` in (created_at, id) descending order. */
const before = (after: CreatedCursor | null, alias: string): SQL =>
  after
    ? sql`and (${sql.raw(alias)}.created_at, ${sql.raw(alias)}.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : sql``;

/** What a follow names: FollowKind's, and a collection (decision 075), followed from its own page and routes. */
export type FollowTargetKind = FollowKind | 'collection';

const ofKind = (followerId: string, kind: FollowTargetKind) =>
  sql`select target from follows where follower_id = ${followerId}::uuid and target_kind = ${kind}`;

/**
 * The collections a member follows that they may still read (a collection made private or hidden by a moderator
 * leaves its followers' feeds; their own stays), as `(id)` rows.
 */
const followedCollections = (followerId: string) => sql`
  select co.id from follows f join collections co on co.id::text = f.target
  where f.follower_id = ${followerId}::uuid and f.target_kind = 'collection'
    and ((co.visibility <> 'private' and co.hidden_at is null) or co.owner_id = ${followerId}::uuid)`;

/**
 * The feed's ids, first read: the FEED_WINDOW newest public snippets (snippets_created_idx, backwards), kept when
 * they match a follow. Exact whenever it finds `limit` rows: they are then the newest matches.
 */
export const feedWindowQuery = (viewerId: string, after: CreatedCursor | null, limit: number): SQL => sql`
      with m as (select coalesce(array_agg(target::uuid), '{}') as ids from (${ofKind(viewerId, 'member')}) f),
      t as (select coalesce(array_agg(target), '{}') as tags from (${ofKind(viewerId, 'tag')}) f),
      p as (select coalesce(array_agg(target), '{}') as platforms from (${ofKind(viewerId, 'platform')}) f),
      c as (select coalesce(array_agg(distinct ci.snippet_id), '{}') as ids
            from (${followedCollections(viewerId)}) fc join collection_items ci on ci.collection_id = fc.id)
      select w.id, ${cursorTimestamp(sql`w.created_at`)} as cursor
      from (
        select s.id, s.created_at, s.author_id, s.tags, s.platform from snippets s
        where ${LISTED} ${before(after, 's')}
        order by s.created_at desc, s.id desc limit ${FEED_WINDOW}) w, m, t, p, c
      where w.author_id = any(m.ids) or w.tags && t.tags or w.platform = any(p.platforms) or w.id = any(c.ids)
      order by w.created_at desc, w.id desc
      limit ${limit}`;

/**
 * The feed's ids when the window was not enough (rare follows): one stream per follow, each the newest `limit`
 * rows of its own index — snippets_author_created_idx per member, the tags GIN index per tag,
 * snippets_platform_created_idx per platform — merged, deduplicated, and cut to `limit`.
 */
export const feedStreamsQuery = (viewerId: string, after: CreatedCursor | null, limit: number): SQL => sql`
      select u.id, ${cursorTimestamp(sql`u.created_at`)} as cursor from (
        select x.id, x.created_at from (${ofKind(viewerId, 'member')}) f cross join lateral (
          select s.id, s.created_at from snippets s
          where s.author_id = f.target::uuid and ${LISTED} ${before(after, 's')}
          order by s.created_at desc, s.id desc limit ${limit}) x
        union
        select x.id, x.created_at from (${ofKind(viewerId, 'tag')}) f cross join lateral (
          select s.id, s.created_at from snippets s
          where s.tags @> array[f.target] and ${LISTED} ${before(after, 's')}
          order by s.created_at desc, s.id desc limit ${limit}) x
        union
        select x.id, x.created_at from (${ofKind(viewerId, 'platform')}) f cross join lateral (
          select s.id, s.created_at from snippets s
          where s.platform = f.target and ${LISTED} ${before(after, 's')}
          order by s.created_at desc, s.id desc limit ${limit}) x
        union
        select x.id, x.created_at from (${followedCollections(viewerId)}) fc cross join lateral (
          select s.id, s.created_at from collection_items ci join snippets s on s.id = ci.snippet_id
          where ci.collection_id = fc.id and ${LISTED} ${before(after, 's')}
          order by s.created_at desc, s.id desc limit ${limit}) x
      ) u
      order by u.created_at desc, u.id desc
      limit ${limit}`;

/**
 * Follows (decision 052): members, tags and platforms a member follows; who follows a member; and the
 * Following feed. Counts are counted on the follows indexes, not kept as counters.
 */
export function followsRepository(db: Database) {
  return {
    /** Follows; false when it was already followed. */
    follow: async (followerId: string, kind: FollowTargetKind, target: string, tx: Database = db) =>
      (
        await selectRows(
          tx,
          sql`insert into follows (follower_id, target_kind, target) values (${followerId}::uuid, ${kind}, ${target})
              on conflict do nothing returning target`,
        )
      ).length > 0,

    /** Unfollows; false when it was not followed. */
    unfollow: async (followerId: string, kind: FollowTargetKind, target: string, tx: Database = db) =>
      (
        await selectRows(
          tx,
          sql`delete from follows where follower_id = ${followerId}::uuid and target_kind = ${kind}
              and target = ${target} returning target`,
        )
      ).length > 0,

    isFollowing: async (followerId: string, kind: FollowTargetKind, target: string, tx: Database = db) =>
      (
        await selectRows(
          tx,
          sql`select 1 from follows where follower_id = ${followerId}::uuid and target_kind = ${kind}
              and target = ${target}`,
        )
      ).length > 0,

    /** Who follows a member, a tag or a platform (follows_target_idx, index-only). */
    followersCount: async (kind: FollowTargetKind, target: string, tx: Database = db): Promise<number> =>
      Number(
        (
          await selectRows<{ n: number }>(
            tx,
            sql`select count(*)::int as n from follows where target_kind = ${kind} and target = ${target}`,
          )
        )[0]?.n ?? 0,
      ),

    /** The members a member follows that still exist (a deleted member's id may still be followed). */
    followingCount: async (followerId: string, tx: Database = db): Promise<number> =>
      Number(
        (
          await selectRows<{ n: number }>(
            tx,
            sql`select count(*)::int as n from follows f join users u on u.id = f.target::uuid
                where f.follower_id = ${followerId}::uuid and f.target_kind = 'member'`,
          )
        )[0]?.n ?? 0,
      ),

    /**
     * The members, tags and platforms a member follows, newest first; members that no longer exist are left out, and
     * collections, which their own pages and the member's feed show, too.
     */
    listOf: (followerId: string, tx: Database = db) =>
      selectRows<FollowListRow>(
        tx,
        sql`
        select f.target_kind as kind, f.target, u.id as "memberId", u.username as "memberUsername",
          u.avatar as "memberAvatar", f.created_at as "createdAt"
        from follows f
        left join users u on f.target_kind = 'member'
          and u.id = (case when f.target_kind = 'member' then f.target end)::uuid
        where f.follower_id = ${followerId}::uuid and (f.target_kind <> 'member' or u.id is not null)
          and f.target_kind <> 'collection'
        order by f.created_at desc, f.target_kind, f.target`,
      ),

    /** Who follows a member, newest first, keyset by (followed at, follower id) on follows_target_idx. */
    followersPage: (memberId: string, after: CreatedCursor | null, limit: number, tx: Database = db) =>
      selectRows<FollowMemberRow>(
        tx,
        sql`
        select u.id, u.username, u.avatar, f.created_at as "followedAt",
          json_build_object('createdAt', ${cursorTimestamp(sql`f.created_at`)}, 'id', f.follower_id) as cursor
        from follows f join users u on u.id = f.follower_id
        where f.target_kind = 'member' and f.target = ${memberId}
          ${after ? sql`and (f.created_at, f.follower_id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
        order by f.created_at desc, f.follower_id desc
        limit ${limit}`,
      ),

    /** Whom a member follows, newest first, keyset by (followed at, member id) on follows_follower_recent_idx. */
    followingPage: (followerId: string, after: CreatedCursor | null, limit: number, tx: Database = db) =>
      selectRows<FollowMemberRow>(
        tx,
        sql`
        select u.id, u.username, u.avatar, f.created_at as "followedAt",
          json_build_object('createdAt', ${cursorTimestamp(sql`f.created_at`)}, 'id', f.target) as cursor
        from follows f join users u on u.id = f.target::uuid
        where f.follower_id = ${followerId}::uuid and f.target_kind = 'member'
          ${after ? sql`and (f.created_at, f.target) < (${after.createdAt}::timestamptz, ${after.id})` : sql``}
        order by f.created_at desc, f.target desc
        limit ${limit}`,
      ),

    /**
     * The Following feed: the newest public snippets of the members, tags and platforms the member follows, after
     * `after`, deduplicated, `limit` per page (decision 052: a window of the newest snippets, then per-follow streams).
     */
    feedPage: async (
      viewerId: string,
      after: CreatedCursor | null,
      limit: number,
      tx: Database = db,
    ): Promise<FeedPage> => {
      let ids = await selectRows<FeedIdRow>(tx, feedWindowQuery(viewerId, after, limit + 1));
      if (ids.length <= limit)
        ids = await selectRows<FeedIdRow>(tx, feedStreamsQuery(viewerId, after, limit + 1));
      const page = ids.slice(0, limit);
      const last = page.at(-1);
      const rows = page.length
        ? await summariesOfPage(
            sql`select id, position from unnest(${`{${page.map((row) => row.id).join(',')}}`}::uuid[])
                with ordinality as p(id, position)`,
            viewerId,
            tx,
          )
        : [];
      return { rows, next: ids.length > limit && last ? { createdAt: last.cursor, id: last.id } : null };
    },
  };
}

export type FollowsRepository = ReturnType<typeof followsRepository>;
