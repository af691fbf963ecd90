import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccessToken, buildSignedInUser, buildSnippet } from '../../../../test/factories.js';
import { buildTestApp, rateLimitStores, testConfig, type TestApp } from '../../../../test/helper.js';

// Decision 073: a personal access token spends its member's allowance, the one their sessions spend.

describe.each(rateLimitStores)('rate limits with an access token ($store)', ({ redis }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      rateLimits: { ...testConfig().rateLimits, reactionsPerMember: { points: 4, durationSeconds: 60 } },
      redis,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("counts a token's reactions against its member, with their session's", async () => {
    const { user, token: session } = await buildSignedInUser(t);
    const pat = await buildAccessToken(t.db, user.id, { scopes: ['write'] });
    const author = await buildSignedInUser(t);
    const snippet = await buildSnippet(t.db, author.user.id);
    const react = (token: string, action: 'like' | 'unlike') =>
      t.injectAs(token, { method: 'POST', url: `/api/snippets/${snippet.id}/${action}` });
    expect((await react(session, 'like')).statusCode).toBe(200);
    expect((await react(pat.token, 'unlike')).statusCode).toBe(200);
    expect((await react(session, 'like')).statusCode).toBe(200);
    expect((await react(pat.token, 'unlike')).statusCode).toBe(200);
    const spent = await react(pat.token, 'like');
    expect(spent.statusCode).toBe(429);
    expect(spent.headers['retry-after']).toBeDefined();
    expect((await react(session, 'like')).statusCode).toBe(429);
    // Another token of another member has its own allowance.
    const other = await buildSignedInUser(t);
    const theirs = await buildAccessToken(t.db, other.user.id, { scopes: ['write'] });
    expect((await react(theirs.token, 'like')).statusCode).toBe(200);
  });
});
