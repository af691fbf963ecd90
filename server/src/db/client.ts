import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;

/**
 * The one database type repositories see, whichever driver is behind it. A transaction is a Database too,
 * so every repository method can take either.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** Where the data lives: embedded PGlite (a folder, or memory when null) or a PostgreSQL server. */
export type DatabaseTarget = { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };

export interface DatabaseHandle {
  db: Database;
  target: DatabaseTarget;
  /** The raw driver, for the migrator. */
  driver: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool; url: string };
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Opens the database the configuration names. Nothing is migrated here: see migrate.ts. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'pglite') {
    // pg_trgm (typo-tolerant title search) is compiled in; migration 0001 runs CREATE EXTENSION.
    // shared_buffers lives inside this process's WASM heap: PGlite's 128 MB default is most of the server's memory,
    // with 32 MB the 100k-snippet data set peaked about 90 MB lower (343 → 245 MB, bench/pglite-memory.mjs).
    const options = {
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
    };
    const client =
      target.dataDir === null ? await PGlite.create(options) : await PGlite.create(target.dataDir, options);
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    return {
      db,
      target,
      driver: { kind: 'pglite', client },
      ping: async () => {
        await client.query('select 1');
      },
      close: async () => {
        if (!client.closed) await client.close();
      },
    };
  }
  const pool = new pg.Pool({ connectionString: target.url, max: 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    target,
    driver: { kind: 'postgres', pool, url: target.url },
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      if (closed) return;
      closed = true;
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
