import { NEW_MEMBER_MESSAGES, NEW_MEMBER_STANDING_DAYS } from '@cloud-snippets/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildSnippet } from '../../../../test/factories.js';
import { body, buildTestApp, type TestApp } from '../../../../test/helper.js';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ newMembers: { hours: 24, snippets: 2, comments: 1 } });
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof buildSignedInUser>>;

const post = (who: Member, n: number) =>
  t.injectAs(who.token, {
    method: 'POST',
    url: '/api/snippets',
    payload: {
      title: `New member snippet ${n} ${who.user.username}`,
      platform: 'crm',
      category: 'apex',
      codeLanguage: 'apex',
      description: 'A snippet',
      code: 'System.debug(1);',
      tags: [],
    },
  });
const allowance = async (who: Member) => {
  const response = await t.injectAs(who.token, { method: 'GET', url: '/api/users/allowance' });
  expect(response.statusCode).toBe(200);
  return body<{ limited: boolean; max: number; left: number; nextAt: string | null; liftsAt: string | null }>(
    response,
  );
};

describe('new members', () => {
  it('post a few snippets a day, are told so before, and wait for the oldest to turn a day old', async () => {
    const fresh = await buildSignedInUser(t, { createdAt: daysAgo(2) });
    const before = await allowance(fresh);
    expect(before).toMatchObject({ limited: true, max: 2, left: 2, nextAt: null });
    expect(new Date(before.liftsAt!).getTime()).toBeCloseTo(
      fresh.user.createdAt.getTime() + NEW_MEMBER_STANDING_DAYS * DAY_MS,
      -4,
    );
    expect((await post(fresh, 1)).statusCode).toBe(201);
    expect((await allowance(fresh)).left).toBe(1);
    expect((await post(fresh, 2)).statusCode).toBe(201);
    const after = await allowance(fresh);
    expect(after.left).toBe(0);
    expect(new Date(after.nextAt!).getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    const third = await post(fresh, 3);
    expect(third.statusCode).toBe(429);
    expect(body(third).message).toBe(NEW_MEMBER_MESSAGES.limit('snippets', 2));
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(23 * 3600);
  });

  it('fork as much as they like: a fork is not a new snippet', async () => {
    const author = await buildSignedInUser(t, { createdAt: daysAgo(30), emailVerifiedAt: daysAgo(30) });
    const original = await buildSnippet(t.db, author.user.id);
    const fresh = await buildSignedInUser(t);
    for (let n = 0; n < 3; n += 1) {
      const fork = await t.injectAs(fresh.token, {
        method: 'POST',
        url: `/api/snippets/${original.id}/fork`,
      });
      expect(fork.statusCode).toBe(201);
    }
    expect((await allowance(fresh)).left).toBe(2);
    expect((await post(fresh, 1)).statusCode).toBe(201);
  });

  it('are limited no longer once their address is confirmed or they have a week’s standing', async () => {
    const confirmed = await buildSignedInUser(t, { emailVerifiedAt: new Date() });
    const week = await buildSignedInUser(t, { createdAt: daysAgo(NEW_MEMBER_STANDING_DAYS + 1) });
    for (const who of [confirmed, week]) {
      expect(await allowance(who)).toEqual({ limited: false, max: 2, left: 2, nextAt: null, liftsAt: null });
      for (let n = 1; n <= 3; n += 1) expect((await post(who, n)).statusCode).toBe(201);
    }
  });

  it('post a comment or so a day, as long as the snippets', async () => {
    const author = await buildSignedInUser(t, { emailVerifiedAt: new Date() });
    const snippetId = body<{ snippet: { _id: string } }>(await post(author, 1)).snippet._id;
    const fresh = await buildSignedInUser(t);
    const confirmed = await buildSignedInUser(t, { emailVerifiedAt: new Date() });
    const comment = (who: Member) =>
      t.injectAs(who.token, {
        method: 'POST',
        url: '/api/comments',
        payload: { snippetId, content: 'Hi there' },
      });
    expect((await comment(fresh)).statusCode).toBe(201);
    const second = await comment(fresh);
    expect(second.statusCode).toBe(429);
    expect(body(second).message).toBe(NEW_MEMBER_MESSAGES.limit('comments', 1));
    expect((await comment(confirmed)).statusCode).toBe(201);
    expect((await comment(confirmed)).statusCode).toBe(201);
  });

  it('asks who is asking', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/allowance' })).statusCode).toBe(401);
  });
});
