import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { notificationMail } from '../../mail/notification-mail.js';
import { MAIL_CHANNEL, mailRepository } from '../../repositories/mail/mail.repository.js';
import { notificationsRepository } from '../../repositories/notifications/notifications.repository.js';

/** Mails one claim takes. */
const CLAIM = 10;
const PRUNE_EVERY_MS = 3_600_000;

/**
 * Sends the queued mail (decision 050), in every app process: at once when a mail is announced at commit, and every
 * `mail.pollMs` for retries and for what another process claimed and never finished. A mail is claimed by one sender
 * at a time. With SMTP_URL, nodemailer sends it; without, it is written to the log and kept in the outbox (`logged`),
 * which the zero-setup start shows admins. Requests never wait for a mail.
 */
export default fp(
  async function mailSenderPlugin(app: FastifyInstance) {
    const { smtpUrl, from, pollMs, keepDays } = app.config.mail;
    const outbox = mailRepository(app.db);
    const transport = smtpUrl
      ? nodemailer.createTransport({
          url: smtpUrl,
          // A slow or absent server fails the attempt (retried later), not the sender for minutes.
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        } satisfies SMTPTransport.Options)
      : null;
    let running: Promise<void> | null = null;
    let again = false;
    let closed = false;

    const notifications = notificationsRepository(app.db);
    const site = { publicUrl: app.config.publicUrl, secret: app.config.jwtSecret };
    /** Writes the mails of notifications their members want by mail, in one transaction with taking them. */
    const writeNotificationMails = () =>
      app.db.transaction(async (tx) => {
        for (const pending of await notifications.takePendingMails(CLAIM, tx))
          await outbox.enqueue(notificationMail(site, pending), tx);
      });

    const deliver = async () => {
      for (;;) {
        again = false;
        await writeNotificationMails();
        const due = await outbox.claimDue(CLAIM);
        for (const mail of due) {
          try {
            if (transport) {
              await transport.sendMail({
                from,
                to: mail.toAddress,
                subject: mail.subject,
                text: mail.textBody,
                headers: mail.headers,
              });
            } else {
              app.log.info(
                { mail: { to: mail.toAddress, subject: mail.subject, text: mail.textBody } },
                'mail kept in the outbox (no SMTP_URL)',
              );
            }
            await outbox.markDelivered(mail.id, transport ? 'sent' : 'logged');
          } catch (error) {
            app.log.warn(
              { err: error, mailId: mail.id, attempt: mail.attempts },
              'mail not sent; will retry',
            );
            await outbox.markAttemptFailed(mail, error instanceof Error ? error.message : String(error));
          }
        }
        if (closed || (due.length < CLAIM && !again)) return;
      }
    };
    /** One delivery round at a time; a call meanwhile makes the round go on. */
    const drain = () => {
      if (closed) return;
      if (running) {
        again = true;
        return;
      }
      running = deliver()
        .catch((error: unknown) => app.log.warn({ err: error }, 'mail queue not read; will retry'))
        .finally(() => {
          running = null;
        });
    };

    app.channels.on(MAIL_CHANNEL, drain);
    app.channels.watch({ up: drain, down: () => undefined });
    /** Old mail leaves the outbox once an hour, in batches; every process may do it (a delete twice deletes once). */
    const prune = async () => {
      try {
        while ((await outbox.prune(keepDays)) > 0 && !closed);
      } catch (error) {
        app.log.warn({ err: error }, 'old mail not pruned; will retry');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    let pruneTimer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(drain, pollMs);
      timer.unref();
      pruneTimer = setInterval(() => void prune(), PRUNE_EVERY_MS);
      pruneTimer.unref();
      drain();
    });
    app.addHook('onClose', async () => {
      closed = true;
      clearInterval(timer);
      clearInterval(pruneTimer);
      await running;
      transport?.close();
    });
  },
  { name: 'mail-sender', dependencies: ['channels'] },
);
