import { SERVER_ERRORS } from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, buildTestApp, isPostgresRun, testConfig, type TestApp } from './helper.js';

const LOCK_TIMEOUT_MS = 500;
const STATEMENT_TIMEOUT_MS = 500;
/** What a loaded machine may add to a timeout before the answer arrives. */
const SLACK_MS = 1500;

// PGlite has one session and no timer signals: neither limit applies there (decision 012).
describe.runIf(isPostgresRun)('PostgreSQL time limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(
      {
        databaseTimeouts: {
          ...testConfig().databaseTimeouts,
          lockMs: LOCK_TIMEOUT_MS,
          statementMs: STATEMENT_TIMEOUT_MS,
        },
      },
      {
        extraRoutes: (app) => {
          app.get('/api/test/slow', async () => {
            await app.db.execute(sql`select pg_sleep(30)`);
            return { ok: true };
          });
        },
      },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 503 within the lock timeout when a table lock is held, not for as long as the lock', async () => {
    if (t.app.database.target.kind !== 'postgres') throw new Error('needs PostgreSQL');
    const holder = new pg.Client({ connectionString: t.app.database.target.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table snippets in access exclusive mode');
      const started = performance.now();
      const response = await t.app.inject({ method: 'GET', url: '/api/snippets' });
      const elapsedMs = performance.now() - started;
      expect(response.statusCode).toBe(503);
      expect(body(response)).toEqual({ message: SERVER_ERRORS.databaseBusy });
      expect(response.headers['retry-after']).toBe('2');
      expect(elapsedMs).toBeGreaterThanOrEqual(LOCK_TIMEOUT_MS - 50);
      expect(elapsedMs).toBeLessThan(LOCK_TIMEOUT_MS + SLACK_MS);
    } finally {
      await holder.query('rollback').catch(() => undefined);
      await holder.end();
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/snippets' })).statusCode).toBe(200);
  });

  it('answers 503 when a statement outlives the statement timeout', async () => {
    const started = performance.now();
    const response = await t.app.inject({ method: 'GET', url: '/api/test/slow' });
    expect(response.statusCode).toBe(503);
    expect(body(response)).toEqual({ message: SERVER_ERRORS.databaseBusy });
    expect(performance.now() - started).toBeLessThan(STATEMENT_TIMEOUT_MS + SLACK_MS);
  });
});
