import { randomBytes } from 'node:crypto';
import { COMMENT } from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import type { Config } from '../../../config.js';
import { buildComment, buildSignedInUser, buildSnippet, buildUser } from '../../../../test/factories.js';
import { body, buildTestApp, testConfig, type TestApp, rateLimitStores } from '../../../../test/helper.js';
import { selectRows } from '../../../db/rows.js';

const redisUrl = process.env.REDIS_URL;

/** Three comments per member per minute. */
const limits = (): Config['rateLimits'] => ({
  ...testConfig().rateLimits,
  commentsPerMember: { points: 3, durationSeconds: 60 },
});

const post = (t: TestApp, token: string, payload: Record<string, unknown>) =>
  t.injectAs(token, { method: 'POST', url: '/api/comments', payload });

const storedBy = async (t: TestApp, authorId: string) =>
  (
    await selectRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from comments where author_id = ${authorId}::uuid`,
    )
  )[0]?.n;

describe.each(rateLimitStores)('comment rate limit ($store)', ({ redis }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimits: limits(), redis });
  });
  afterAll(async () => {
    await t.close();
  });

  it("refuses a member's fourth comment or reply in a minute with 429 and Retry-After; others still post", async () => {
    const author = await buildUser(t.db);
    const snippet = await buildSnippet(t.db, author.id);
    const parentId = await buildComment(t.db, { snippetId: snippet.id, authorId: author.id });
    const busy = await buildSignedInUser(t);
    const other = await buildSignedInUser(t);

    for (const payload of [
      { snippetId: snippet.id, content: 'One' },
      { snippetId: snippet.id, content: 'Two', parentCommentId: parentId },
      { snippetId: snippet.slug, content: 'Three' },
    ])
      expect((await post(t, busy.token, payload)).statusCode).toBe(201);
    for (const payload of [
      { snippetId: snippet.id, content: 'Four' },
      { snippetId: snippet.id, content: 'Four, as a reply', parentCommentId: parentId },
    ]) {
      const refused = await post(t, busy.token, payload);
      expect(refused.statusCode).toBe(429);
      expect(body(refused)).toEqual({ message: 'Too many comments. Please wait before posting again.' });
      expect(body(refused)).toEqual({ message: COMMENT.tooMany });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    expect(await storedBy(t, busy.user.id)).toBe(3);
    expect((await post(t, other.token, { snippetId: snippet.id, content: 'Me too' })).statusCode).toBe(201);
  });

  it('spends nothing on refused posts: invalid text, unknown snippet, bad parent', async () => {
    const author = await buildUser(t.db);
    const snippet = await buildSnippet(t.db, author.id);
    const member = await buildSignedInUser(t);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await post(t, member.token, { snippetId: snippet.id, content: ' ' })).statusCode).toBe(400);
      expect((await post(t, member.token, { snippetId: 'missing', content: 'Hi' })).statusCode).toBe(404);
      const badParent = { snippetId: snippet.id, content: 'Hi', parentCommentId: 'missing' };
      expect((await post(t, member.token, badParent)).statusCode).toBe(400);
    }
    for (let attempt = 0; attempt < 3; attempt++)
      expect(
        (await post(t, member.token, { snippetId: snippet.id, content: `Hi ${attempt}` })).statusCode,
      ).toBe(201);
  });
});

describe.skipIf(!redisUrl)('comment rate limit shared through Redis', () => {
  it('counts posts made through one app process in another', async () => {
    const redis = { url: redisUrl ?? '', keyPrefix: `cs-test-${randomBytes(6).toString('hex')}` };
    // Two app processes on one database and one Redis, as behind a load balancer.
    const first = await buildTestApp({ rateLimits: limits(), redis });
    const second = await buildApp({ config: first.config, database: first.app.database });
    await second.ready();
    const viaSecond = (token: string, payload: Record<string, unknown>) =>
      second.inject({
        method: 'POST',
        url: '/api/comments',
        payload,
        headers: { authorization: `Bearer ${token}` },
      });
    try {
      const author = await buildUser(first.db);
      const snippet = await buildSnippet(first.db, author.id);
      const member = await buildSignedInUser(first);
      const other = await buildSignedInUser(first);
      expect((await post(first, member.token, { snippetId: snippet.id, content: 'One' })).statusCode).toBe(
        201,
      );
      expect((await viaSecond(member.token, { snippetId: snippet.id, content: 'Two' })).statusCode).toBe(201);
      expect((await post(first, member.token, { snippetId: snippet.id, content: 'Three' })).statusCode).toBe(
        201,
      );
      for (const refused of [
        await viaSecond(member.token, { snippetId: snippet.id, content: 'Four' }),
        await post(first, member.token, { snippetId: snippet.id, content: 'Four' }),
      ]) {
        expect(refused.statusCode).toBe(429);
        expect(body(refused)).toEqual({ message: COMMENT.tooMany });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(await storedBy(first, member.user.id)).toBe(3);
      expect((await viaSecond(other.token, { snippetId: snippet.id, content: 'Fine' })).statusCode).toBe(201);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
