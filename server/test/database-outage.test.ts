import { SERVER_ERRORS } from '@cloud-snippets/contract';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { QUERY_WATCHDOG_MARGIN_MS } from '../src/db/postgres-pool.js';
import { validSnippetInput } from './factories.js';
import { createTestDatabase, isPostgresRun } from './helper.js';
import { PROCESS_TEST_TIMEOUT_MS, startServer, stopAllServers } from './server-process.js';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await stopAllServers();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function freshPostgresDatabase(): Promise<{ url: string; name: string }> {
  const { target, drop } = await createTestDatabase();
  cleanups.push(drop);
  if (target.kind !== 'postgres') throw new Error('needs TEST_DB=postgres');
  return { url: target.url, name: new URL(target.url).pathname.slice(1) };
}

/** Ends every backend connected to the test's own database (other test files' databases are left alone). */
async function terminateBackends(databaseName: string): Promise<number> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ ended: boolean }>(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [databaseName],
    );
    return rows.filter((row) => row.ended).length;
  } finally {
    await admin.end();
  }
}

const ADMIN_PASSWORD = 'Right#Pass1';

async function signInAndCreateSnippet(url: string): Promise<{ token: string; snippetId: string }> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'admin', password: ADMIN_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const created = await fetch(`${url}/api/snippets`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(validSnippetInput()),
  });
  expect(created.status).toBe(201);
  const { snippet } = (await created.json()) as { snippet: { _id: string } };
  return { token, snippetId: snippet._id };
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe.runIf(isPostgresRun)('PostgreSQL goes away and comes back', () => {
  it(
    'keeps the process up when its backends are terminated during writes, answers 503, and serves again',
    async () => {
      const database = await freshPostgresDatabase();
      const server = startServer({
        DATABASE_URL: database.url,
        ADMIN_PASSWORD,
        COMMENT_RATE_LIMIT_PER_MEMBER: '1000000',
        NEW_MEMBER_HOURS: '0',
      });
      const url = await server.url;
      const { token, snippetId } = await signInAndCreateSnippet(url);

      // Each comment is a transaction (the comment and its snippet's counter), so backends die mid-transaction.
      const postComment = () =>
        fetch(`${url}/api/comments`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ snippetId, content: 'Does this survive a failover?' }),
        });
      const statuses = new Map<number, number>();
      const failures: string[] = [];
      let answered = 0;
      let isStopping = false;
      const writers = Array.from({ length: 6 }, async () => {
        while (!isStopping) {
          try {
            const response = await postComment();
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
            if (response.status === 503) {
              expect(await response.json()).toEqual({ message: SERVER_ERRORS.databaseUnavailable });
              expect(response.headers.get('retry-after')).toBe('5');
            } else await response.arrayBuffer();
          } catch (error) {
            failures.push(String(error));
            return;
          } finally {
            answered++;
          }
        }
      });

      let terminated = 0;
      for (let round = 0; round < 3; round++) {
        const target = answered + 15;
        await until(() => answered >= target || failures.length > 0);
        terminated += await terminateBackends(database.name);
      }
      const target = answered + 15;
      await until(() => answered >= target || failures.length > 0);
      isStopping = true;
      await Promise.all(writers);

      expect(failures).toEqual([]);
      expect(server.child.exitCode).toBeNull();
      expect(terminated).toBeGreaterThan(0);
      expect([...statuses.keys()].filter((status) => status !== 201 && status !== 503)).toEqual([]);
      expect(statuses.get(201)).toBeGreaterThan(0);

      // Writes succeed again, without a restart.
      expect((await postComment()).status).toBe(201);
      server.child.kill('SIGTERM');
      expect(await server.exited, server.output()).toBe(0);
      console.info(
        `pg_terminate_backend ×3 during writes: ${terminated} backends ended, ` +
          `answers ${JSON.stringify(Object.fromEntries(statuses))}`,
      );
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'answers 503 at once while PostgreSQL is unreachable and serves again as soon as it is back',
    async () => {
      const database = await freshPostgresDatabase();
      const postgres = new URL(database.url);
      const proxy: TcpProxy = await startTcpProxy({
        host: postgres.hostname,
        port: Number(postgres.port || 5432),
      });
      cleanups.push(() => proxy.close());
      const proxied = new URL(database.url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(proxy.port);
      const server = startServer({ DATABASE_URL: proxied.toString() });
      const url = await server.url;
      expect((await fetch(`${url}/api/snippets`)).status).toBe(200);

      await proxy.goDown();
      let slowestMs = 0;
      for (let attempt = 0; attempt < 10; attempt++) {
        const started = performance.now();
        const response = await fetch(`${url}/api/snippets`);
        slowestMs = Math.max(slowestMs, performance.now() - started);
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toBe('5');
        expect(await response.json()).toEqual({ message: SERVER_ERRORS.databaseUnavailable });
      }
      const readiness = await fetch(`${url}/api/health/ready`);
      expect(readiness.status).toBe(503);
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      expect(slowestMs).toBeLessThan(2000);

      await proxy.comeBack();
      const back = performance.now();
      while ((await fetch(`${url}/api/snippets`)).status !== 200)
        await new Promise((resolve) => setTimeout(resolve, 100));
      const recoveryMs = performance.now() - back;
      expect(recoveryMs).toBeLessThan(10_000);
      expect((await fetch(`${url}/api/health/ready`)).status).toBe(200);
      expect(server.child.exitCode).toBeNull();
      console.info(
        `PostgreSQL unreachable: slowest 503 ${slowestMs.toFixed(0)} ms; ` +
          `serving again ${recoveryMs.toFixed(0)} ms after it returned`,
      );
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'answers 503 when PostgreSQL goes silent without closing its connections, and recovers',
    async () => {
      const database = await freshPostgresDatabase();
      const postgres = new URL(database.url);
      const proxy = await startTcpProxy({ host: postgres.hostname, port: Number(postgres.port || 5432) });
      cleanups.push(() => proxy.close());
      const proxied = new URL(database.url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(proxy.port);
      const statementTimeoutMs = 1000;
      const server = startServer({
        DATABASE_URL: proxied.toString(),
        DATABASE_STATEMENT_TIMEOUT_MS: String(statementTimeoutMs),
      });
      const url = await server.url;
      expect((await fetch(`${url}/api/snippets`)).status).toBe(200);

      proxy.freeze(); // pooled connections stay open; nothing comes back
      const started = performance.now();
      const response = await fetch(`${url}/api/snippets`, { signal: AbortSignal.timeout(60_000) });
      const silentMs = performance.now() - started;
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ message: SERVER_ERRORS.databaseUnavailable });
      // The statement timeout plus the watchdog's margin, and what a loaded machine adds.
      expect(silentMs).toBeLessThan(statementTimeoutMs + QUERY_WATCHDOG_MARGIN_MS + 3000);

      await proxy.goDown();
      await proxy.comeBack();
      const back = performance.now();
      while ((await fetch(`${url}/api/snippets`)).status !== 200)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(performance.now() - back).toBeLessThan(10_000);
      console.info(
        `PostgreSQL silent: 503 after ${silentMs.toFixed(0)} ms (statement timeout ${statementTimeoutMs} ms)`,
      );
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'waits at start for a PostgreSQL that is not up yet, one line per attempt',
    async () => {
      const database = await freshPostgresDatabase();
      const postgres = new URL(database.url);
      const proxy = await startTcpProxy({ host: postgres.hostname, port: Number(postgres.port || 5432) });
      cleanups.push(() => proxy.close());
      await proxy.goDown();
      const proxied = new URL(database.url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(proxy.port);
      const server = startServer({ DATABASE_URL: proxied.toString(), DATABASE_STARTUP_TIMEOUT: '5m' });
      await server.waitForOutput(/not reachable: connection refused\. Attempt 2;/);
      expect(server.output()).toContain(
        `PostgreSQL at 127.0.0.1:${proxy.port}/${database.name} (DATABASE_URL)`,
      );
      await proxy.comeBack();
      const url = await server.url;
      expect((await fetch(`${url}/api/health/ready`)).status).toBe(200);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
