import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/rows.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { mailRepository } from '../repositories/mail/mail.repository.js';
import { recentMails } from './mail-outbox.js';

let t: TestApp;
beforeAll(async () => {
  // No sender claims the mail here: a poll far away, and no SMTP (a claimed mail would be logged, which is fine too).
  t = await buildTestApp({
    mail: { smtpUrl: null, from: 'x <x@test.local>', pollMs: 3_600_000, keepDays: 30 },
  });
});
afterAll(async () => {
  await t.close();
});

describe('manage mail', () => {
  it('lists the outbox newest first, with status, recipient, subject and the text indented', async () => {
    expect(await recentMails(t.db, 5)).toEqual(['No mail yet.']);
    await mailRepository(t.db).enqueue({
      kind: 'test',
      to: 'a@example.com',
      subject: 'Hello',
      text: 'one\ntwo',
    });
    const [block] = await recentMails(t.db, 5);
    expect(block).toMatch(
      /^\S+ {2}(pending|sending|logged) {2}test\nTo: a@example.com\nSubject: Hello\n {2}one\n {2}two$/,
    );
  });
});

describe('the outbox keeps recent mail only', () => {
  it('deletes mail done with and older than the kept days, in batches, and keeps what is still to send', async () => {
    const outbox = mailRepository(t.db);
    // Written as they would be by now. The pending one waits for a retry a day away, so this app's sender (woken by
    // the mail the test above queued) cannot claim it meanwhile.
    await t.db.execute(sql`insert into mail_outbox
        (kind, to_address, subject, text_body, status, created_at, next_attempt_at) values
      ('prune', 'old-sent@example.com', 'Hi', 'x', 'sent', now() - interval '31 days', now()),
      ('prune', 'old-failed@example.com', 'Hi', 'x', 'failed', now() - interval '31 days', now()),
      ('prune', 'old-pending@example.com', 'Hi', 'x', 'pending', now() - interval '31 days', now() + interval '1 day'),
      ('prune', 'new@example.com', 'Hi', 'x', 'sent', now(), now())`);
    expect(await outbox.prune(30, 1)).toBe(1);
    expect(await outbox.prune(30, 1)).toBe(1);
    expect(await outbox.prune(30, 1)).toBe(0);
    const left = await selectRows<{ to: string }>(
      t.db,
      sql`select to_address as to from mail_outbox where kind = 'prune' order by to_address`,
    );
    expect(left.map((row) => row.to)).toEqual(['new@example.com', 'old-pending@example.com']);
  });
});
