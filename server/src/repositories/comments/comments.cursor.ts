import type { CreatedCursor } from '../../db/keyset.js';
import { isUuid } from '../../db/uuid.js';

/**
 * Keyset cursors of the comment and reply lists (decision 009): the last row's `created_at` (to the microsecond, as
 * PostgreSQL keeps it — a millisecond Date would skip or repeat rows) and id, as base64url JSON. Opaque to clients.
 */
export type CommentCursor = CreatedCursor;

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeCursor(cursor: CommentCursor): string {
  return Buffer.from(JSON.stringify({ t: cursor.createdAt, i: cursor.id })).toString('base64url');
}

/** The cursor a client sent back, or null when it is not one this server wrote. */
export function decodeCursor(value: string): CommentCursor | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { t, i } = parsed as { t?: unknown; i?: unknown };
    if (typeof t !== 'string' || typeof i !== 'string' || !TIMESTAMP.test(t) || !isUuid(i)) return null;
    // A calendar-valid instant only (no Feb 30, no 24:00), so PostgreSQL never refuses the cast.
    const parsedAt = new Date(t);
    if (Number.isNaN(parsedAt.getTime()) || parsedAt.toISOString().slice(0, 23) !== t.slice(0, 23))
      return null;
    return { createdAt: t, id: i };
  } catch {
    return null;
  }
}
