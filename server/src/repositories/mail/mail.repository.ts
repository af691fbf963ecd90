import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import type { MailRow, MailStatus } from '../../db/schema/index.js';

/** The channel a new mail is announced on at commit, so a sender starts at once instead of at its next poll. */
export const MAIL_CHANNEL = 'cs_mail';
/** How long a claimed mail is its sender's before another process may take it (a sender that died). */
export const MAIL_LEASE_SECONDS = 120;
/** Attempts before a mail is given up (failed): the last one about 4 hours after the first. */
export const MAIL_MAX_ATTEMPTS = 8;

export interface NewMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
  /** A link that grants something (a password reset): blanked once really sent. */
  sensitive?: boolean;
}

export interface OutboxEntry {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** Seconds before attempt `n + 1` (n ≥ 1): 30 s, 1 min, 2 min… doubling, at most an hour. */
export const retryDelaySeconds = (attempts: number): number => Math.min(3600, 30 * 2 ** (attempts - 1));

/** The mail queue and outbox (decision 050). */
export function mailRepository(db: Database) {
  return {
    /** Queues a mail in the caller's transaction: it exists exactly when what it tells does. */
    enqueue: async (mail: NewMail, tx: Database = db): Promise<void> => {
      await tx.execute(sql`
        with queued as (
          insert into mail_outbox (kind, to_address, subject, text_body, headers, sensitive)
          values (${mail.kind}, ${mail.to}, ${mail.subject}, ${mail.text}, ${JSON.stringify(mail.headers ?? {})}::jsonb,
            ${mail.sensitive ?? false})
          returning id)
        select pg_notify(${MAIL_CHANNEL}, id::text) from queued`);
    },

    /** Claims up to `limit` due mails for this sender, for MAIL_LEASE_SECONDS; other senders skip them. */
    claimDue: (limit: number, tx: Database = db): Promise<MailRow[]> =>
      selectRows<MailRow>(
        tx,
        sql`
        update mail_outbox m set status = 'sending', attempts = m.attempts + 1,
          next_attempt_at = now() + make_interval(secs => ${MAIL_LEASE_SECONDS})
        where m.id in (
          select id from mail_outbox where status in ('pending', 'sending') and next_attempt_at <= now()
          order by next_attempt_at limit ${limit} for update skip locked)
        returning m.id, m.kind, m.to_address as "toAddress", m.subject, m.text_body as "textBody", m.headers,
          m.sensitive, m.status, m.attempts, m.next_attempt_at as "nextAttemptAt", m.last_error as "lastError",
          m.created_at as "createdAt", m.sent_at as "sentAt"`,
      ),

    /** Sent (or, without SMTP, logged); a sensitive mail really sent keeps no link. */
    markDelivered: async (id: string, how: 'sent' | 'logged', tx: Database = db): Promise<void> => {
      await tx.execute(sql`
        update mail_outbox set status = ${how}, sent_at = now(), last_error = null,
          text_body = case when sensitive and ${how} = 'sent' then '(sent; its link is not kept)' else text_body end
        where id = ${id}::uuid`);
    },

    /** A failed attempt: tried again after retryDelaySeconds, or given up after MAIL_MAX_ATTEMPTS. */
    markAttemptFailed: async (row: Pick<MailRow, 'id' | 'attempts'>, error: string, tx: Database = db) => {
      const givenUp = row.attempts >= MAIL_MAX_ATTEMPTS;
      await tx.execute(sql`
        update mail_outbox set last_error = ${error.slice(0, 500)},
          status = ${givenUp ? 'failed' : 'pending'},
          next_attempt_at = now() + make_interval(secs => ${retryDelaySeconds(row.attempts)})
        where id = ${row.id}::uuid`);
    },

    /**
     * Forgets mail older than `keepDays` that is done with (sent, logged or given up), at most `limit` rows a call, on
     * the creation-time index: the outbox is a record of recent mail, not an archive. How many went.
     */
    prune: async (keepDays: number, limit = 1000, tx: Database = db): Promise<number> =>
      (
        await selectRows<{ id: string }>(
          tx,
          sql`delete from mail_outbox where id in (
                select id from mail_outbox
                where created_at < now() - make_interval(days => ${keepDays}) and status in ('sent', 'logged', 'failed')
                order by created_at limit ${limit})
              returning id`,
        )
      ).length,

    /** The outbox, newest first. */
    outbox: async (limit: number, tx: Database = db): Promise<OutboxEntry[]> => {
      const rows = await selectRows<MailRow>(
        tx,
        sql`select id, kind, to_address as "toAddress", subject, text_body as "textBody", status, attempts,
              last_error as "lastError", created_at as "createdAt", sent_at as "sentAt"
            from mail_outbox order by created_at desc limit ${limit}`,
      );
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        status: row.status,
        attempts: row.attempts,
        lastError: row.lastError,
        createdAt: new Date(row.createdAt).toISOString(),
        sentAt: row.sentAt ? new Date(row.sentAt).toISOString() : null,
      }));
    },
  };
}

export type MailRepository = ReturnType<typeof mailRepository>;
