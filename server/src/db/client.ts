import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { createPool, readinessProbe, withTimeout } from './postgres-pool.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;

/**
 * The one database type repositories see, whichever driver is behind it. A transaction is a Database too,
 * so every repository method can take either.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** Where the data lives: embedded PGlite (a folder, or memory when null) or a PostgreSQL server. */
export type DatabaseTarget =
  /** loadDataDir: a `dumpDataDir` tarball to create a new PGlite database from (a restore). */
  { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob } | { kind: 'postgres'; url: string };

/**
 * Time limits on PostgreSQL work (decision 012). Statement, lock and idle-in-transaction limits are set on every
 * pooled connection at connect time; `acquireMs` bounds waiting for a pooled connection, opening one included.
 * PGlite runs in this process and enforces none of them (it has no timer signals and one session).
 */
export interface DatabaseTimeouts {
  statementMs: number;
  lockMs: number;
  idleInTransactionMs: number;
  acquireMs: number;
}

/**
 * For batch jobs (the bulk seed): minutes-long statements are their normal work, so no limit at all. Zero leaves
 * each setting at the server's default (none) and pg's connect wait unbounded.
 */
export const BATCH_JOB_TIMEOUTS: DatabaseTimeouts = {
  statementMs: 0,
  lockMs: 0,
  idleInTransactionMs: 0,
  acquireMs: 0,
};

export interface DatabaseHandle {
  db: Database;
  target: DatabaseTarget;
  /** The raw driver, for the migrator. */
  driver: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool; url: string };
  /**
   * Throws when the database does not answer `select 1` within timeoutMs. On PostgreSQL it uses a connection of
   * its own, so it never queues behind a full pool.
   */
  ping(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  timeouts?: DatabaseTimeouts;
  /** A pooled connection was lost (the pool replaces it); default: one line on stderr. */
  onConnectionError?: (error: Error) => void;
  /** PostgreSQL: statements prepared by their text on each connection (decision 045); default true. */
  preparedStatements?: boolean;
  /** PostgreSQL: connections the pool keeps at most; default 10. */
  poolSize?: number;
}

/** Opens the database the configuration names. Nothing is migrated here: see migrate.ts. */
export async function openDatabase(
  target: DatabaseTarget,
  { timeouts, onConnectionError, preparedStatements = true, poolSize }: DatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (target.kind === 'pglite') {
    // pg_trgm (typo-tolerant title search) is compiled in; migration 0001 runs CREATE EXTENSION.
    // shared_buffers lives inside this process's WASM heap: PGlite's 128 MB default is most of the server's memory,
    // with 32 MB the 100k-snippet data set peaked about 90 MB lower (343 → 245 MB, bench/pglite-memory.mjs).
    const options = {
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
      ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    };
    const client =
      target.dataDir === null ? await PGlite.create(options) : await PGlite.create(target.dataDir, options);
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    return {
      db,
      target,
      driver: { kind: 'pglite', client },
      // PGlite runs one query at a time: a ping waits behind a running transaction, so it is bounded, not queued.
      ping: async (timeoutMs) => {
        await withTimeout(client.query('select 1'), timeoutMs, 'PGlite');
      },
      close: async () => {
        if (!client.closed) await client.close();
      },
    };
  }
  const pool = createPool(target.url, {
    timeouts,
    onConnectionError,
    prepare: preparedStatements,
    size: poolSize,
  });
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
  const readiness = readinessProbe(target.url);
  let closed = false;
  return {
    db,
    target,
    driver: { kind: 'postgres', pool, url: target.url },
    ping: readiness.ping,
    close: async () => {
      if (closed) return;
      closed = true;
      await readiness.close();
      // pool.end() resolves before its clients have finished disconnecting; wait for each one to go.
      let remaining = pool.totalCount;
      const disconnected = new Promise<void>((resolve) => {
        if (remaining === 0) resolve();
        pool.on('remove', () => {
          if (--remaining <= 0) resolve();
        });
      });
      await pool.end();
      await disconnected;
    },
  };
}
