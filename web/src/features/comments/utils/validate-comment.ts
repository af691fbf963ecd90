import {
  COMMENT,
  SUGGESTION_STATES,
  type LineAnchor,
  type Reply,
  type Suggestion,
} from '@cloud-snippets/contract';

/** A comment the item can render: the fields of SPEC §3 with safe defaults for the optional ones. */
export type RenderableComment = Reply & { replies: unknown[] };

export type CommentValidation = { ok: true; comment: RenderableComment } | { ok: false; error: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0;

const isCount = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** A line comment's anchor (decision 076) as the server sends it; anything else is a page comment. */
function isLineAnchor(value: unknown): value is LineAnchor {
  if (!isRecord(value)) return false;
  const { current } = value;
  return (
    isCount(value.file) &&
    isCount(value.start) &&
    isCount(value.end) &&
    isCount(value.revision) &&
    typeof value.fileName === 'string' &&
    typeof value.quote === 'string' &&
    (current === null ||
      (isRecord(current) && isCount(current.file) && isCount(current.start) && isCount(current.end)))
  );
}

/** A line comment's suggested change (decision 077) as the server sends it. */
function isSuggestion(value: unknown): value is Suggestion {
  return (
    isRecord(value) &&
    typeof value.text === 'string' &&
    SUGGESTION_STATES.includes(value.state as Suggestion['state']) &&
    (value.appliedRevision === null || isCount(value.appliedRevision))
  );
}

/**
 * Whether a value from the server can be shown as a comment (SPEC §5): not an object, no id or no author gives the
 * message of the 'Error rendering comment:' box; anything else is rendered, with defaults for what is missing.
 */
export function validateComment(value: unknown): CommentValidation {
  if (!isRecord(value)) return { ok: false, error: COMMENT.invalidNotObject };
  const id = text(value._id);
  if (!id) return { ok: false, error: COMMENT.invalidMissingId };
  const author = value.author;
  if (!isRecord(author) || !text(author.username)) return { ok: false, error: COMMENT.invalidMissingAuthor };
  const createdAt = text(value.createdAt);
  return {
    ok: true,
    comment: {
      _id: id,
      snippet: text(value.snippet),
      parentComment: text(value.parentComment) || null,
      author: { _id: text(author._id), username: text(author.username), avatar: text(author.avatar) },
      content: text(value.content),
      isEdited: value.isEdited === true,
      hidden: value.hidden === true,
      likeCount: count(value.likeCount),
      dislikeCount: count(value.dislikeCount),
      replyCount: count(value.replyCount),
      isLiked: value.isLiked === true,
      isDisliked: value.isDisliked === true,
      createdAt,
      updatedAt: text(value.updatedAt, createdAt),
      replies: Array.isArray(value.replies) ? (value.replies as unknown[]) : [],
      ...(isLineAnchor(value.line) && { line: value.line }),
      ...(isLineAnchor(value.line) && isSuggestion(value.suggestion) && { suggestion: value.suggestion }),
    },
  };
}

/** The `_id` of a value that looks like a comment, else null (for cache updates over possibly malformed data). */
export function commentIdOf(value: unknown): string | null {
  return isRecord(value) && typeof value._id === 'string' && value._id ? value._id : null;
}
