/**
 * Prints, as JSON, the exact SQL statements (text + parameters) the server runs for each benchmark request.
 *
 * It builds the real application (server/src/app.ts, the same route handlers and repositories as
 * server/dist/main.js) on a Drizzle node-postgres instance whose driver records what it is asked to run, then sends
 * every request through app.inject(). So the raw-SQL floor (floor-server.mjs) runs what the repository code really
 * generates — nothing is copied by hand, and a change to snippets.repository.ts changes the floor with it. Both
 * drivers (PGlite and node-postgres) use the same PostgreSQL dialect, so the statements are the same for both.
 *
 * Two modes:
 *
 * - `tsx bench/capture-sql.ts '<json array of URLs>'` (explain.mjs, latency-ab.mjs): GET requests of a guest; the
 *   driver only records and answers every statement with no rows. Prints { url: [{ sql, params }] }.
 * - `tsx bench/capture-sql.ts --requests <file>` (run.mjs): the file holds [{ method, url, authorization?, body? }];
 *   each request is sent with its method, its `Authorization` header and its JSON body, in the file's order, and
 *   the driver runs every statement on the benchmark's database (DATABASE_URL, or the PGlite folder PGLITE_DIR,
 *   which no other process may hold) and answers with its real rows. So a member's token passes the session lookup
 *   (JWT_SECRET must be the server's), a like finds its snippet, a search runs the tiers it really runs, and the
 *   writes happen (a like followed by its unlike leaves the data as it was). Prints, per request in order,
 *   { status, statements: [{ sql, params, wave }] }: statements of one wave were sent while the wave's first was
 *   still running (the handler runs them side by side, as list + count under Promise.all); a wave starts when its
 *   statement was sent after one of the previous wave had answered. A transaction shows as `begin` … `commit`.
 */
import { readFileSync } from 'node:fs';
import { drizzle } from 'drizzle-orm/node-postgres';
import { buildApp } from '../server/src/app.js';
import { loadConfig } from '../server/src/config.js';
import type { Database, DatabaseHandle } from '../server/src/db/client.js';
import * as schema from '../server/src/db/schema/index.js';

interface Statement {
  sql: string;
  params: unknown[];
  wave?: number;
}

interface BenchRequest {
  method: string;
  url: string;
  authorization?: string;
  body?: string;
}

/** What node-postgres is handed by Drizzle: a text, or a query config (rowMode 'array', type parsers). */
type QueryConfig = string | { text: string; values?: unknown[]; rowMode?: 'array'; types?: unknown };
interface QueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  rowCount: number;
  command: string;
}
type Execute = (config: QueryConfig, values: unknown[] | undefined) => Promise<QueryResult>;

const requestsFlag = process.argv.indexOf('--requests');
const requests: BenchRequest[] =
  requestsFlag >= 0
    ? (JSON.parse(readFileSync(process.argv[requestsFlag + 1] ?? '', 'utf8')) as BenchRequest[])
    : (JSON.parse(process.argv[2] ?? '[]') as string[]).map((url) => ({ method: 'GET', url }));
const live = requestsFlag >= 0;

/** No database: every statement answers no rows (the guest-read mode). */
const answerNothing: Execute = async () => ({ rows: [], fields: [], rowCount: 0, command: 'SELECT' });

/**
 * The benchmark's database, one connection (PGlite has only one anyway): statements run in the order they are sent,
 * so a transaction's `begin` … `commit` stays on it.
 */
async function openExecute(): Promise<{ execute: Execute; close: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    return {
      execute: (config, values) => client.query(config as never, values) as unknown as Promise<QueryResult>,
      close: () => client.end(),
    };
  }
  const pgliteDir = process.env.PGLITE_DIR;
  if (!pgliteDir) throw new Error('--requests needs DATABASE_URL or PGLITE_DIR');
  const { PGlite, types } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = await PGlite.create(pgliteDir, { extensions: { pg_trgm } });
  // As node-postgres under Drizzle answers them: dates, times, intervals, int8 and numeric as their text.
  const asText = (value: string) => value;
  const parsers = Object.fromEntries(
    [types.TIMESTAMPTZ, types.TIMESTAMP, types.DATE, types.INTERVAL, types.INT8, types.NUMERIC].map((oid) => [
      oid,
      asText,
    ]),
  );
  return {
    execute: async (config, values) => {
      const text = typeof config === 'string' ? config : config.text;
      const rowMode = typeof config === 'string' ? undefined : config.rowMode;
      const result = await client.query(text, values ?? [], { rowMode: rowMode ?? 'object', parsers });
      return {
        rows: result.rows,
        fields: result.fields,
        rowCount: result.affectedRows ?? result.rows.length,
        command: text.trim().split(/\s+/)[0]?.toUpperCase() ?? '',
      };
    },
    close: () => client.close(),
  };
}

const target = live ? await openExecute() : { execute: answerNothing, close: async () => undefined };

let recording: Statement[] = [];
/** The wave statements now being sent join, and whether one of its statements has answered yet. */
let wave = 0;
let waveAnswered = true;

/** A pg client lookalike: records each statement, then runs it (or answers no rows). */
const recorder = {
  query: async (config: QueryConfig, values?: unknown[]) => {
    const text = typeof config === 'string' ? config : config.text;
    const params = values ?? (typeof config === 'string' ? [] : (config.values ?? []));
    if (waveAnswered) {
      wave += 1;
      waveAnswered = false;
    }
    recording.push(live ? { sql: text, params, wave } : { sql: text, params });
    try {
      return await target.execute(config, values);
    } finally {
      waveAnswered = true;
    }
  },
};

const db = drizzle({ client: recorder as never, schema }) as unknown as Database;
const database = {
  db,
  target: { kind: 'postgres', url: 'postgres://recorder' },
  driver: { kind: 'postgres', pool: recorder, url: 'postgres://recorder' },
  ping: async () => undefined,
  close: async () => undefined,
} as unknown as DatabaseHandle;

const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  REDIS_URL: '',
  DATABASE_URL: 'postgres://recorder',
} as NodeJS.ProcessEnv);
const app = await buildApp({ config, database });
await app.ready();
const captured: Record<string, Statement[]> = {};
const answers: { status: number; statements: Statement[] }[] = [];
try {
  for (const request of requests) {
    recording = [];
    wave = 0;
    waveAnswered = true;
    const response = await app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: {
        ...(request.authorization ? { authorization: request.authorization } : {}),
        ...(request.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(request.body ? { payload: request.body } : {}),
    });
    captured[request.url] = recording;
    answers.push({ status: response.statusCode, statements: recording });
  }
} finally {
  await app.close();
  await target.close();
}
process.stdout.write(JSON.stringify(live ? answers : captured));
