import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App, type AppDependencies } from '../src/app.js';
import type { PageRenderer } from '../src/routes/pages/renderer.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, type Database, type DatabaseTarget } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';

/** TEST_DB=postgres (the server-postgres vitest project) runs the same tests on a real PostgreSQL server. */
export const isPostgresRun = process.env.TEST_DB === 'postgres';

/**
 * The rate-limit stores a test runs against: in-process always, and Redis (under a key prefix of its own) when
 * REDIS_URL is set.
 */
export const rateLimitStores = [
  { store: 'memory', redis: null },
  ...(process.env.REDIS_URL
    ? [
        {
          store: 'redis',
          redis: { url: process.env.REDIS_URL, keyPrefix: `cs-test-${randomBytes(6).toString('hex')}` },
        },
      ]
    : []),
] as const;

/** Argon2 at its cheapest: hashing is not what these tests are about, and it keeps the suite fast. */
export const FAST_PASSWORD_HASHING = { memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

/** The configuration tests start from: no files written, no logs, captcha off, generous rate limits. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent/cloud-snippets-test-data',
    WEB_DIST: '/nonexistent/cloud-snippets-web-dist',
    LOGIN_RATE_LIMIT_PER_IP: '1000',
    LOGIN_RATE_LIMIT_PER_ACCOUNT: '1000',
    REGISTER_RATE_LIMIT_PER_IP: '1000',
    SNIPPET_RATE_LIMIT_PER_MEMBER: '1000',
    REACTION_RATE_LIMIT_PER_MEMBER: '1000',
    COLLECTION_RATE_LIMIT_PER_MEMBER: '1000',
    COLLECTION_ITEM_RATE_LIMIT_PER_MEMBER: '1000',
    // Test members are minutes old: the new-member limits (decision 053) are tested where they are meant.
    NEW_MEMBER_HOURS: '0',
  });
  // Apex is parsed in the test's own process: a checking process per test app would cost each file a start-up.
  // The tests of the checks themselves ask for one (CODE_CHECK_PROCESSES, decision 062).
  return { ...base, passwordHashing: FAST_PASSWORD_HASHING, codeCheckProcesses: 0, ...overrides };
}

let pgliteTemplate: Blob | undefined;

/**
 * A brand-new empty database: PGlite in memory, loaded from the migrated template the project's global setup made
 * (test/pglite-template.ts), or `cs_test_<random>` on TEST_DATABASE_URL's server.
 */
export async function createTestDatabase(): Promise<{ target: DatabaseTarget; drop: () => Promise<void> }> {
  if (!isPostgresRun) {
    const template = inject('pgliteTemplate');
    if (template) pgliteTemplate ??= new Blob([readFileSync(template)]);
    return {
      target: { kind: 'pglite', dataDir: null, loadDataDir: pgliteTemplate },
      drop: async () => undefined,
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `cs_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestApp {
  app: App;
  db: Database;
  config: Config;
  /** Where its database is: a second app process can open the same one (PostgreSQL). */
  target: DatabaseTarget;
  /** app.inject with a bearer token. */
  injectAs(token: string, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Routes only a test needs (e.g. one that throws), added before the app is ready. */
  extraRoutes?: (app: App) => void;
  logStream?: { write(line: string): void };
  /** Render pages (server-side rendering) with the web app's sources, as the built server entry would. */
  renderPages?: boolean;
}

/** The web app's server entry, compiled from its sources by Vitest (a path the type checker does not follow). */
async function sourcePageRenderer(): Promise<NonNullable<AppDependencies['pageRenderer']>> {
  const entry = new URL('../../web/src/ssr/entry-server.tsx', import.meta.url).href;
  return { renderer: (await import(/* @vite-ignore */ entry)) as PageRenderer, manifest: null };
}

/** A fresh app on a fresh, migrated database. Call once per test file (beforeAll) and close it in afterAll. */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  { extraRoutes, logStream, renderPages = false }: TestAppOptions = {},
): Promise<TestApp> {
  const { target, drop } = await createTestDatabase();
  return appOn(target, overrides, { extraRoutes, logStream, renderPages }, drop);
}

/**
 * Another app process on the database of `first` (PostgreSQL only: PGlite belongs to one process), as a second
 * process behind a load balancer would be. Close it before `first`, which drops the database.
 */
export async function buildTestAppBeside(first: TestApp, overrides: Partial<Config> = {}): Promise<TestApp> {
  if (first.target.kind !== 'postgres') throw new Error('a second app process needs a PostgreSQL database');
  return appOn(first.target, overrides, {}, async () => undefined);
}

async function appOn(
  target: DatabaseTarget,
  overrides: Partial<Config>,
  { extraRoutes, logStream, renderPages = false }: TestAppOptions,
  drop: () => Promise<void>,
): Promise<TestApp> {
  const config = testConfig(overrides);
  const database = await openDatabase(target, { timeouts: config.databaseTimeouts });
  await migrateDatabase(database);
  const pageRenderer = renderPages ? await sourcePageRenderer() : undefined;
  const app = await buildApp({ config, database, logStream, pageRenderer });
  extraRoutes?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    target,
    injectAs: (token, options) =>
      app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } }),
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** The JSON body of a response, typed loosely for assertions. */
export function body<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json<T>();
}
