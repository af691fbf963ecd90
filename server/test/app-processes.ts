import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { LISTEN_APPLICATION_NAME } from '../src/db/listen.js';
import { buildTestApp, buildTestAppBeside, type TestApp } from './helper.js';

/**
 * The app processes of a test file on one database, as production runs them behind a load balancer (decisions 037,
 * 073): each keeps the tokens it has checked for a few seconds, and the database announces every revocation to each
 * of them (LISTEN/NOTIFY). `first` starts for the whole file; `startSecond()`, called inside a
 * describe.runIf(isPostgresRun), starts a second process on its database for that block (PGlite has one process).
 */
export function appProcesses() {
  const processes = { first: undefined as unknown as TestApp, second: undefined as unknown as TestApp };
  beforeAll(async () => {
    processes.first = await buildTestApp();
  });
  afterAll(async () => {
    await processes.first?.close();
  });
  return Object.assign(processes, {
    startSecond() {
      beforeAll(async () => {
        processes.second = await buildTestAppBeside(processes.first);
      });
      // Closed before `first`, which drops the database.
      afterAll(async () => {
        await processes.second?.close();
      });
    },
  });
}

/** Who a bearer token (a session's or a personal access token) signs in as, on one process. */
export const whoAmI = (t: TestApp, token: string) =>
  t.injectAs(token, { method: 'GET', url: '/api/auth/profile' });

/**
 * A token revoked on another process stops working there as soon as PostgreSQL's announcement reaches it: each
 * listening connection is told on its own, so the other process may hear it a moment after the revoking one answers
 * (decision 037). Polled, never waited for a fixed time.
 */
export const rejectedSoon = (t: TestApp, token: string) =>
  vi.waitFor(async () => expect((await whoAmI(t, token)).statusCode).toBe(401), {
    timeout: 2000,
    interval: 2,
  });

/**
 * A row deleted straight in the database without its announcement (its `<table>_auth_invalidation` trigger off): only
 * a token a process has cached can survive it.
 */
export async function deleteUnannounced(t: TestApp, table: 'sessions' | 'access_tokens', id: string) {
  const trigger = sql.identifier(`${table}_auth_invalidation`);
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`alter table ${sql.identifier(table)} disable trigger ${trigger}`);
    await tx.execute(sql`delete from ${sql.identifier(table)} where id = ${id}`);
    await tx.execute(sql`alter table ${sql.identifier(table)} enable trigger ${trigger}`);
  });
}

/** Ends every process's LISTEN connection on the database of `t` (PostgreSQL), as a network failure would. */
export async function terminateListeners(t: TestApp): Promise<void> {
  await t.db.execute(
    sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name = ${LISTEN_APPLICATION_NAME}`,
  );
}

/**
 * How often `t`'s LISTEN connection went down and came back up since this was called, as the session cache hears it:
 * a watcher registered after the auth plugin's, so by the time it counts an `up` the cache answers again.
 */
export function listenerStates(t: TestApp): { readonly downs: number; readonly ups: number } {
  const counts = { downs: 0, ups: 0 };
  t.app.channels.watch({
    up: () => void counts.ups++,
    down: () => void counts.downs++,
  });
  return counts;
}
