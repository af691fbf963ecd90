import {
  notificationListResponseSchema,
  notificationSettingsSchema,
  type Notification,
  type SnippetDetail,
} from '@cloud-snippets/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, validSnippetInput } from '../../../../test/factories.js';
import { body, buildTestApp, type TestApp } from '../../../../test/helper.js';
import { sql } from 'drizzle-orm';
import { notificationMail } from '../../../mail/notification-mail.js';
import { notificationsRepository } from '../../../repositories/notifications/notifications.repository.js';

/** Notifications: who is told of what, grouped, once; read state; settings; @mention suggestions. */
let t: TestApp;
type Member = Awaited<ReturnType<typeof buildSignedInUser>>;
let bea: Member; // writes snippets
let al: Member;
let cy: Member;
beforeAll(async () => {
  t = await buildTestApp();
  [bea, al, cy] = await Promise.all([buildSignedInUser(t), buildSignedInUser(t), buildSignedInUser(t)]);
});
afterAll(async () => {
  await t.close();
});

async function snippetOf(member: Member, overrides: Record<string, unknown> = {}): Promise<SnippetDetail> {
  const response = await t.injectAs(member.token, {
    method: 'POST',
    url: '/api/snippets',
    payload: validSnippetInput(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return body<{ snippet: SnippetDetail }>(response).snippet;
}

async function comment(member: Member, snippetId: string, content: string, parentCommentId?: string) {
  const response = await t.injectAs(member.token, {
    method: 'POST',
    url: '/api/comments',
    payload: { snippetId, content, ...(parentCommentId && { parentCommentId }) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return body<{ comment: { _id: string } }>(response).comment;
}

async function inbox(member: Member, query = '') {
  const response = await t.injectAs(member.token, { method: 'GET', url: `/api/notifications${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return notificationListResponseSchema.parse(body(response));
}
const about = (list: { notifications: Notification[] }, slug: string) =>
  list.notifications.filter((n) => n.snippet?.slug === slug);
const readAll = (member: Member) =>
  t.injectAs(member.token, { method: 'POST', url: '/api/notifications/read', payload: { all: true } });

describe('notifications of comments, replies and mentions', () => {
  it("tells a snippet's author of comments, grouped while unread, never of their own", async () => {
    const snippet = await snippetOf(bea);
    await comment(bea, snippet._id, 'My own note');
    expect(about(await inbox(bea), snippet.slug)).toEqual([]);
    await comment(al, snippet._id, 'Works great on my org');
    await comment(cy, snippet._id, 'Same here');
    await comment(al, snippet._id, 'One more thing');
    const [grouped, ...rest] = about(await inbox(bea), snippet.slug);
    expect(rest).toEqual([]);
    expect(grouped).toMatchObject({
      kind: 'comment',
      actorCount: 2,
      actors: [{ username: al.user.username }, { username: cy.user.username }],
      excerpt: 'One more thing',
      read: false,
    });
    expect(about(await inbox(al), snippet.slug)).toEqual([]);
    // Once read, the next comment starts a new notification.
    await readAll(bea);
    await comment(cy, snippet._id, 'Back again');
    const after = about(await inbox(bea), snippet.slug);
    expect(after.map((n) => [n.read, n.actorCount])).toEqual([
      [false, 1],
      [true, 2],
    ]);
  });

  it('tells of a reply once, even when the reply also mentions the member and is on their snippet', async () => {
    const snippet = await snippetOf(bea);
    const top = await comment(bea, snippet._id, 'Ask me anything');
    await readAll(bea);
    await comment(al, snippet._id, `@${bea.user.username} thanks!`, top._id);
    const mine = about(await inbox(bea, '?filter=unread'), snippet.slug);
    expect(mine.map((n) => n.kind)).toEqual(['reply']);
  });

  it('tells each member a comment mentions, who may read the snippet', async () => {
    const open = await snippetOf(bea);
    const text = `cc @${cy.user.username.toUpperCase()} and @nobody_here_at_all, mail me@example.com`;
    const posted = await comment(al, open._id, text);
    expect(about(await inbox(cy), open.slug)).toEqual([
      expect.objectContaining({
        kind: 'mention',
        commentId: posted._id,
        actors: [expect.objectContaining({ username: al.user.username })],
      }),
    ]);
    const hidden = await snippetOf(bea, { visibility: 'private' });
    await comment(bea, hidden._id, `note to self, not to @${cy.user.username}`);
    expect(about(await inbox(cy), hidden.slug)).toEqual([]);
  });
});

describe('notifications of a snippet the moderators hid', () => {
  it('show its title to no other member, in the list or in the mail', async () => {
    const title = 'Hidden by the moderators: a title nobody else sees';
    const snippet = await snippetOf(bea, { title });
    const posted = await comment(al, snippet._id, `look @${cy.user.username}`);
    const mention = (await inbox(cy)).notifications.find((n) => n.commentId === posted._id);
    expect(mention?.snippet?.title).toBe(title);

    await t.db.execute(sql`update snippets set hidden_at = now() where id = ${snippet._id}::uuid`);
    const listed = (await inbox(cy)).notifications.find((n) => n.commentId === posted._id);
    expect(listed).toBeDefined();
    expect(listed?.snippet).toBeNull();
    expect(JSON.stringify(listed)).not.toContain(title);
    // The author still reads it (they are told of the comment on their own snippet).
    const own = (await inbox(bea)).notifications.find((n) => n.commentId === posted._id);
    expect(own?.snippet?.title).toBe(title);

    await t.db.execute(
      sql`update notifications set email_pending = true where comment_id = ${posted._id}::uuid`,
    );
    const mails = await notificationsRepository(t.db).takePendingMails(100);
    const toCy = mails.find((m) => m.recipientId === cy.user.id && m.commentId === posted._id);
    expect(toCy).toBeDefined();
    expect(toCy?.snippet).toBeNull();
    const mail = notificationMail({ publicUrl: 'https://snippets.example.com', secret: 'test' }, toCy!);
    expect(`${mail.subject}\n${mail.text}`).not.toContain(title);
  });
});

describe('notifications of forks, reports and milestones', () => {
  it('tells the original author of forks', async () => {
    const snippet = await snippetOf(bea);
    for (const member of [al, cy]) {
      const fork = await t.injectAs(member.token, {
        method: 'POST',
        url: `/api/snippets/${snippet.slug}/fork`,
      });
      expect(fork.statusCode, fork.body).toBe(201);
    }
    expect(about(await inbox(bea), snippet.slug)).toEqual([
      expect.objectContaining({ kind: 'fork', actorCount: 2 }),
    ]);
  });

  it('tells the author of an out-of-date report with its reason', async () => {
    const snippet = await snippetOf(bea);
    const report = await t.injectAs(al.token, {
      method: 'PUT',
      url: `/api/snippets/${snippet.slug}/outdated`,
      payload: { reason: 'Fails since Winter: the endpoint moved' },
    });
    expect(report.statusCode, report.body).toBe(200);
    // Changing the reason is not a second report.
    await t.injectAs(al.token, {
      method: 'PUT',
      url: `/api/snippets/${snippet.slug}/outdated`,
      payload: { reason: 'The endpoint moved' },
    });
    expect(about(await inbox(bea), snippet.slug)).toEqual([
      expect.objectContaining({ kind: 'outdated', excerpt: 'Fails since Winter: the endpoint moved' }),
    ]);
  });

  it('tells the author when likes reach 10, once, however often the tenth like comes and goes', async () => {
    const snippet = await snippetOf(bea);
    const likers = await Promise.all(Array.from({ length: 10 }, () => buildSignedInUser(t)));
    for (const liker of likers)
      expect(
        (await t.injectAs(liker.token, { method: 'POST', url: `/api/snippets/${snippet._id}/like` }))
          .statusCode,
      ).toBe(200);
    const last = likers.at(-1)!;
    await t.injectAs(last.token, { method: 'POST', url: `/api/snippets/${snippet._id}/unlike` });
    await t.injectAs(last.token, { method: 'POST', url: `/api/snippets/${snippet._id}/like` });
    expect(about(await inbox(bea), snippet.slug)).toEqual([
      expect.objectContaining({ kind: 'milestone', milestone: 10, actors: [], actorCount: 0 }),
    ]);
  });

  it('tells each member of one event once, when it is delivered twice at the same time', async () => {
    const snippet = await snippetOf(bea);
    const notify = notificationsRepository(t.db).notify;
    const event = {
      recipientId: bea.user.id,
      kind: 'fork' as const,
      eventKey: `fork:test-${snippet._id}`,
      groupKey: `snippet:test-${snippet._id}`,
      actorId: al.user.id,
      snippetId: snippet._id,
    };
    const told = await Promise.all([notify(event), notify(event), notify(event)]);
    expect(told.filter(Boolean)).toHaveLength(1);
    expect(about(await inbox(bea), snippet.slug)).toEqual([expect.objectContaining({ actorCount: 1 })]);
  });
});

describe('reading and settings', () => {
  it('marks some or all read, counts the unread, and pages newest first', async () => {
    const reader = await buildSignedInUser(t);
    const snippets = await Promise.all(Array.from({ length: 3 }, () => snippetOf(reader)));
    for (const snippet of snippets) await comment(al, snippet._id, 'Nice');
    const list = await inbox(reader, '?limit=2');
    expect(list).toMatchObject({ unreadCount: 3, totalPages: 2, hasNextPage: true });
    expect(list.notifications.map((n) => n.snippet?.slug)).toEqual([snippets[2]!.slug, snippets[1]!.slug]);
    const marked = await t.injectAs(reader.token, {
      method: 'POST',
      url: '/api/notifications/read',
      payload: { ids: [list.notifications[0]!._id] },
    });
    expect(body(marked)).toEqual({ unreadCount: 2 });
    expect((await inbox(reader, '?filter=unread')).notifications).toHaveLength(2);
    // Another member's ids mark nothing.
    await t.injectAs(al.token, {
      method: 'POST',
      url: '/api/notifications/read',
      payload: { ids: list.notifications.map((n) => n._id) },
    });
    expect((await inbox(reader)).unreadCount).toBe(2);
    expect(body(await readAll(reader))).toEqual({ unreadCount: 0 });
    const count = await t.injectAs(reader.token, { method: 'GET', url: '/api/notifications/unread-count' });
    expect(body(count)).toEqual({ unreadCount: 0 });
  });

  it('keeps a kind turned off from the member, and refuses unknown kinds and channels', async () => {
    const quiet = await buildSignedInUser(t);
    const put = (settings: unknown) =>
      t.injectAs(quiet.token, { method: 'PUT', url: '/api/notifications/settings', payload: { settings } });
    const saved = await put({ comment: 'off' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(notificationSettingsSchema.parse(body(saved)).settings).toMatchObject({
      comment: 'off',
      reply: 'in-app',
    });
    for (const bad of [{ comment: 'pigeon' }, { gossip: 'off' }, 'off'])
      expect((await put(bad)).statusCode).toBe(400);
    const snippet = await snippetOf(quiet);
    await comment(al, snippet._id, 'Hello?');
    expect(about(await inbox(quiet), snippet.slug)).toEqual([]);
  });

  it('is for members only', async () => {
    for (const url of [
      '/api/notifications',
      '/api/notifications/unread-count',
      '/api/notifications/settings',
      '/api/users/mentions?q=a',
    ])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('GET /api/users/mentions', () => {
  it('suggests usernames by prefix, case aside, with _ taken literally', async () => {
    const tag = `mx${Date.now().toString(36)}`;
    await buildSignedInUser(t, { username: `${tag}_Ada` });
    await buildSignedInUser(t, { username: `${tag}xAda` });
    const suggest = async (q: string) =>
      body<{ users: { username: string }[] }>(
        await t.injectAs(al.token, { method: 'GET', url: `/api/users/mentions?q=${encodeURIComponent(q)}` }),
      ).users.map((u) => u.username);
    expect(await suggest(`${tag.toUpperCase()}_`)).toEqual([`${tag}_Ada`]);
    expect((await suggest(tag)).sort()).toEqual([`${tag}_Ada`, `${tag}xAda`].sort());
    expect(await suggest('')).toEqual([]);
    const bad = await t.injectAs(al.token, { method: 'GET', url: '/api/users/mentions?q=%25' });
    expect(bad.statusCode).toBe(400);
  });
});
