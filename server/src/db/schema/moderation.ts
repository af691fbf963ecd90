import type { ModerationLogAction, ReportReason, ReportTarget } from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Members' reports of a snippet, a comment, a profile or a collection (decision 053). `target_id` is the item's id (a
 * profile's is its member's id); it names no foreign key because it names one of four tables, so deleting an item
 * closes its reports in the same transaction instead. One open report per member per item.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetKind: text('target_kind').$type<ReportTarget>().notNull(),
    targetId: uuid('target_id').notNull(),
    /** The member whose content it is, kept so the queue and standing checks need no per-kind join. */
    targetAuthorId: uuid('target_author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<ReportReason>().notNull(),
    details: text('details').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null while open; set when a moderator acts on the item (whatever the action) or the item is deleted. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('reports_open_unique')
      .on(table.reporterId, table.targetKind, table.targetId)
      .where(sql`resolved_at is null`),
    // The queue: items with open reports, oldest first; and an item's open reports.
    index('reports_open_idx')
      .on(table.targetKind, table.targetId, table.createdAt)
      .where(sql`resolved_at is null`),
    index('reports_open_created_idx')
      .on(table.createdAt, table.targetKind, table.targetId)
      .where(sql`resolved_at is null`),
    check('reports_target_kind_check', sql`target_kind in ('snippet', 'comment', 'profile', 'collection')`),
  ],
);

/**
 * Every moderation action, kept for good (decision 053): who (null for the automatic hide), what, to what, when, why.
 * Deleted items keep their line: the title is copied in.
 */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    moderatorId: uuid('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<ModerationLogAction>().notNull(),
    targetKind: text('target_kind').$type<ReportTarget>().notNull(),
    targetId: uuid('target_id').notNull(),
    targetTitle: text('target_title').notNull(),
    targetAuthorId: uuid('target_author_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull().default(''),
    /** For a suspension: when it ends, null for good. */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('moderation_actions_created_idx').on(table.createdAt, table.id),
    index('moderation_actions_target_idx').on(table.targetKind, table.targetId),
  ],
);

export type ReportRow = typeof reports.$inferSelect;
export type ModerationActionRow = typeof moderationActions.$inferSelect;
