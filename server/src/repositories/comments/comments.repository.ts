import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import { snippetIdOf } from '../snippets/snippet-id.js';
import { commentShownTo, readableBy, readableSnippetId } from '../snippets/visibility.js';
import { isUuid } from '../../db/uuid.js';
import { suggestionOf } from '@cloud-snippets/contract';
import type { CommentCursor } from './comments.cursor.js';
import { replyRefusal, type ReplyTarget } from '../../policies/comments.policy.js';
import {
  COLUMNS,
  groupThreads,
  joins,
  NEWEST_FIRST,
  withReplyPreviews,
  type CommentListRow,
} from './comments.rows.js';
import { lineCommentMethods, type StoredLineAnchor } from './line-comments.repository.js';

export type { CommentListRow } from './comments.rows.js';
export type { StoredLineAnchor } from './line-comments.repository.js';

/** What authorization and the reply rules need of one comment. */
export interface CommentRef extends ReplyTarget {
  id: string;
  authorId: string;
  replyCount: number;
}

/** A snippet found by id or slug, with its comment totals. */
export interface SnippetCommentTotals {
  id: string;
  /** snippets.comment_count: every comment, replies included (a counter, decision 007). */
  totalComments: number;
  /** Top-level comments: a count over the partial index comments_snippet_threads_idx (decision 009). */
  totalThreads: number;
}

/** A thread page: the top-level comments in order, and each one's newest replies. */
export interface ThreadPage {
  threads: CommentListRow[];
  repliesByThread: Map<string, CommentListRow[]>;
  hasMore: boolean;
}

export interface ReplyPage {
  replies: CommentListRow[];
  hasMore: boolean;
}

/** Why a comment was not stored. */
export type CreateRefusal =
  { kind: 'snippetMissing' } | { kind: 'replyRefused'; message: string } | { kind: 'lineRevisionChanged' };

/** Thrown inside a transaction to roll it back, caught just outside. */
class Refused extends Error {
  constructor(readonly refusal: CreateRefusal) {
    super('refused');
  }
}

/** Rows strictly after the cursor in NEWEST_FIRST order: a row comparison the btree indexes answer directly. */
const after = (cursor: CommentCursor | null) =>
  cursor ? sql`and (c.created_at, c.id) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)` : sql``;

/**
 * One page of threads (limit + 1, to know whether another page follows) with their reply previews: a backward walk
 * of comments_snippet_threads_idx from the cursor, so page 250 reads as few rows as page 1 (decision 009).
 */
export const threadPageQuery = (
  snippetId: string,
  viewerId: string | null,
  limit: number,
  cursor: CommentCursor | null,
) =>
  withReplyPreviews(
    sql`select c.id from comments c
        where c.snippet_id = ${snippetId}::uuid and c.parent_id is null and ${commentShownTo(viewerId)} ${after(cursor)}
        order by ${NEWEST_FIRST} limit ${limit + 1}`,
    viewerId,
  );

/** One page of a thread's replies (limit + 1): a backward walk of comments_parent_idx from the cursor. */
export const replyPageQuery = (
  parentId: string,
  viewerId: string | null,
  limit: number,
  cursor: CommentCursor | null,
) =>
  sql`select ${COLUMNS} from comments c ${joins(viewerId)}
      where c.parent_id = ${parentId}::uuid and ${commentShownTo(viewerId)} ${after(cursor)}
      order by ${NEWEST_FIRST} limit ${limit + 1}`;

/**
 * Comments, replies and the counters that count them. Every write is one transaction that takes the snippet's row
 * lock first (then a parent's), so writes on one snippet never deadlock and comment_count / reply_count always equal
 * their rows (decision 007).
 */
