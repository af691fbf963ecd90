import {
  MODERATION_LIMITS,
  MODERATION_MESSAGES,
  moderationLogSchema,
  notificationListResponseSchema,
  reportQueueSchema,
} from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_PASSWORD, buildComment, buildSignedInUser, buildSnippet } from '../../../../test/factories.js';
import { body, buildTestApp, type TestApp } from '../../../../test/helper.js';
import { readContentVersion } from '../../../db/content-version.js';
import { counterDrift } from '../../../db/counters.js';
import { selectRows } from '../../../db/rows.js';

/** Moderation: reports, the queue, hide / restore / delete / suspend, the log, the automatic hide. */
let t: TestApp;
type Member = Awaited<ReturnType<typeof buildSignedInUser>>;
let moderator: Member;
let admin: Member;
beforeAll(async () => {
  t = await buildTestApp();
  moderator = await buildSignedInUser(t, { role: 'moderator' });
  admin = await buildSignedInUser(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

const WEEKS_AGO = new Date(Date.now() - 30 * 86_400_000);
/** A member in good standing: a month old, address confirmed. */
const standing = () => buildSignedInUser(t, { createdAt: WEEKS_AGO, emailVerifiedAt: WEEKS_AGO });
const member = () => buildSignedInUser(t);

const report = (who: Member, payload: Record<string, unknown>) =>
  t.injectAs(who.token, { method: 'POST', url: '/api/reports', payload: { reason: 'spam', ...payload } });
const act = (who: Member, payload: Record<string, unknown>) =>
  t.injectAs(who.token, { method: 'POST', url: '/api/moderation/actions', payload });
async function queue(who: Member = moderator) {
  const response = await t.injectAs(who.token, { method: 'GET', url: '/api/moderation/reports' });
  expect(response.statusCode, response.body).toBe(200);
  return reportQueueSchema.parse(body(response));
}
const guestReads = (slug: string) => t.app.inject({ method: 'GET', url: `/api/snippets/${slug}` });
async function notificationsOf(who: Member) {
  const response = await t.injectAs(who.token, { method: 'GET', url: '/api/notifications' });
  expect(response.statusCode, response.body).toBe(200);
  return notificationListResponseSchema.parse(body(response)).notifications;
}

describe('reporting', () => {
  it('takes a report of a snippet, a comment and a profile, once per member per item', async () => {
    const [author, reporter] = [await member(), await member()];
    const snippet = await buildSnippet(t.db, author.user.id);
    const commentId = await buildComment(t.db, { snippetId: snippet.id, authorId: author.user.id });
    for (const payload of [
      { targetKind: 'snippet', target: snippet.slug },
      { targetKind: 'comment', target: commentId },
      { targetKind: 'profile', target: author.user.username.toUpperCase() },
    ]) {
      const first = await report(reporter, payload);
      expect(first.statusCode, first.body).toBe(201);
      expect(body(first)).toEqual({ message: MODERATION_MESSAGES.reported });
      const again = await report(reporter, { ...payload, reason: 'offensive' });
      expect(again.statusCode).toBe(409);
      expect(body(again).message).toBe(MODERATION_MESSAGES.alreadyReported);
    }
    const items = (await queue()).items.filter((item) => item.author.username === author.user.username);
    expect(items.map((item) => item.targetKind).sort()).toEqual(['comment', 'profile', 'snippet']);
    const onSnippet = items.find((item) => item.targetKind === 'snippet')!;
    expect(onSnippet).toMatchObject({
      title: snippet.title,
      href: `/snippets/${snippet.slug}`,
      hidden: false,
    });
    expect(onSnippet.reports).toEqual([
      expect.objectContaining({ reporter: reporter.user.username, reason: 'spam' }),
    ]);
    expect(onSnippet.excerpt).toContain('trigger AccountTrigger');
  });

  it('refuses guests, one’s own content, what cannot be read, and bad input, storing nothing', async () => {
    const author = await member();
    const snippet = await buildSnippet(t.db, author.user.id);
    const secret = await buildSnippet(t.db, author.user.id, { visibility: 'private' });
    const [before] = await selectRows<{ n: number }>(t.db, sql`select count(*)::int as n from reports`);
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: { targetKind: 'snippet', target: snippet.slug, reason: 'spam' },
    });
    expect(guest.statusCode).toBe(401);
    const own = await report(author, { targetKind: 'snippet', target: snippet.slug });
    expect(own.statusCode).toBe(403);
    expect(body(own).message).toBe(MODERATION_MESSAGES.cannotReportOwn);
    const other = await member();
    for (const payload of [
      { targetKind: 'snippet', target: secret.slug },
      { targetKind: 'snippet', target: 'no-such-snippet' },
      { targetKind: 'comment', target: 'not-a-uuid' },
      { targetKind: 'profile', target: 'nobody_here_at_all' },
    ])
      expect((await report(other, payload)).statusCode, JSON.stringify(payload)).toBe(404);
    const noDetails = await report(other, { targetKind: 'snippet', target: snippet.slug, reason: 'other' });
    expect(noDetails.statusCode).toBe(400);
    expect(body(noDetails).errors).toEqual([
      { field: 'details', error: MODERATION_MESSAGES.detailsRequired },
    ]);
    const badReason = await report(other, { targetKind: 'snippet', target: snippet.slug, reason: 'boring' });
    expect(badReason.statusCode).toBe(400);
    const [after] = await selectRows<{ n: number }>(t.db, sql`select count(*)::int as n from reports`);
    expect(after!.n).toBe(before!.n);
  });

  it(`hides an item reported by ${MODERATION_LIMITS.autoHideReports} members in good standing until reviewed`, async () => {
    const author = await member();
    const snippet = await buildSnippet(t.db, author.user.id);
    // New members do not count towards the automatic hide, however many they are.
    for (let i = 0; i < MODERATION_LIMITS.autoHideReports; i += 1)
      expect((await report(await member(), { targetKind: 'snippet', target: snippet.slug })).statusCode).toBe(
        201,
      );
    expect((await guestReads(snippet.slug)).statusCode).toBe(200);
    // Reports at once from members in good standing count each other: the item's row is locked in turn.
    const reporters = await Promise.all(Array.from({ length: MODERATION_LIMITS.autoHideReports }, standing));
    const version = await readContentVersion(t.db);
    const answers = await Promise.all(
      reporters.map((r) => report(r, { targetKind: 'snippet', target: snippet.slug })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(reporters.map(() => 201));
    // Rendered pages of it are out of date on every process.
    expect(await readContentVersion(t.db)).not.toBe(version);
    expect((await guestReads(snippet.slug)).statusCode).toBe(404);
    const item = (await queue()).items.find((i) => i.targetId === snippet.id)!;
    expect(item).toMatchObject({ hidden: true, autoHidden: true });
    expect(item.reports).toHaveLength(MODERATION_LIMITS.autoHideReports * 2);
    const told = await notificationsOf(author);
    expect(told[0]).toMatchObject({
      kind: 'moderation',
      moderation: { action: 'auto-hide', target: 'snippet' },
    });
    // Dismissing the reports shows it again: the reports hid it, not a moderator.
    expect(
      (await act(moderator, { targetKind: 'snippet', targetId: snippet.id, action: 'dismiss' })).statusCode,
    ).toBe(200);
    expect((await guestReads(snippet.slug)).statusCode).toBe(200);
    expect((await queue()).items.some((i) => i.targetId === snippet.id)).toBe(false);
    expect(await counterDrift(t.db)).toEqual([]);
  });
});

describe('moderators act', () => {
  it('hides a snippet for everyone but its author and the moderators, and restores it', async () => {
    const [author, reporter] = [await member(), await member()];
    const snippet = await buildSnippet(t.db, author.user.id, { tags: ['moderated-tag'] });
    await report(reporter, { targetKind: 'snippet', target: snippet.slug });
    const hide = await act(moderator, {
      targetKind: 'snippet',
      targetId: snippet.id,
      action: 'hide',
      reason: 'Advertises a paid course',
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(body(hide).message).toBe(MODERATION_MESSAGES.done.hide);
    expect((await guestReads(snippet.slug)).statusCode).toBe(404);
    expect(
      (await t.injectAs(reporter.token, { method: 'GET', url: `/api/snippets/${snippet.slug}` })).statusCode,
    ).toBe(404);
    for (const who of [author, moderator, admin]) {
      const seen = await t.injectAs(who.token, { method: 'GET', url: `/api/snippets/${snippet.slug}` });
      expect(seen.statusCode).toBe(200);
      expect(body(seen).snippet).toMatchObject({ hidden: true });
    }
    // Not listed, not counted, not searched.
    const list = await t.app.inject({ method: 'GET', url: '/api/snippets?tag=moderated-tag' });
    expect(body<{ totalSnippets: number }>(list).totalSnippets).toBe(0);
    const profile = await t.app.inject({ method: 'GET', url: `/api/users/${author.user.username}` });
    expect(body<{ user: { stats: { totalSnippets: number } } }>(profile).user.stats.totalSnippets).toBe(0);
    expect(await counterDrift(t.db)).toEqual([]);
    const [told] = await notificationsOf(author);
    expect(told).toMatchObject({
      kind: 'moderation',
      excerpt: 'Advertises a paid course',
      moderation: { action: 'hide', target: 'snippet', subject: snippet.title },
      snippet: { slug: snippet.slug },
    });
    expect((await queue()).items.some((i) => i.targetId === snippet.id)).toBe(false);

    const restore = await act(moderator, {
      targetKind: 'snippet',
      targetId: snippet.id,
      action: 'restore',
      reason: 'Appeal accepted',
    });
    expect(restore.statusCode).toBe(200);
    expect((await guestReads(snippet.slug)).statusCode).toBe(200);
    const again = await act(moderator, {
      targetKind: 'snippet',
      targetId: snippet.id,
      action: 'restore',
      reason: 'x',
    });
    expect(again.statusCode).toBe(409);
    expect(await counterDrift(t.db)).toEqual([]);
  });

  it('hides a comment from everyone but its author and the moderators', async () => {
    const [author, commenter, reader] = [await member(), await member(), await member()];
    const snippet = await buildSnippet(t.db, author.user.id);
    const commentId = await buildComment(t.db, { snippetId: snippet.id, authorId: commenter.user.id });
    await report(reader, { targetKind: 'comment', target: commentId });
    expect(
      (await act(moderator, { targetKind: 'comment', targetId: commentId, action: 'hide', reason: 'Rude' }))
        .statusCode,
    ).toBe(200);
    const threadIds = async (who: Member | null) => {
      const url = `/api/comments/snippet/${snippet.id}`;
      const response = who
        ? await t.injectAs(who.token, { method: 'GET', url })
        : await t.app.inject({ method: 'GET', url });
      return body<{ comments: { _id: string; hidden?: boolean }[] }>(response).comments;
    };
    expect(await threadIds(null)).toEqual([]);
    expect(await threadIds(reader)).toEqual([]);
    expect(await threadIds(commenter)).toEqual([expect.objectContaining({ _id: commentId, hidden: true })]);
    expect(await threadIds(moderator)).toEqual([expect.objectContaining({ _id: commentId, hidden: true })]);
    // Nobody else replies to or reacts on what they cannot see.
    const reply = await t.injectAs(reader.token, {
      method: 'POST',
      url: '/api/comments',
      payload: { snippetId: snippet.id, parentCommentId: commentId, content: 'Replying to a hidden comment' },
    });
    expect(reply.statusCode).toBeGreaterThanOrEqual(400);
    expect(reply.statusCode).toBeLessThan(500);
    const [told] = await notificationsOf(commenter);
    expect(told).toMatchObject({ kind: 'moderation', moderation: { action: 'hide', target: 'comment' } });
  });

  it('deletes a snippet and a comment, keeping their lines in the log', async () => {
    const [author, reporter] = [await member(), await member()];
    const snippet = await buildSnippet(t.db, author.user.id);
    const other = await buildSnippet(t.db, author.user.id);
    const commentId = await buildComment(t.db, { snippetId: other.id, authorId: author.user.id });
    await report(reporter, { targetKind: 'snippet', target: snippet.slug });
    await report(reporter, { targetKind: 'comment', target: commentId });
    expect(
      (
        await act(moderator, {
          targetKind: 'snippet',
          targetId: snippet.id,
          action: 'delete',
          reason: 'Malware',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await act(moderator, {
          targetKind: 'comment',
          targetId: commentId,
          action: 'delete',
          reason: 'Spam link',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await t.injectAs(author.token, { method: 'GET', url: `/api/snippets/${snippet.slug}` })).statusCode,
    ).toBe(404);
    const [row] = await selectRows<{ n: number }>(
      t.db,
      sql`select comment_count as n from snippets where id = ${other.id}::uuid`,
    );
    expect(row!.n).toBe(0);
    expect(await counterDrift(t.db)).toEqual([]);
    const log = moderationLogSchema.parse(
      body(await t.injectAs(admin.token, { method: 'GET', url: '/api/moderation/log' })),
    );
    expect(log.entries.slice(0, 2)).toEqual([
      expect.objectContaining({
        action: 'delete',
        targetKind: 'comment',
        moderator: moderator.user.username,
        reason: 'Spam link',
      }),
      expect.objectContaining({
        action: 'delete',
        targetKind: 'snippet',
        targetTitle: snippet.title,
        author: author.user.username,
      }),
    ]);
    const told = await notificationsOf(author);
    expect(told.find((n) => n.moderation?.target === 'snippet')).toMatchObject({
      snippet: null,
      moderation: { action: 'delete', subject: snippet.title },
    });
    expect(
      (await act(moderator, { targetKind: 'snippet', targetId: snippet.id, action: 'hide', reason: 'x' }))
        .statusCode,
    ).toBe(404);
    const profileDelete = await act(moderator, {
      targetKind: 'profile',
      targetId: author.user.id,
      action: 'delete',
      reason: 'x',
    });
    expect(profileDelete.statusCode).toBe(400);
  });

  it('suspends an author: their sessions end at once, sign-in is refused until it ends, and lifting it works', async () => {
    const [author, reporter] = [await member(), await member()];
    const snippet = await buildSnippet(t.db, author.user.id);
    await report(reporter, { targetKind: 'snippet', target: snippet.slug });
    const missingDays = await act(moderator, {
      targetKind: 'snippet',
      targetId: snippet.id,
      action: 'suspend',
      reason: 'Spam',
    });
    expect(missingDays.statusCode).toBe(400);
    const suspend = await act(moderator, {
      targetKind: 'snippet',
      targetId: snippet.id,
      action: 'suspend',
      reason: 'Spam, three times',
      days: 7,
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    // The token that worked a moment ago does not any more: posting, reacting, anything.
    const post = await t.injectAs(author.token, {
      method: 'POST',
      url: '/api/comments',
      payload: { snippetId: snippet.id, content: 'Still here?' },
    });
    expect(post.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: author.user.username, password: KNOWN_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(body(login).message).toMatch(/^Your account is suspended until /);
    // A wrong password says nothing about the suspension.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: author.user.username, password: 'Wrong#Pass1' },
    });
    expect(wrong.statusCode).toBe(401);
    expect((await guestReads(snippet.slug)).statusCode).toBe(404);
    const item = (await queue()).items.find((i) => i.targetId === snippet.id);
    expect(item).toBeUndefined();

    const lift = await t.injectAs(moderator.token, {
      method: 'DELETE',
      url: `/api/moderation/suspensions/${author.user.username}`,
    });
    expect(lift.statusCode, lift.body).toBe(200);
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: author.user.username, password: KNOWN_PASSWORD },
    });
    expect(back.statusCode).toBe(200);
    const liftAgain = await t.injectAs(moderator.token, {
      method: 'DELETE',
      url: `/api/moderation/suspensions/${author.user.username}`,
    });
    expect(liftAgain.statusCode).toBe(409);
  });

  it('suspends for good, and a suspension that has run out lets the member back', async () => {
    const [author, reporter] = [await member(), await member()];
    await report(reporter, { targetKind: 'profile', target: author.user.username });
    const suspend = await act(admin, {
      targetKind: 'profile',
      targetId: author.user.id,
      action: 'suspend',
      reason: 'Bot',
      days: null,
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { identifier: author.user.email, password: KNOWN_PASSWORD },
      });
    expect(body(await login()).message).toBe(MODERATION_MESSAGES.suspended(null, 'Bot'));
    expect(MODERATION_MESSAGES.suspended(null, 'Bot')).toBe('Your account is suspended. Reason: Bot');
    // The profile was what was reported: it is hidden too.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/users/${author.user.username}` })).statusCode,
    ).toBe(404);
    const seen = await t.injectAs(moderator.token, {
      method: 'GET',
      url: `/api/users/${author.user.username}`,
    });
    // Marked for the moderators (and the member): the page shows the hidden banner.
    expect([seen.statusCode, body<{ user: { hidden?: boolean } }>(seen).user.hidden]).toEqual([200, true]);
    await t.db.execute(
      sql`update users set suspended_until = now() - interval '1 minute' where id = ${author.user.id}::uuid`,
    );
    expect((await login()).statusCode).toBe(200);
  });
});

describe('who may moderate', () => {
  it('keeps the queue, the actions and the log to moderators and admins', async () => {
    const plain = await member();
    for (const [method, url] of [
      ['GET', '/api/moderation/reports'],
      ['GET', '/api/moderation/log'],
      ['POST', '/api/moderation/actions'],
      ['DELETE', '/api/moderation/suspensions/anyone'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
      const forbidden = await t.injectAs(plain.token, { method, url, payload: {} });
      expect(forbidden.statusCode, url).toBe(403);
    }
  });

  it('refuses to act on the content of a moderator or an admin, but an admin acts on a moderator’s', async () => {
    const other = await buildSignedInUser(t, { role: 'moderator' });
    const snippet = await buildSnippet(t.db, other.user.id);
    const byModerator = await act(moderator, {
      targetKind: 'snippet',
      targetId: snippet.id,
      action: 'hide',
      reason: 'x',
    });
    expect(byModerator.statusCode).toBe(403);
    expect(body(byModerator).message).toBe(MODERATION_MESSAGES.cannotModerateStaff);
    const adminSnippet = await buildSnippet(t.db, admin.user.id);
    expect(
      (await act(admin, { targetKind: 'snippet', targetId: adminSnippet.id, action: 'hide', reason: 'x' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await act(admin, { targetKind: 'snippet', targetId: snippet.id, action: 'hide', reason: 'x' }))
        .statusCode,
    ).toBe(200);
  });

  it('asks for a reason for every action but a dismissal, and refuses a bad cursor', async () => {
    const author = await member();
    const snippet = await buildSnippet(t.db, author.user.id);
    const noReason = await act(moderator, { targetKind: 'snippet', targetId: snippet.id, action: 'hide' });
    expect(noReason.statusCode).toBe(400);
    expect(body(noReason).errors).toEqual([{ field: 'reason', error: MODERATION_MESSAGES.reasonRequired }]);
    const cursor = await t.injectAs(moderator.token, {
      method: 'GET',
      url: '/api/moderation/reports?cursor=nonsense',
    });
    expect(cursor.statusCode).toBe(400);
  });
});

describe('how often a member reports', () => {
  it(`answers 429 past the member's allowance, with what to do`, async () => {
    const limited = await buildTestApp({
      rateLimits: { ...t.config.rateLimits, reportsPerMember: { points: 2, durationSeconds: 3600 } },
    });
    try {
      const author = await buildSignedInUser(limited);
      const reporter = await buildSignedInUser(limited);
      const statuses: number[] = [];
      for (let n = 0; n < 3; n += 1) {
        const snippet = await buildSnippet(limited.db, author.user.id);
        const response = await limited.injectAs(reporter.token, {
          method: 'POST',
          url: '/api/reports',
          payload: { targetKind: 'snippet', target: snippet.slug, reason: 'spam' },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429)
          expect(body(response).message).toBe(MODERATION_MESSAGES.tooManyReports);
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
