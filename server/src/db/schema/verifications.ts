import { sql } from 'drizzle-orm';
import {
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { snippets } from './snippets.js';
import { users } from './users.js';

/**
 * "Still works on <release>" (decision 048): one row per member per snippet per release, the release
 * named by its API version (contract SALESFORCE_RELEASES). The snippet keeps the newest release confirmed and how many
 * confirmed it (verified_api, verified_count), set in the same transaction as the row.
 */
export const snippetVerifications = pgTable(
  'snippet_verifications',
  {
    snippetId: uuid('snippet_id')
      .notNull()
      .references(() => snippets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    releaseApi: smallint('release_api').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The newest release of a snippet and its count read the first rows of this key.
    primaryKey({
      name: 'snippet_verifications_pk',
      columns: [table.snippetId, table.releaseApi, table.userId],
    }),
    index('snippet_verifications_user_idx').on(table.userId),
  ],
);

/**
 * "Out of date" reports (decision 048): one open report per member per snippet, with its reason and the release it
 * was made on. An edit of the snippet's code resolves the open ones (resolved_at), which stay as its history. The
 * snippet keeps how many are open (outdated_count).
 */
export const snippetOutdatedReports = pgTable(
  'snippet_outdated_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    snippetId: uuid('snippet_id')
      .notNull()
      .references(() => snippets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    releaseApi: smallint('release_api').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('snippet_outdated_reports_open_unique')
      .on(table.snippetId, table.userId)
      .where(sql`resolved_at is null`),
    // A snippet's open reports, newest first.
    index('snippet_outdated_reports_open_idx')
      .on(table.snippetId, table.createdAt)
      .where(sql`resolved_at is null`),
    index('snippet_outdated_reports_user_idx').on(table.userId),
  ],
);
