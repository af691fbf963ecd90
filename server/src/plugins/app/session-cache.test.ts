import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  appProcesses,
  deleteUnannounced,
  listenerStates,
  rejectedSoon,
  terminateListeners,
  whoAmI,
} from '../../../test/app-processes.js';
import { buildSession, buildSignedInUser, KNOWN_PASSWORD } from '../../../test/factories.js';
import { isPostgresRun, type TestApp } from '../../../test/helper.js';
import { setRoleByUsername } from '../../cli/roles.js';

// Decision 037: each app process keeps the tokens it has checked for a few seconds; the database announces every
// revocation to every process, so the sessions table stays the truth.

const apps = appProcesses();
const adminRead = (t: TestApp, token: string) => t.injectAs(token, { method: 'GET', url: '/api/contact' });

describe('the session cache on one process', () => {
  it('answers a token it checked a moment ago from memory (a session deleted unannounced still works)', async () => {
    const { first } = apps;
    const { token, sessionId } = await buildSignedInUser(first);
    expect((await whoAmI(first, token)).statusCode).toBe(200);
    await deleteUnannounced(first, 'sessions', sessionId);
    expect((await whoAmI(first, token)).statusCode).toBe(200);
  });

  it('forgets a session deleted in the database by anyone (psql, another process) once it is announced', async () => {
    const { first } = apps;
    const { token, sessionId } = await buildSignedInUser(first);
    expect((await whoAmI(first, token)).statusCode).toBe(200);
    await first.db.execute(sql`delete from sessions where id = ${sessionId}`);
    await vi.waitFor(async () => expect((await whoAmI(first, token)).statusCode).toBe(401), {
      timeout: 5000,
    });
  });

  it('applies a role change made by the manage CLI to the next requests', async () => {
    const { first } = apps;
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
    const { first } = apps;
    const { token } = await buildSignedInUser(first);
    expect((await whoAmI(first, token)).statusCode).toBe(200);
    expect((await first.injectAs(token, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    expect((await whoAmI(first, token)).statusCode).toBe(401);
  });

  it('shows the counters of the database on the profile, not the cached row', async () => {
    const { first } = apps;
    const { user, token } = await buildSignedInUser(first);
    expect((await whoAmI(first, token)).statusCode).toBe(200);
    await first.db.execute(sql`update users set total_views = 41 where id = ${user.id}`);
    const shown = (await whoAmI(first, token)).json<{ user: { stats: { totalViews: number } } }>();
    expect(shown.user.stats.totalViews).toBe(41);
  });
});

describe.runIf(isPostgresRun)('the session cache on two app processes', () => {
  apps.startSecond();

  it('a logout on one process ends the token on the other as soon as it is announced', async () => {
    const { first, second } = apps;
    const { token } = await buildSignedInUser(first);
    expect((await whoAmI(first, token)).statusCode).toBe(200);
    expect((await whoAmI(second, token)).statusCode).toBe(200);
    expect((await second.injectAs(token, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    await rejectedSoon(first, token);
  });

  it("a password change on one process ends the member's other tokens on the other once announced", async () => {
    const { first, second } = apps;
    const { user, token } = await buildSignedInUser(first);
    const other = await buildSession(first, user.id);
    expect((await whoAmI(first, other.token)).statusCode).toBe(200);
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
    expect((await whoAmI(first, token)).statusCode).toBe(200);
  });

  it('an account deleted on one process is signed out on the other once announced', async () => {
    const { first, second } = apps;
    const { token } = await buildSignedInUser(first);
    expect((await whoAmI(first, token)).statusCode).toBe(200);
    const deleted = await second.injectAs(token, {
      method: 'DELETE',
      url: '/api/users/account',
      payload: { password: KNOWN_PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    await rejectedSoon(first, token);
  });

  it('stops answering from memory while its LISTEN connection is lost, and starts again once it is back', async () => {
    const { first } = apps;
    const states = listenerStates(first);
    const { token, sessionId } = await buildSignedInUser(first);
    expect((await whoAmI(first, token)).statusCode).toBe(200);
    await terminateListeners(first);
    // Lost (the closed socket or the heartbeat tells it): what the cache held is gone, so a change it was not told
    // about is seen, as the database is asked.
    await vi.waitFor(() => expect(states.downs).toBeGreaterThan(0), { timeout: 10_000 });
    await deleteUnannounced(first, 'sessions', sessionId);
    expect((await whoAmI(first, token)).statusCode).toBe(401);
    // Back: the listener reconnected, and the cache answers from memory again.
    await vi.waitFor(() => expect(states.ups).toBeGreaterThan(0), { timeout: 10_000 });
    await vi.waitFor(
      async () => {
        const { token: probe, sessionId: probeSession } = await buildSignedInUser(first);
        expect((await whoAmI(first, probe)).statusCode).toBe(200);
        await deleteUnannounced(first, 'sessions', probeSession);
        expect((await whoAmI(first, probe)).statusCode).toBe(200);
      },
      { timeout: 10_000 },
    );
  });
});
