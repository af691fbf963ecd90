import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { ReactionKind } from '../../db/schema/index.js';
import { selectRows } from '../../db/rows.js';

/** The counts and the member's state after a reaction, a save or a view. */
export interface ReactionState {
  likeCount: number;
  dislikeCount: number;
  saveCount: number;
  viewCount: number;
  reaction: ReactionKind | null;
  isSaved: boolean;
}

/** What a change did: false when it changed nothing (a second like, a second save, a view already counted today). */
export interface ReactionOutcome {
  changed: boolean;
  state: ReactionState;
}

/**
 * Reactions, saves and views, and the counters that count them. Each change is one transaction in which a counter
 * moves only by what an INSERT … ON CONFLICT DO NOTHING / UPDATE / DELETE … RETURNING really did, so counters equal
 * their rows under any number of concurrent requests (decision 007).
 */
export function snippetReactionsRepository(db: Database) {
  const adjust = async (
    tx: Database,
    snippetId: string,
    changes: { likes?: number; dislikes?: number; saves?: number; views?: number },
  ) => {
    const { likes = 0, dislikes = 0, saves = 0, views = 0 } = changes;
    if (!likes && !dislikes && !saves && !views) return;
    await tx.execute(sql`
      with changed as (
        update snippets set like_count = like_count + ${likes}, dislike_count = dislike_count + ${dislikes},
          save_count = save_count + ${saves}, view_count = view_count + ${views}
        where id = ${snippetId}::uuid returning author_id, listed)
      update users set total_likes = total_likes + ${likes}, total_views = total_views + ${views}
      from changed
      where users.id = changed.author_id and changed.listed and ${likes !== 0 || views !== 0}`);
  };

  const state = async (tx: Database, snippetId: string, userId: string | null): Promise<ReactionState> => {
    const [row] = await selectRows<ReactionState>(
      tx,
      sql`
      select s.like_count as "likeCount", s.dislike_count as "dislikeCount", s.save_count as "saveCount",
        s.view_count as "viewCount", r.kind as reaction, (sv.user_id is not null) as "isSaved"
      from snippets s
      left join snippet_reactions r on r.snippet_id = s.id and r.user_id = ${userId}::uuid
      left join snippet_saves sv on sv.user_id = ${userId}::uuid and sv.snippet_id = s.id
      where s.id = ${snippetId}::uuid`,
    );
    if (!row) throw new Error(`snippet ${snippetId} vanished during a reaction`);
    return row;
  };

  const affected = async (tx: Database, query: ReturnType<typeof sql>) =>
    (await selectRows<{ kind?: ReactionKind }>(tx, query)).length;

  return {
    /** Likes or dislikes; a like replaces a dislike (and the other way round); repeating it changes nothing. */
    react: async (
      snippetId: string,
      userId: string,
      kind: ReactionKind,
      tx: Database = db,
    ): Promise<ReactionOutcome> =>
      tx.transaction(async (inner) => {
        const other: ReactionKind = kind === 'like' ? 'dislike' : 'like';
        const switched = await affected(
          inner,
          sql`update snippet_reactions set kind = ${kind}, created_at = now()
              where snippet_id = ${snippetId}::uuid and user_id = ${userId}::uuid and kind = ${other} returning kind`,
        );
        const inserted = switched
          ? 0
          : await affected(
              inner,
              sql`insert into snippet_reactions (snippet_id, user_id, kind) values (${snippetId}::uuid, ${userId}::uuid, ${kind})
                  on conflict do nothing returning kind`,
            );
        const added = switched + inserted;
        await adjust(
          inner,
          snippetId,
          kind === 'like' ? { likes: added, dislikes: -switched } : { dislikes: added, likes: -switched },
        );
        const after = await state(inner, snippetId, userId);
        return { changed: added > 0, state: after };
      }),

    /** Removes the member's reaction — only a like when `onlyKind` is 'like' (POST /unlike). */
    removeReaction: async (
      snippetId: string,
      userId: string,
      onlyKind: ReactionKind | null,
      tx: Database = db,
    ): Promise<ReactionOutcome> =>
      tx.transaction(async (inner) => {
        const [removed] = await selectRows<{ kind: ReactionKind }>(
          inner,
          sql`delete from snippet_reactions where snippet_id = ${snippetId}::uuid and user_id = ${userId}::uuid
              ${onlyKind ? sql`and kind = ${onlyKind}` : sql``} returning kind`,
        );
        if (removed)
          await adjust(inner, snippetId, removed.kind === 'like' ? { likes: -1 } : { dislikes: -1 });
        return { changed: Boolean(removed), state: await state(inner, snippetId, userId) };
      }),

    save: async (snippetId: string, userId: string, tx: Database = db): Promise<ReactionOutcome> =>
      tx.transaction(async (inner) => {
        const inserted = await affected(
          inner,
          sql`insert into snippet_saves (user_id, snippet_id) values (${userId}::uuid, ${snippetId}::uuid) on conflict do nothing returning user_id`,
        );
        await adjust(inner, snippetId, { saves: inserted });
        return { changed: inserted > 0, state: await state(inner, snippetId, userId) };
      }),

    unsave: async (snippetId: string, userId: string, tx: Database = db): Promise<ReactionOutcome> =>
      tx.transaction(async (inner) => {
        const removed = await affected(
          inner,
          sql`delete from snippet_saves where user_id = ${userId}::uuid and snippet_id = ${snippetId}::uuid returning user_id`,
        );
        await adjust(inner, snippetId, { saves: -removed });
        return { changed: removed > 0, state: await state(inner, snippetId, userId) };
      }),

    /** Counts a view unless this viewer already viewed the snippet today. */
    view: async (
      snippetId: string,
      viewerKey: string,
      userId: string | null,
      tx: Database = db,
    ): Promise<ReactionOutcome> =>
      tx.transaction(async (inner) => {
        const inserted = await affected(
          inner,
          sql`insert into snippet_views (snippet_id, viewer_key, day) values (${snippetId}::uuid, ${viewerKey}, current_date)
              on conflict do nothing returning viewer_key`,
        );
        await adjust(inner, snippetId, { views: inserted });
        return { changed: inserted > 0, state: await state(inner, snippetId, userId) };
      }),

    /**
     * Account deletion, first step: removes the member's reactions, saves and views everywhere, taking them off
     * the counters of the snippets (and the stats of those snippets' authors, which count public snippets only)
     * they were counted in.
     */
    removeAllByMember: async (userId: string, tx: Database = db): Promise<void> => {
      await tx.execute(sql`
        with removed as (delete from snippet_reactions where user_id = ${userId}::uuid returning snippet_id, kind),
        per_snippet as (
          select snippet_id, count(*) filter (where kind = 'like') as likes, count(*) filter (where kind = 'dislike') as dislikes
          from removed group by snippet_id),
        changed as (
          update snippets s set like_count = s.like_count - p.likes, dislike_count = s.dislike_count - p.dislikes
          from per_snippet p where s.id = p.snippet_id returning s.author_id, s.listed, p.likes),
        per_author as (select author_id, sum(likes) as likes from changed where listed group by author_id)
        update users u set total_likes = u.total_likes - a.likes from per_author a where u.id = a.author_id and a.likes > 0`);
      await tx.execute(sql`
        with removed as (delete from snippet_saves where user_id = ${userId}::uuid returning snippet_id)
        update snippets s set save_count = s.save_count - 1 from removed where s.id = removed.snippet_id`);
      await tx.execute(sql`
        with removed as (delete from snippet_views where viewer_key = ${`u:${userId}`} returning snippet_id),
        per_snippet as (select snippet_id, count(*) as views from removed group by snippet_id),
        changed as (
          update snippets s set view_count = s.view_count - p.views from per_snippet p where s.id = p.snippet_id
          returning s.author_id, s.listed, p.views),
        per_author as (select author_id, sum(views) as views from changed where listed group by author_id)
        update users u set total_views = u.total_views - a.views from per_author a where u.id = a.author_id`);
    },
  };
}

export type SnippetReactionsRepository = ReturnType<typeof snippetReactionsRepository>;
