/** The columns and statements every comment list reads (threads, replies, line comments), and their grouping. */
import { COMMENT_LIMITS, type SuggestionState } from '@cloud-snippets/contract';
import { sql, type SQL } from 'drizzle-orm';
import { cursorTimestamp } from '../../db/keyset.js';
import type { ReactionKind } from '../../db/schema/index.js';
import { commentShownTo } from '../snippets/visibility.js';

/** A comment or reply as lists show it: its row, its author, and the current member's reaction. */
export interface CommentListRow {
  id: string;
  snippetId: string;
  parentId: string | null;
  content: string;
  isEdited: boolean;
  likeCount: number;
  dislikeCount: number;
  replyCount: number;
  createdAt: Date | string;
  updatedAt: Date | string;
  /** created_at to the microsecond, in UTC: what a keyset cursor needs. */
  cursorAt: string;
  authorId: string;
  authorUsername: string;
  authorAvatar: string | null;
  myReaction: ReactionKind | null;
  /** Hidden by moderation: only its author and the moderators read it, marked (decision 053). */
  hidden: boolean;
  /** A line comment's anchor (decision 076); all null on a page comment. */
  lineRevision: number | null;
  lineFile: number | null;
  lineFileName: string | null;
  lineStart: number | null;
  lineEnd: number | null;
  lineQuote: string | null;
  currentFile: number | null;
  currentStart: number | null;
  currentEnd: number | null;
  /** A line comment's suggested change (decision 077); all null when it suggests nothing. */
  suggestion: string | null;
  suggestionState: SuggestionState | null;
  suggestionAppliedRevision: number | null;
}

export const COLUMNS = sql`
  c.id, c.snippet_id as "snippetId", c.parent_id as "parentId", c.content, c.is_edited as "isEdited",
  c.like_count as "likeCount", c.dislike_count as "dislikeCount", c.reply_count as "replyCount",
  c.created_at as "createdAt", c.updated_at as "updatedAt", (c.hidden_at is not null) as hidden,
  ${cursorTimestamp(sql`c.created_at`)} as "cursorAt",
  c.line_revision as "lineRevision", c.line_file as "lineFile", c.line_file_name as "lineFileName",
  c.line_start as "lineStart", c.line_end as "lineEnd", c.line_quote as "lineQuote",
  c.current_file as "currentFile", c.current_start as "currentStart", c.current_end as "currentEnd",
  c.suggestion, c.suggestion_state as "suggestionState", c.suggestion_applied_revision as "suggestionAppliedRevision",
  u.id as "authorId", u.username as "authorUsername", u.avatar as "authorAvatar", r.kind as "myReaction"`;

/** The author, and the current member's reaction on its primary key (a guest matches nothing). */
export const joins = (viewerId: string | null) => sql`
  join users u on u.id = c.author_id
  left join comment_reactions r on r.comment_id = c.id and r.user_id = ${viewerId}::uuid`;

/** Newest first, the order of threads and of replies (decision 009). */
export const NEWEST_FIRST = sql`c.created_at desc, c.id desc`;

/**
 * The comments `threads` selects (ids, in order) with each one's newest COMMENT_LIMITS.repliesPreview replies, in
 * one statement: a LATERAL walk of comments_parent_idx per thread, never a query per row.
 */
export const withReplyPreviews = (threads: SQL, viewerId: string | null) => sql`
  with threads as (${threads}),
  shown as (
    select t.id, 0 as depth from threads t
    union all
    select preview.id, 1 from threads t cross join lateral (
      select c.id from comments c where c.parent_id = t.id and ${commentShownTo(viewerId)}
      order by ${NEWEST_FIRST} limit ${COMMENT_LIMITS.repliesPreview}) preview
  )
  select ${COLUMNS} from shown join comments c on c.id = shown.id ${joins(viewerId)}
  order by shown.depth, ${NEWEST_FIRST}`;

/** Splits rows of withReplyPreviews into threads and their replies, keeping the order. */
export function groupThreads(rows: CommentListRow[]) {
  const threads = rows.filter((row) => row.parentId === null);
  const repliesByThread = new Map<string, CommentListRow[]>(threads.map((row) => [row.id, []]));
  for (const row of rows) if (row.parentId !== null) repliesByThread.get(row.parentId)?.push(row);
  return { threads, repliesByThread };
}
