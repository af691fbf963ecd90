import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSession, buildSignedInUser, KNOWN_PASSWORD } from '../../../test/factories.js';
import { buildTestApp, buildTestAppBeside, isPostgresRun, type TestApp } from '../../../test/helper.js';
import { setRoleByUsername } from '../../cli/roles.js';
import { selectRows } from '../../db/rows.js';

// Decision 037: each app process keeps the tokens it has checked for a few seconds; the database announces every
// revocation to every process, so the sessions table stays the truth.

let first: TestApp;
beforeAll(async () => {
  first = await buildTestApp();
});
afterAll(async () => {
  await first.close();
});

const profile = (t: TestApp, token: string) => t.injectAs(token, { method: 'GET', url: '/api/auth/profile' });
const adminRead = (t: TestApp, token: string) => t.injectAs(token, { method: 'GET', url: '/api/contact' });
/**
 * A token revoked on another process stops working there as soon as PostgreSQL's announcement reaches it: each
 * listening connection is told on its own, so the other process may hear it a moment after the revoking one answers
 * (decision 037). Polled, never waited for a fixed time.
 */
const rejectedSoon = (t: TestApp, token: string) =>
  vi.waitFor(async () => expect((await profile(t, token)).statusCode).toBe(401), {
    timeout: 2000,
    interval: 2,
  });
/** A change made straight in the database without its announcement: only a cached token can survive it. */
async function deleteSessionUnannounced(t: TestApp, sessionId: string) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`alter table sessions disable trigger sessions_auth_invalidation`);
    await tx.execute(sql`delete from sessions where id = ${sessionId}`);
    await tx.execute(sql`alter table sessions enable trigger sessions_auth_invalidation`);
  });
}

describe('the session cache on one process', () => {
  it('answers a token it checked a moment ago from memory (a session deleted unannounced still works)', async () => {
    const { token, sessionId } = await buildSignedInUser(first);
    expect((await profile(first, token)).statusCode).toBe(200);
    await deleteSessionUnannounced(first, sessionId);
    expect((await profile(first, token)).statusCode).toBe(200);
  });

  it('forgets a session deleted in the database by anyone (psql, another process) once it is announced', async () => {
    const { token, sessionId } = await buildSignedInUser(first);
    expect((await profile(first, token)).statusCode).toBe(200);
    await first.db.execute(sql`delete from sessions where id = ${sessionId}`);
    await vi.waitFor(async () => expect((await profile(first, token)).statusCode).toBe(401), {
      timeout: 5000,
    });
  });

  it('applies a role change made by the manage CLI to the next requests', async () => {
    const { user, token } = await buildSignedInUser(first);
    expect((await adminRead(first, token)).statusCode).toBe(403);
    await setRoleByUsername(first.db, user.username, 'admin');
    await vi.waitFor(async () => expect((await adminRead(first, token)).statusCode).toBe(200), {
      timeout: 5000,
    });
    await setRoleByUsername(first.db, user.username, 'user');
    await vi.waitFor(async () => expect((await adminRead(first, token)).statusCode).toBe(403), {
      timeout: 5000,
    });
  });

  it('logs out at once', async () => {
    const { token } = await buildSignedInUser(first);
    expect((await profile(first, token)).statusCode).toBe(200);
    expect((await first.injectAs(token, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    expect((await profile(first, token)).statusCode).toBe(401);
  });

  it('shows the counters of the database on the profile, not the cached row', async () => {
    const { user, token } = await buildSignedInUser(first);
    expect((await profile(first, token)).statusCode).toBe(200);
    await first.db.execute(sql`update users set total_views = 41 where id = ${user.id}`);
    const shown = (await profile(first, token)).json<{ user: { stats: { totalViews: number } } }>();
    expect(shown.user.stats.totalViews).toBe(41);
  });
});

describe.runIf(isPostgresRun)('the session cache on two app processes', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await buildTestAppBeside(first);
  });
  afterAll(async () => {
    await second?.close();
  });

  it('a logout on one process ends the token on the other as soon as it is announced', async () => {
    const { token } = await buildSignedInUser(first);
    expect((await profile(first, token)).statusCode).toBe(200);
    expect((await profile(second, token)).statusCode).toBe(200);
    expect((await second.injectAs(token, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    await rejectedSoon(first, token);
  });

  it("a password change on one process ends the member's other tokens on the other once announced", async () => {
    const { user, token } = await buildSignedInUser(first);
    const other = await buildSession(first, user.id);
    expect((await profile(first, other.token)).statusCode).toBe(200);
    const changed = await second.injectAs(token, {
      method: 'PUT',
      url: '/api/users/password',
      payload: {
        currentPassword: KNOWN_PASSWORD,
        newPassword: 'Another#Pass2',
        confirmPassword: 'Another#Pass2',
      },
    });
    expect(changed.statusCode).toBe(200);
    await rejectedSoon(first, other.token);
    expect((await profile(first, token)).statusCode).toBe(200);
  });

  it('an account deleted on one process is signed out on the other once announced', async () => {
    const { token } = await buildSignedInUser(first);
    expect((await profile(first, token)).statusCode).toBe(200);
    const deleted = await second.injectAs(token, {
      method: 'DELETE',
      url: '/api/users/account',
      payload: { password: KNOWN_PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    await rejectedSoon(first, token);
  });

  it('stops answering from memory while its LISTEN connection is lost, and starts again once it is back', async () => {
    const listeners = async () =>
      Number(
        (
          await selectRows<{ count: string }>(
            first.db,
            sql`select count(*) as count from pg_stat_activity
                where datname = current_database() and query like 'LISTEN %'`,
          )
        )[0]?.count,
      );
    await vi.waitFor(async () => expect(await listeners()).toBe(2), { timeout: 10_000 });
    const { token, sessionId } = await buildSignedInUser(first);
    expect((await profile(first, token)).statusCode).toBe(200);
    await first.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query like 'LISTEN %'`,
    );
    // While it cannot hear announcements, a change it was not told about is seen, as the database is asked.
    await vi.waitFor(async () => {
      const { token: probe, sessionId: probeSession } = await buildSignedInUser(first);
      expect((await profile(first, probe)).statusCode).toBe(200);
      await deleteSessionUnannounced(first, probeSession);
      expect((await profile(first, probe)).statusCode).toBe(401);
    });
    await deleteSessionUnannounced(first, sessionId);
    expect((await profile(first, token)).statusCode).toBe(401);
    // Back: the reconnected listener (the heartbeat or the closed socket told it) and a cache that answers again.
    await vi.waitFor(async () => expect(await listeners()).toBe(2), { timeout: 10_000 });
    await vi.waitFor(
      async () => {
        const { token: probe, sessionId: probeSession } = await buildSignedInUser(first);
        expect((await profile(first, probe)).statusCode).toBe(200);
        await deleteSessionUnannounced(first, probeSession);
        expect((await profile(first, probe)).statusCode).toBe(200);
      },
      { timeout: 10_000 },
    );
  });
});
