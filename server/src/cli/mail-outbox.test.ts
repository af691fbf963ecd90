import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { mailRepository } from '../repositories/mail/mail.repository.js';
import { recentMails } from './mail-outbox.js';

let t: TestApp;
beforeAll(async () => {
  // No sender claims the mail here: a poll far away, and no SMTP (a claimed mail would be logged, which is fine too).
  t = await buildTestApp({ mail: { smtpUrl: null, from: 'x <x@test.local>', pollMs: 3_600_000 } });
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
