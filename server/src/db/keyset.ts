import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A row's place in (created_at, id) order: created_at to the microsecond, as PostgreSQL keeps it (a millisecond
 * Date would skip or repeat rows), and the id that breaks ties.
 */
export interface CreatedCursor {
  /** ISO 8601 in UTC with six fractional digits, e.g. 2026-01-02T03:04:05.123456Z. */
  createdAt: string;
  id: string;
}

/** Where a batch of an ordered walk starts: an offset (the walk's first batch) or just after a row already read. */
export type KeysetStart = { offset: number } | { after: CreatedCursor };

/** A timestamp as a cursor carries it: UTC, six fractional digits. */
export const cursorTimestamp = (column: AnyColumn | SQL) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The rows after `start` in (createdAt, id) order, as a row comparison a btree on (created_at, id) answers. */
export const createdAfter = (start: KeysetStart, createdAt: AnyColumn, id: AnyColumn): SQL | undefined =>
  'after' in start
    ? sql`(${createdAt}, ${id}) > (${start.after.createdAt}::timestamptz, ${start.after.id}::uuid)`
    : undefined;

/** The offset of a batch: only a walk's first batch skips rows. */
export const startOffset = (start: KeysetStart) => ('offset' in start ? start.offset : 0);