export function commentsRepository(db: Database) {
  const repository = {
    ...lineCommentMethods(db),
    /** The snippet by id or slug (snippetIdOf) with its totals, or null (none the viewer may read). */
    snippetTotals: async (
      idOrSlug: string,
      viewerId: string | null,
      tx: Database = db,
    ): Promise<SnippetCommentTotals | null> => {
      const [row] = await selectRows<SnippetCommentTotals>(
        tx,
        sql`
        select s.id, s.comment_count as "totalComments",
          (select count(*)::int from comments c where c.snippet_id = s.id and c.parent_id is null) as "totalThreads"
        from snippets s where s.id = ${snippetIdOf(idOrSlug)} and ${readableBy(viewerId)}`,
      );
      return row ?? null;
    },

    /** The id of the snippet named by id or slug (snippetIdOf), or null (none the viewer may read). */
    snippetIdOf: async (
      idOrSlug: string,
      viewerId: string | null,
      tx: Database = db,
    ): Promise<string | null> => {
      const [row] = await selectRows<{ id: string }>(tx, readableSnippetId(idOrSlug, viewerId));
      return row?.id ?? null;
    },

    /**
     * One comment for authorization and the reply rules; null for an unknown or malformed id, or a comment on a
     * snippet the viewer may not read (another's private one: its comments do not exist for them, decision 042).
     */
    findRef: async (id: string, viewerId: string | null, tx: Database = db): Promise<CommentRef | null> => {
      if (!isUuid(id)) return null;
      const [row] = await selectRows<CommentRef>(
        tx,
        sql`select c.id, c.snippet_id as "snippetId", c.parent_id as "parentId", c.author_id as "authorId",
              c.reply_count as "replyCount"
            from comments c join snippets s on s.id = c.snippet_id
            where c.id = ${id}::uuid and ${readableBy(viewerId)} and ${commentShownTo(viewerId)}`,
      );
      return row ?? null;
    },

    /** A page of a snippet's top-level comments, newest first, each with its newest replies. */
    threadPage: async (
      snippetId: string,
      viewerId: string | null,
      limit: number,
      cursor: CommentCursor | null,
      tx: Database = db,
    ): Promise<ThreadPage> => {
      const rows = await selectRows<CommentListRow>(tx, threadPageQuery(snippetId, viewerId, limit, cursor));
      const { threads, repliesByThread } = groupThreads(rows);
      return { threads: threads.slice(0, limit), repliesByThread, hasMore: threads.length > limit };
    },

    /** A page of one comment's replies, newest first. */
    replyPage: async (
      parentId: string,
      viewerId: string | null,
      limit: number,
      cursor: CommentCursor | null,
      tx: Database = db,
    ): Promise<ReplyPage> => {
      const rows = await selectRows<CommentListRow>(tx, replyPageQuery(parentId, viewerId, limit, cursor));
      return { replies: rows.slice(0, limit), hasMore: rows.length > limit };
    },

    /** One comment as lists show it, with its newest replies when it is top-level. */
    findPresentable: async (id: string, viewerId: string | null, tx: Database = db) => {
      const rows = await selectRows<CommentListRow>(
        tx,
        withReplyPreviews(sql`select ${id}::uuid as id`, viewerId),
      );
      const [comment] = rows;
      if (!comment) return null;
      return { comment, replies: rows.slice(1) };
    },

    /**
     * Stores a comment or a reply and counts it on the snippet (and the parent) in one transaction. The reply rules
     * are checked again on the locked parent, so a parent deleted meanwhile refuses the reply and nothing is stored.
     */
    create: async (
      data: {
        snippetId: string;
        authorId: string;
        content: string;
        parentId: string | null;
        line?: StoredLineAnchor | null;
      },
      tx: Database = db,
    ): Promise<{ id: string } | { refusal: CreateRefusal }> => {
      const line = data.line ?? null;
      // A line comment's ```suggestion block is its suggested change (decision 077).
      const suggestion = line ? suggestionOf(data.content) : null;
      try {
        return await tx.transaction(async (inner) => {
          const [snippet] = await selectRows<{ id: string; revisionCount: number }>(
            inner,
            sql`update snippets set comment_count = comment_count + 1 where id = ${data.snippetId}::uuid
                returning id, revision_count as "revisionCount"`,
          );
          if (!snippet) throw new Refused({ kind: 'snippetMissing' });
          // Checked under the snippet's row lock: an edit that came first would have moved the lines (decision 076).
          if (line && line.revision !== snippet.revisionCount)
            throw new Refused({ kind: 'lineRevisionChanged' });
          if (data.parentId !== null) {
            const [parent] = isUuid(data.parentId)
              ? await selectRows<ReplyTarget>(
                  inner,
                  sql`select snippet_id as "snippetId", parent_id as "parentId" from comments
                      where id = ${data.parentId}::uuid for no key update`,
                )
              : [];
            const refusal = replyRefusal(parent ?? null, data.snippetId);
            if (refusal) throw new Refused({ kind: 'replyRefused', message: refusal });
            await inner.execute(
              sql`update comments set reply_count = reply_count + 1 where id = ${data.parentId}::uuid`,
            );
          }
          const [row] = await selectRows<{ id: string }>(
            inner,
            sql`insert into comments (snippet_id, author_id, parent_id, content, line_revision, line_file,
                  line_file_name, line_start, line_end, line_quote, current_file, current_start, current_end,
                  suggestion, suggestion_state)
                values (${data.snippetId}::uuid, ${data.authorId}::uuid, ${data.parentId}::uuid, ${data.content},
                  ${line?.revision ?? null}::int, ${line?.file ?? null}::int, ${line?.fileName ?? null},
                  ${line?.start ?? null}::int, ${line?.end ?? null}::int, ${line?.quote ?? null},
                  ${line?.file ?? null}::int, ${line?.start ?? null}::int, ${line?.end ?? null}::int,
                  ${suggestion}, ${suggestion === null ? null : 'open'})
                returning id`,
          );
          if (!row) throw new Error('a comment insert returned no row');
          return row;
        });
      } catch (error) {
        if (error instanceof Refused) return { refusal: error.refusal };
        throw error;
      }
    },

    /**
     * Replaces the text and marks the comment edited; false when it is gone. A line comment's suggestion follows its
     * new ```suggestion block while it is not applied or outdated (decision 077): those keep what was decided on.
     */
    updateContent: async (id: string, content: string, tx: Database = db): Promise<boolean> => {
      const suggestion = suggestionOf(content);
      return (
        (
          await selectRows<{ id: string }>(
            tx,
            sql`update comments set content = ${content}, is_edited = true, updated_at = now(),
                  suggestion = case when line_revision is not null and coalesce(suggestion_state, 'open') = 'open'
                    then ${suggestion}::text else suggestion end,
                  suggestion_state = case when line_revision is not null and coalesce(suggestion_state, 'open') = 'open'
                    then (case when ${suggestion}::text is null then null when current_start is null then 'outdated'
                      else 'open' end)
                    else suggestion_state end
                where id = ${id}::uuid returning id`,
          )
        ).length > 0
      );
    },

    /**
     * Deletes a comment and, for a top-level one, its replies; the snippet's comment_count loses every row that went
     * and a reply's parent loses one reply. Answers how many comments went (0 when it was already gone).
     */
    delete: async (comment: CommentRef, tx: Database = db): Promise<number> =>
      tx.transaction(async (inner) => {
        await inner.execute(
          sql`select id from snippets where id = ${comment.snippetId}::uuid for no key update`,
        );
        // Replies are named here rather than left to the cascade, so RETURNING counts them.
        const removed = await selectRows<{ id: string }>(
          inner,
          sql`delete from comments where id = ${comment.id}::uuid or parent_id = ${comment.id}::uuid returning id`,
        );
        if (removed.length === 0) return 0;
        await inner.execute(
          sql`update snippets set comment_count = comment_count - ${removed.length} where id = ${comment.snippetId}::uuid`,
        );
        if (comment.parentId !== null)
          await inner.execute(
            sql`update comments set reply_count = reply_count - 1 where id = ${comment.parentId}::uuid`,
          );
        return removed.length;
      }),

    /**
     * Account deletion: removes the member's comment reactions (off the counters of the comments they were counted
     * in), then the member's comments with the replies under their threads (off their snippets' comment_count and,
     * for replies in other members' threads, the parent's reply_count). Every snippet involved is locked first, in id
     * order, as comment writes do (snippet, then comment): a reply posted meanwhile is either counted here or refused
     * for want of its parent, and no lock cycle can form with a concurrent post or delete.
     */
    removeAllByMember: async (userId: string, tx: Database = db): Promise<void> => {
      await tx.execute(sql`
        select id from snippets where id in (
          select snippet_id from comments where author_id = ${userId}::uuid
          union
          select c.snippet_id from comment_reactions r join comments c on c.id = r.comment_id
          where r.user_id = ${userId}::uuid)
        order by id for no key update`);
      await tx.execute(sql`
        with removed as (delete from comment_reactions where user_id = ${userId}::uuid returning comment_id, kind),
        per_comment as (
          select comment_id, count(*) filter (where kind = 'like') as likes,
            count(*) filter (where kind = 'dislike') as dislikes
          from removed group by comment_id)
        update comments c set like_count = c.like_count - p.likes, dislike_count = c.dislike_count - p.dislikes
        from per_comment p where c.id = p.comment_id`);
      await tx.execute(sql`
        with removed as (
          delete from comments where author_id = ${userId}::uuid
            or parent_id in (select id from comments where author_id = ${userId}::uuid and parent_id is null)
          returning id, snippet_id, parent_id),
        per_snippet as (select snippet_id, count(*) as n from removed group by snippet_id),
        snippet_counts as (
          update snippets s set comment_count = s.comment_count - p.n from per_snippet p
          where s.id = p.snippet_id returning s.id),
        per_parent as (
          select parent_id, count(*) as n from removed
          where parent_id is not null and parent_id not in (select id from removed) group by parent_id)
        update comments c set reply_count = c.reply_count - p.n from per_parent p where c.id = p.parent_id`);
    },
  };
  return repository;
}

export type CommentsRepository = ReturnType<typeof commentsRepository>;
