import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildSnippet } from '../../../../test/factories.js';
import {
  body,
  buildTestApp,
  buildTestAppBeside,
  createTestDatabase,
  isPostgresRun,
  type TestApp,
} from '../../../../test/helper.js';
import { openDatabase } from '../../../db/client.js';
import { migrateDatabase } from '../../../db/migrate.js';
import { mailRepository, retryDelaySeconds } from '../../../repositories/mail/mail.repository.js';

/**
 * Notification mail through a real SMTP server (smtp-server, capturing what it receives), queued in the
 * database and sent outside the request; the outbox without SMTP; one-click unsubscribe.
 */
const received: ParsedMail[] = [];
let refuse = false;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    if (refuse) {
      stream.resume();
      stream.on('end', () => callback(new Error('451 try again later')));
      return;
    }
    simpleParser(stream)
      .then((mail) => {
        received.push(mail);
        callback();
      })
      .catch(callback);
  },
});

let withSmtp: TestApp;
let withoutSmtp: TestApp;
beforeAll(async () => {
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const { port } = smtp.server.address() as AddressInfo;
  const mail = {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: 'Cloud Snippets <no-reply@test.local>',
    pollMs: 200,
    keepDays: 30,
  };
  withSmtp = await buildTestApp({ mail, publicUrl: 'https://snippets.test' });
  withoutSmtp = await buildTestApp({ mail: { ...mail, smtpUrl: null } });
});
afterAll(async () => {
  await withSmtp.close();
  await withoutSmtp.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** Waits for a condition, as long as a loaded machine needs. */
async function until<T>(probe: () => T | Promise<T>, timeoutMs = 30_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error('timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function memberWantingMail(t: TestApp) {
  const member = await buildSignedInUser(t, { emailVerifiedAt: new Date() });
  const saved = await t.injectAs(member.token, {
    method: 'PUT',
    url: '/api/notifications/settings',
    payload: { settings: { comment: 'email' } },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return member;
}

describe('notification mail', () => {
  it('sends a comment notification by SMTP with a one-click unsubscribe that works', async () => {
    const t = withSmtp;
    const author = await memberWantingMail(t);
    const snippet = await buildSnippet(t.db, author.user.id, { title: 'Upsert a lead' });
    const reader = await buildSignedInUser(t);
    const posted = await t.injectAs(reader.token, {
      method: 'POST',
      url: '/api/comments',
      payload: { snippetId: snippet.id, content: 'Works on my org too' },
    });
    expect(posted.statusCode).toBe(201);
    const mail = await until(() =>
      received.find((m) => m.to && JSON.stringify(m.to).includes(author.user.email)),
    );
    expect(mail.subject).toBe(`${reader.user.username} commented on Upsert a lead`);
    expect(mail.text).toContain('Works on my org too');
    expect(mail.text).toContain(`https://snippets.test/snippets/${snippet.slug}#comment-`);
    const line = (key: string) => mail.headerLines.find((h) => h.key === key)?.line ?? '';
    expect(line('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const url = new URL(/<([^>]+)>/.exec(line('list-unsubscribe'))![1]!);
    const click = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(click.statusCode, click.body).toBe(200);
    const settings = await t.injectAs(author.token, { method: 'GET', url: '/api/notifications/settings' });
    expect(body<{ settings: Record<string, string> }>(settings).settings.comment).toBe('in-app');
    const forged = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search.replace(/t=[^&]+/, 't=forged')}`,
    });
    expect(forged.statusCode).toBe(400);
  });

  it('keeps a mail it could not send, and tries again with backoff', async () => {
    const t = withSmtp;
    refuse = true;
    try {
      await mailRepository(t.db).enqueue({
        kind: 'test',
        to: 'nobody@example.com',
        subject: 'Retry me',
        text: '…',
      });
      const outbox = mailRepository(t.db);
      const entry = await until(async () =>
        (await outbox.outbox(20)).find((m) => m.subject === 'Retry me' && m.lastError !== null),
      );
      expect(entry).toMatchObject({ status: 'pending', attempts: 1 });
      expect(entry.lastError).toMatch(/451/);
    } finally {
      refuse = false;
    }
    expect([1, 2, 3, 8, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 3600, 3600]);
  });

  it('without SMTP, writes the mail to the outbox, which admins read', async () => {
    const t = withoutSmtp;
    const author = await memberWantingMail(t);
    const snippet = await buildSnippet(t.db, author.user.id);
    const reader = await buildSignedInUser(t);
    await t.injectAs(reader.token, {
      method: 'POST',
      url: '/api/comments',
      payload: { snippetId: snippet.id, content: 'Kept for the admin' },
    });
    const admin = await buildSignedInUser(t, { role: 'admin' });
    const read = async () =>
      body<{ mails: { to: string; status: string; text: string }[] }>(
        await t.injectAs(admin.token, { method: 'GET', url: '/api/mail/outbox' }),
      ).mails;
    const kept = await until(async () =>
      (await read()).find((m) => m.to === author.user.email && m.status === 'logged'),
    );
    expect(kept.text).toContain('Kept for the admin');
    expect((await t.injectAs(reader.token, { method: 'GET', url: '/api/mail/outbox' })).statusCode).toBe(403);
  });

  it.runIf(isPostgresRun)('sends, once a process starts, the mail queued while none ran', async () => {
    // The queue is a table: a mail written while no app process runs waits there for the next one.
    const { target, drop } = await createTestDatabase();
    const subject = `Queued while down ${Date.now()}`;
    const database = await openDatabase(target);
    try {
      await migrateDatabase(database);
      await mailRepository(database.db).enqueue({
        kind: 'test',
        to: 'later@example.com',
        subject,
        text: '…',
      });
    } finally {
      await database.close();
    }
    const started = await buildTestAppBeside({ target } as TestApp, { mail: withSmtp.config.mail });
    try {
      await until(() => received.find((m) => m.subject === subject));
    } finally {
      await started.close();
      await drop();
    }
  });
});
