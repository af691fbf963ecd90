import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { appProcesses, deleteUnannounced, rejectedSoon, whoAmI } from '../../../test/app-processes.js';
import { buildAccessToken, buildSignedInUser, KNOWN_PASSWORD } from '../../../test/factories.js';
import { isPostgresRun } from '../../../test/helper.js';

// Decision 073: personal access tokens are cached per process as sessions are (decision 037), and a revocation is
// announced ('t:<id>') to every process by the access_tokens trigger.

const apps = appProcesses();

describe('access tokens on one process', () => {
  it('answers a token it checked a moment ago from memory (one deleted unannounced still works)', async () => {
    const { first } = apps;
    const { user } = await buildSignedInUser(first);
    const pat = await buildAccessToken(first.db, user.id);
    expect((await whoAmI(first, pat.token)).statusCode).toBe(200);
    await deleteUnannounced(first, 'access_tokens', pat.id);
    expect((await whoAmI(first, pat.token)).statusCode).toBe(200);
  });

  it('forgets a token deleted in the database by anyone once it is announced', async () => {
    const { first } = apps;
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
  apps.startSecond();

  it('a token revoked on one process stops working on the other as soon as it is announced', async () => {
    const { first, second } = apps;
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
    const { first, second } = apps;
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
    const { first, second } = apps;
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
