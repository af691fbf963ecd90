import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseHandle } from './client.js';
import { APPLICATION_NAME } from './postgres-pool.js';

/** Opening the migration connection; an unreachable server is then retried by the caller (bootstrap.ts). */
const MIGRATION_CONNECT_TIMEOUT_MS = 10_000;

/** Any fixed number: every app process agrees on it, so only one applies migrations at a time. */
const MIGRATION_LOCK_ID = 727_311_001;

/**
 * The committed SQL migrations. This file runs as src/db/migrate.ts (tsx, tests) or bundled into dist/*.js
 * (esbuild), so look beside it first, then in src/db/migrations from the bundle's folder.
 */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, 'migrations'), join(here, '..', 'src', 'db', 'migrations')];
  const found = candidates.find((folder) => existsSync(join(folder, 'meta', '_journal.json')));
  if (!found) throw new Error(`SQL migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

interface SqlRunner {
  query(sql: string): Promise<{ rows: unknown[] }>;
}

async function appliedMigrationCount(db: SqlRunner): Promise<number> {
  // Two statements: a subquery naming a missing table fails at parse time even behind a CASE.
  const { rows } = await db.query(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  );
  if (!(rows[0] as { present: boolean } | undefined)?.present) return 0;
  const counted = await db.query('select count(*)::int as n from drizzle.__drizzle_migrations');
  return Number((counted.rows[0] as { n: number } | undefined)?.n ?? 0);
}

/**
 * Migrations that rewrite a table leave its visibility map empty, so index-only scans (deep pages) fall back to
 * heap fetches until a vacuum runs — and PGlite has no autovacuum. Vacuum once after upgrading an existing
 * database; a fresh one has nothing to vacuum.
 */
export async function vacuumAfterUpgrade(db: SqlRunner, before: number): Promise<void> {
  if (before === 0) return;
  if ((await appliedMigrationCount(db)) > before) await db.query('vacuum analyze');
}

/** Applies every migration not applied yet. Safe to call on every start, from several processes at once. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const folder = migrationsFolder();
  if (handle.driver.kind === 'pglite') {
    const client = handle.driver.client;
    const before = await appliedMigrationCount(client);
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: folder });
    await vacuumAfterUpgrade(client, before);
    return;
  }
  // A session-level advisory lock needs one connection for the whole run, so use a dedicated client. No statement
  // timeout: rebuilding an index or a vacuum on a large table may take minutes.
  const client = new pg.Client({
    connectionString: handle.driver.url,
    application_name: `${APPLICATION_NAME}-migrate`,
    connectionTimeoutMillis: MIGRATION_CONNECT_TIMEOUT_MS,
  });
  client.on('error', () => undefined); // a lost connection fails the query in progress, which is what reports it
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    const before = await appliedMigrationCount(client);
    await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder: folder });
    await vacuumAfterUpgrade(client, before);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await client.end();
  }
}
