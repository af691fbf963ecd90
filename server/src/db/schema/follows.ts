import type { FollowKind } from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Who follows what (decision 052). `target` is the followed member's id as text, a tag as stored on
 * snippets (lowercase), or a platform's value. Members' follower and following counts are counted on these indexes,
 * not kept as counters: a deleted member's follows go with them (cascade, or a join that no longer matches).
 */
export const follows = pgTable(
  'follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetKind: text('target_kind').$type<FollowKind>().notNull(),
    target: text('target').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A member's follows by kind (the feed's streams, "following"), and the primary key.
    primaryKey({ name: 'follows_pk', columns: [table.followerId, table.targetKind, table.target] }),
    // A member's follows of one kind, newest first ("following" lists).
    index('follows_follower_recent_idx').on(
      table.followerId,
      table.targetKind,
      table.createdAt,
      table.target,
    ),
    // Who follows a member, a tag or a platform (followers lists and counts), newest first.
    index('follows_target_idx').on(table.targetKind, table.target, table.createdAt, table.followerId),
    check('follows_kind_check', sql`target_kind in ('member', 'tag', 'platform', 'collection')`),
  ],
);

export type FollowRow = typeof follows.$inferSelect;
