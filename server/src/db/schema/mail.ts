import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type MailStatus = 'pending' | 'sending' | 'sent' | 'logged' | 'failed';

/**
 * The mail queue and outbox (decision 050): every mail is a row first, written in the transaction of what it tells,
 * and sent afterwards by whichever app process claims it (`for update skip locked`), retried with backoff; a restart
 * loses nothing. Without SMTP_URL a mail is written to the log and kept here as `logged`, which admins read. A
 * sensitive mail (a reset or confirmation link) has its body blanked once it is really sent.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What it is: `notification:comment`, `password-reset`, `email-verification`… */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post on notifications. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    sensitive: boolean('sensitive').notNull().default(false),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    // What the sender claims next: due mail, oldest first (a claim past its lease is due again).
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`status in ('pending', 'sending')`),
    // The admins' outbox, newest first.
    index('mail_outbox_created_idx').on(table.createdAt),
  ],
);

export type MailRow = typeof mailOutbox.$inferSelect;
