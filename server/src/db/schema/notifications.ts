import type { ModerationNotice, NotificationKind } from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { comments } from './comments.js';
import { snippets } from './snippets.js';
import { users } from './users.js';

/** What a notification carries beyond its links: a few words of what was said, a milestone's number. */
export interface NotificationData {
  excerpt?: string;
  milestone?: number;
  /** What a moderator (or the reports) did, to what, and what it was called (decision 053). */
  moderation?: ModerationNotice & { subject: string };
}

/**
 * A member's notifications (decision 049). One row per group: while unread, events of the same kind on
 * the same thing (comments on one snippet, forks of it) join one row ("3 people commented on …"), naming the newest
 * actors; once read, the next event starts a new row. `group_key` names the group; a mention or a report is a group
 * of its own.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    groupKey: text('group_key').notNull(),
    snippetId: uuid('snippet_id').references(() => snippets.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => comments.id, { onDelete: 'set null' }),
    /** The newest actors first, at most a few; actor_count counts every one of the group. */
    actorIds: uuid('actor_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    actorCount: integer('actor_count').notNull().default(0),
    data: jsonb('data').$type<NotificationData>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Its member wants this kind by email, and the mail is not written yet (the mail sender writes it: decision 050). */
    emailPending: boolean('email_pending').notNull().default(false),
  },
  (table) => [
    // A member's page, newest first.
    index('notifications_recipient_idx').on(table.recipientId, table.updatedAt, table.id),
    // The bell's count and the unread tab.
    index('notifications_unread_idx')
      .on(table.recipientId, table.updatedAt, table.id)
      .where(sql`read_at is null`),
    // The unread group an event joins.
    uniqueIndex('notifications_open_group_unique')
      .on(table.recipientId, table.kind, table.groupKey)
      .where(sql`read_at is null`),
    // What the mail sender writes next.
    index('notifications_email_pending_idx')
      .on(table.createdAt)
      .where(sql`email_pending`),
    // A snippet's or a comment's deletion reaches its notifications.
    index('notifications_snippet_idx').on(table.snippetId),
    index('notifications_comment_idx')
      .on(table.commentId)
      .where(sql`comment_id is not null`),
  ],
);

/**
 * The events each member was notified of: an event (a comment, a fork, a milestone) notifies each member once,
 * whichever process saw it and however often it is retried; a comment that replies to and mentions the same member
 * is one notification.
 */
export const notificationEvents = pgTable(
  'notification_events',
  {
    eventKey: text('event_key').notNull(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'notification_events_pk', columns: [table.eventKey, table.recipientId] }),
    index('notification_events_recipient_idx').on(table.recipientId),
  ],
);
