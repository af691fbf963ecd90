import { SERVER_ERRORS } from '@cloud-snippets/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, buildTestApp, isPostgresRun, testConfig, type TestApp } from '../../../../test/helper.js';
import { READINESS_TIMEOUT_MS } from './index.js';

let t: TestApp;
beforeAll(async () => {
  // A short wait for a pooled connection, so that a full pool shows within the test.
  t = await buildTestApp({ databaseTimeouts: { ...testConfig().databaseTimeouts, acquireMs: 300 } });
});
afterAll(async () => {
  await t.close();
});

/** Keeps the database busy the way a traffic peak does: every pooled connection (PostgreSQL) or PGlite's only one. */
async function holdEveryConnection(): Promise<() => Promise<void>> {
  if (t.app.database.driver.kind === 'postgres') {
    const pool = t.app.database.driver.pool;
    const clients = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
    return async () => {
      for (const client of clients) client.release();
    };
  }
  let finish!: () => void;
  let started!: () => void;
  const isHeld = new Promise<void>((resolve) => (started = resolve));
  const transaction = t.db.transaction(async () => {
    started();
    await new Promise<void>((resolve) => (finish = resolve));
  });
  await isHeld;
  return async () => {
    finish();
    await transaction;
  };
}

describe('GET /api/health (liveness)', () => {
  it('answers from the process, even when no database connection is free', async () => {
    const release = await holdEveryConnection();
    try {
      const started = performance.now();
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(body(response)).toEqual({ status: 'ok' });
      expect(performance.now() - started).toBeLessThan(READINESS_TIMEOUT_MS);
    } finally {
      await release();
    }
  });
});

describe('GET /api/health/ready (readiness)', () => {
  it('says the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({ status: 'ok', database: 'ok' });
  });

  it.runIf(isPostgresRun)('does not queue behind a full pool', async () => {
    const release = await holdEveryConnection();
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      // …while a request that needs a pooled connection gives up after DATABASE_ACQUIRE_TIMEOUT_MS.
      const list = await t.app.inject({ method: 'GET', url: '/api/snippets' });
      expect(list.statusCode).toBe(503);
      expect(body(list)).toEqual({ message: SERVER_ERRORS.databaseBusy });
      expect(list.headers['retry-after']).toBe('2');
    } finally {
      await release();
    }
  });

  it.skipIf(isPostgresRun)(
    'answers 503 within its timeout when PGlite is held by a transaction',
    async () => {
      const release = await holdEveryConnection();
      try {
        const started = performance.now();
        const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
        expect(response.statusCode).toBe(503);
        expect(body(response)).toEqual({ message: SERVER_ERRORS.databaseUnavailable });
        expect(response.headers['retry-after']).toBe('5');
        expect(performance.now() - started).toBeLessThan(READINESS_TIMEOUT_MS + 2000);
      } finally {
        await release();
      }
    },
  );

  // Last: the app stays draining.
  it('answers 503 from the moment a shutdown starts, while liveness still answers', async () => {
    await t.app.connections.drain(1000);
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(body(ready)).toEqual({ message: SERVER_ERRORS.shuttingDown });
    expect(ready.headers['retry-after']).toBe('5');
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
