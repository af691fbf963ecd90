import {
  DEFAULT_AVATAR,
  type Comment,
  type CommentReactionResponse,
  type LineAnchor,
  type Reply,
} from '@cloud-snippets/contract';
import { encodeCursor } from '../repositories/comments/comments.cursor.js';
import type { CommentListRow } from '../repositories/comments/comments.repository.js';
import type { CommentReactionState } from '../repositories/comments/reactions.repository.js';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** A line comment's anchor: as written, and where its lines are now (null: on an earlier revision). */
function presentLine(row: CommentListRow): LineAnchor {
  return {
    file: row.lineFile ?? 0,
    fileName: row.lineFileName ?? '',
    start: row.lineStart ?? 1,
    end: row.lineEnd ?? 1,
    revision: row.lineRevision ?? 1,
    quote: row.lineQuote ?? '',
    current:
      row.currentFile !== null && row.currentStart !== null && row.currentEnd !== null
        ? { file: row.currentFile, start: row.currentStart, end: row.currentEnd }
        : null,
  };
}

/** A reply, or a top-level comment without its replies (SPEC §3 Comment), with the viewer's reaction. */
export function presentReply(row: CommentListRow): Reply {
  return {
    _id: row.id,
    snippet: row.snippetId,
    parentComment: row.parentId,
    author: { _id: row.authorId, username: row.authorUsername, avatar: row.authorAvatar ?? DEFAULT_AVATAR },
    content: row.content,
    isEdited: row.isEdited,
    ...(row.hidden && { hidden: true }),
    ...(row.lineRevision !== null && { line: presentLine(row) }),
    ...(row.suggestion !== null &&
      row.suggestionState !== null && {
        suggestion: {
          text: row.suggestion,
          state: row.suggestionState,
          appliedRevision: row.suggestionAppliedRevision,
        },
      }),
    likeCount: row.likeCount,
    dislikeCount: row.dislikeCount,
    replyCount: row.replyCount,
    isLiked: row.myReaction === 'like',
    isDisliked: row.myReaction === 'dislike',
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** A top-level comment with its newest replies (a reply carries an empty list). */
export function presentComment(row: CommentListRow, replies: CommentListRow[]): Comment {
  return { ...presentReply(row), replies: replies.map(presentReply) };
}

/** The cursor of the page after `rows`, or null on the last page. */
export function nextCursorOf(rows: CommentListRow[], hasMore: boolean): string | null {
  const last = rows.at(-1);
  return hasMore && last ? encodeCursor({ createdAt: last.cursorAt, id: last.id }) : null;
}

/** What like, dislike and their removal answer: SPEC §7 reads `likes` and `dislikes`. */
export function presentCommentReaction(
  message: string,
  state: CommentReactionState,
): CommentReactionResponse {
  return {
    message,
    likes: state.likeCount,
    dislikes: state.dislikeCount,
    isLiked: state.reaction === 'like',
    isDisliked: state.reaction === 'dislike',
  };
}
