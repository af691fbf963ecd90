import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ReactionKind } from './snippets.js';
import { snippets } from './snippets.js';
import { users } from './users.js';

/**
 * Comments and replies (SPEC §3 Comment). Replies are one level deep: `parent_id` names a top-level comment of the
 * same snippet (the API checks it). The counters move in the same transaction as the rows they count (decision 007);
 * the snippet's `comment_count` counts top-level comments and replies alike.
 */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    snippetId: uuid('snippet_id')
      .notNull()
      .references(() => snippets.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for a top-level comment; deleting a top-level comment deletes its replies. */
    parentId: uuid('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    /** Markdown as typed, trimmed; rendered safely by the web app. */
    content: text('content').notNull(),
    isEdited: boolean('is_edited').notNull().default(false),
    /**
     * Hidden by a moderator or by reports (decision 053): shown only to its author and the moderators, marked. The
     * snippet's `comment_count` still counts it, as it counts what was written (decision 053).
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /**
     * A line comment's anchor (decision 076), on top-level comments only: the file (its index and name), the lines
     * and the revision it was written on, and a copy of those lines as they were. All null on a page comment.
     */
    lineRevision: integer('line_revision'),
    lineFile: integer('line_file'),
    lineFileName: text('line_file_name'),
    lineStart: integer('line_start'),
    lineEnd: integer('line_end'),
    lineQuote: text('line_quote'),
    /**
     * Where those lines are in the snippet's current revision: moved by each edit while every line of the range is
     * unchanged; null once they changed or went ("on an earlier revision").
     */
    currentFile: integer('current_file'),
    currentStart: integer('current_start'),
    currentEnd: integer('current_end'),
    /**
     * A suggested change (decision 077): the replacement text for the anchored lines, read from the comment's
     * ```suggestion block; '' removes them. Its state: open, applied (by `suggestion_applied_revision`), or outdated
     * once an edit changed its lines. All null on a comment that suggests nothing.
     */
    suggestion: text('suggestion'),
    suggestionState: text('suggestion_state').$type<'open' | 'applied' | 'outdated'>(),
    suggestionAppliedRevision: integer('suggestion_applied_revision'),
    likeCount: integer('like_count').notNull().default(0),
    dislikeCount: integer('dislike_count').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A snippet's threads, page by page, newest first (decision 009): a keyset walk of this index.
    index('comments_snippet_threads_idx')
      .on(table.snippetId, table.createdAt, table.id)
      .where(sql`${table.parentId} is null`),
    // A thread's replies in the same order.
    index('comments_parent_idx').on(table.parentId, table.createdAt, table.id),
    // Account deletion finds a member's comments.
    index('comments_author_idx').on(table.authorId),
    // A snippet's line comments, for the code view and for the edit that moves them.
    index('comments_snippet_lines_idx')
      .on(table.snippetId, table.createdAt)
      .where(sql`${table.lineRevision} is not null`),
    check(
      'comments_line_check',
      sql`(line_revision is null or parent_id is null)
        and ((line_revision is null) = (line_start is null))
        and (line_revision is null or (line_file >= 0 and line_start >= 1 and line_end >= line_start
          and line_file_name is not null and line_quote is not null))
        and ((current_start is null) = (current_end is null)) and ((current_start is null) = (current_file is null))
        and (current_start is null or (line_revision is not null and current_start >= 1 and current_end >= current_start))`,
    ),
    check(
      'comments_suggestion_check',
      sql`(suggestion is null) = (suggestion_state is null)
        and (suggestion is null or line_revision is not null)
        and (suggestion_state is null or suggestion_state in ('open', 'applied', 'outdated'))
        and ((coalesce(suggestion_state, '') = 'applied') = (suggestion_applied_revision is not null))`,
    ),
    check('comments_counters_check', sql`like_count >= 0 and dislike_count >= 0 and reply_count >= 0`),
  ],
);

export type CommentRow = typeof comments.$inferSelect;
export type NewCommentRow = typeof comments.$inferInsert;

/** One reaction per member per comment: a like or a dislike. */
export const commentReactions = pgTable(
  'comment_reactions',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReactionKind>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'comment_reactions_pk', columns: [table.commentId, table.userId] }),
    index('comment_reactions_user_idx').on(table.userId),
    check('comment_reactions_kind_check', sql`kind in ('like', 'dislike')`),
  ],
);
