import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildAccessToken, buildSignedInUser, KNOWN_PASSWORD } from '../../../test/factories.js';
import { buildTestApp, buildTestAppBeside, isPostgresRun, type TestApp } from '../../../test/helper.js';

// Decision 073: personal access tokens are cached per process as sessions are (decision 037), and a revocation is
// announced ('t:<id>') to every process by the access_tokens trigger.

let first: TestApp;
beforeAll(async () => {
  first = await buildTestApp();
});
afterAll(async () => {
  await first.close();
});

const whoAmI = (t: TestApp, token: string) => t.injectAs(token, { method: 'GET', url: '/api/auth/profile' });
/** Polled, never waited for a fixed time: the other process hears the announcement a moment later at most. */
const rejectedSoon = (t: TestApp, token: string) =>
  vi.waitFor(async () => expect((await whoAmI(t, token)).statusCode).toBe(401), {
    timeout: 2000,
    interval: 2,
  });

async function deleteTokenUnannounced(t: TestApp, id: string) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`alter table access_tokens disable trigger access_tokens_auth_invalidation`);
    await tx.execute(sql`delete from access_tokens where id = ${id}`);
    await tx.execute(sql`alter table access_tokens enable trigger access_tokens_auth_invalidation`);
  });
}

describe('access tokens on one process', () => {
  it('answers a token it checked a moment ago from memory (one deleted unannounced still works)', async () => {
    const { user } = await buildSignedInUser(first);
    const pat = await buildAccessToken(first.db, user.id);
    expect((await whoAmI(first, pat.token)).statusCode).toBe(200);
    await deleteTokenUnannounced(first, pat.id);
    expect((await whoAmI(first, pat.token)).statusCode).toBe(200);
  });

  it('forgets a token deleted in the database by anyone once it is announced', async () => {
    const { user } = await buildSignedInUser(first);
    const pat = await buildAccessToken(first.db, user.id);
    expect((await whoAmI(first, pat.token)).statusCode).toBe(200);
    await first.db.execute(sql`delete from access_tokens where id = ${pat.id}`);
    await vi.waitFor(async () => expect((await whoAmI(first, pat.token)).statusCode).toBe(401), {
      timeout: 5000,
    });
  });
});

describe.runIf(isPostgresRun)('access tokens on two app processes', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await buildTestAppBeside(first);
  });
  afterAll(async () => {
    await second?.close();
  });

  it('a token revoked on one process stops working on the other as soon as it is announced', async () => {
    const { user, token } = await buildSignedInUser(first);
    const pat = await buildAccessToken(first.db, user.id);
    expect((await whoAmI(first, pat.token)).statusCode).toBe(200);
    expect((await whoAmI(second, pat.token)).statusCode).toBe(200);
    const revoked = await second.injectAs(token, { method: 'DELETE', url: `/api/tokens/${pat.id}` });
    expect(revoked.statusCode).toBe(204);
    expect((await whoAmI(second, pat.token)).statusCode).toBe(401);
    await rejectedSoon(first, pat.token);
  });

  it('an account deleted on one process ends its tokens on the other once announced', async () => {
    const { user, token } = await buildSignedInUser(first);
    const pat = await buildAccessToken(first.db, user.id);
    expect((await whoAmI(first, pat.token)).statusCode).toBe(200);
    const deleted = await second.injectAs(token, {
      method: 'DELETE',
      url: '/api/users/account',
      payload: { password: KNOWN_PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    await rejectedSoon(first, pat.token);
  });

  it("a suspension on one process ends the member's tokens on the other once announced", async () => {
    const moderator = await buildSignedInUser(first, { role: 'moderator' });
    const { user } = await buildSignedInUser(first);
    const pat = await buildAccessToken(first.db, user.id);
    expect((await whoAmI(first, pat.token)).statusCode).toBe(200);
    const suspended = await second.injectAs(moderator.token, {
      method: 'POST',
      url: '/api/moderation/actions',
      payload: { targetKind: 'profile', targetId: user.id, action: 'suspend', reason: 'Spam', days: 7 },
    });
    expect(suspended.statusCode).toBe(200);
    await rejectedSoon(first, pat.token);
  });
});
