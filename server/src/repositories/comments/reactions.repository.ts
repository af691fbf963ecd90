import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { ReactionKind } from '../../db/schema/index.js';
import { selectRows } from '../../db/rows.js';
import { isUuid } from '../../db/uuid.js';

/** A comment's counts and the member's reaction after a change. */
export interface CommentReactionState {
  likeCount: number;
  dislikeCount: number;
  reaction: ReactionKind | null;
}

/** What a reaction call did: 'added' (new or switched), 'removed', or 'unchanged' (a repeat). */
export interface CommentReactionOutcome {
  change: 'added' | 'removed' | 'unchanged';
  state: CommentReactionState;
}

/**
 * Likes and dislikes of comments (SPEC §4 Comments). Each call is one transaction that first locks the comment row,
 * so one member's concurrent clicks apply one after the other, and then moves the counters only by what the
 * DELETE / UPDATE / INSERT … ON CONFLICT DO NOTHING … RETURNING really did (decision 007).
 */
export function commentReactionsRepository(db: Database) {
  const count = async (tx: Database, query: ReturnType<typeof sql>) =>
    (await selectRows<{ kind: ReactionKind }>(tx, query)).length;

  const lock = async (tx: Database, commentId: string) =>
    (
      await selectRows<{ id: string }>(
        tx,
        sql`select id from comments where id = ${commentId}::uuid for no key update`,
      )
    ).length > 0;

  const adjust = async (tx: Database, commentId: string, likes: number, dislikes: number) => {
    if (!likes && !dislikes) return;
    await tx.execute(sql`
      update comments set like_count = like_count + ${likes}, dislike_count = dislike_count + ${dislikes}
      where id = ${commentId}::uuid`);
  };

  const state = async (tx: Database, commentId: string, userId: string): Promise<CommentReactionState> => {
    const [row] = await selectRows<CommentReactionState>(
      tx,
      sql`select c.like_count as "likeCount", c.dislike_count as "dislikeCount", r.kind as reaction
          from comments c left join comment_reactions r on r.comment_id = c.id and r.user_id = ${userId}::uuid
          where c.id = ${commentId}::uuid`,
    );
    if (!row) throw new Error(`comment ${commentId} vanished during a reaction`);
    return row;
  };

  const delta = (kind: ReactionKind, n: number): [likes: number, dislikes: number] =>
    kind === 'like' ? [n, 0] : [0, n];

  return {
    /**
     * POST like / dislike: adds that reaction, replacing the other kind; a repeat changes nothing, so a client that
     * retries never undoes it (removing is DELETE's job). Null when the comment does not exist.
     */
    add: async (
      commentId: string,
      userId: string,
      kind: ReactionKind,
      tx: Database = db,
    ): Promise<CommentReactionOutcome | null> => {
      if (!isUuid(commentId)) return null;
      return tx.transaction(async (inner) => {
        if (!(await lock(inner, commentId))) return null;
        const where = sql`comment_id = ${commentId}::uuid and user_id = ${userId}::uuid`;
        const other: ReactionKind = kind === 'like' ? 'dislike' : 'like';
        const switched = await count(
          inner,
          sql`update comment_reactions set kind = ${kind}, created_at = now() where ${where} and kind = ${other}
              returning kind`,
        );
        const inserted = switched
          ? 0
          : await count(
              inner,
              sql`insert into comment_reactions (comment_id, user_id, kind)
                  values (${commentId}::uuid, ${userId}::uuid, ${kind}) on conflict do nothing returning kind`,
            );
        const [likes, dislikes] = delta(kind, switched + inserted);
        const [otherLikes, otherDislikes] = delta(other, -switched);
        await adjust(inner, commentId, likes + otherLikes, dislikes + otherDislikes);
        return {
          change: switched + inserted > 0 ? ('added' as const) : ('unchanged' as const),
          state: await state(inner, commentId, userId),
        };
      });
    },

    /** DELETE like / dislike: removes that kind of reaction if the member has it. Null for an unknown comment. */
    remove: async (
      commentId: string,
      userId: string,
      kind: ReactionKind,
      tx: Database = db,
    ): Promise<CommentReactionOutcome | null> => {
      if (!isUuid(commentId)) return null;
      return tx.transaction(async (inner) => {
        if (!(await lock(inner, commentId))) return null;
        const removed = await count(
          inner,
          sql`delete from comment_reactions
              where comment_id = ${commentId}::uuid and user_id = ${userId}::uuid and kind = ${kind} returning kind`,
        );
        await adjust(inner, commentId, ...delta(kind, -removed));
        return {
          change: removed ? ('removed' as const) : ('unchanged' as const),
          state: await state(inner, commentId, userId),
        };
      });
    },
  };
}

export type CommentReactionsRepository = ReturnType<typeof commentReactionsRepository>;
