/**
 * Prints, as JSON, the exact SQL statements (text + parameters) the server runs for each benchmark URL.
 *
 * It builds the real application (server/src/app.ts, the same route handlers and repositories as
 * server/dist/main.js) on a Drizzle node-postgres instance whose driver only records what it is asked to run
 * (and answers with no rows), then sends every URL through app.inject(). So the raw-SQL floor
 * (floor-server.mjs) runs what the repository code really generates — nothing is copied by hand, and a change
 * to snippets.repository.ts changes the floor with it. Both drivers (PGlite and node-postgres) use the same
 * PostgreSQL dialect, so the statements are the same for both.
 *
 * Usage: tsx bench/capture-sql.ts '<json array of URLs>'   (run by bench/run.mjs)
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import { buildApp } from '../server/src/app.js';
import { loadConfig } from '../server/src/config.js';
import type { Database, DatabaseHandle } from '../server/src/db/client.js';
import * as schema from '../server/src/db/schema/index.js';

interface Statement {
  sql: string;
  params: unknown[];
}

const urls = JSON.parse(process.argv[2] ?? '[]') as string[];
let recording: Statement[] = [];

/** A pg client lookalike: records each statement, returns an empty result. */
const recorder = {
  query: async (textOrConfig: string | { text: string; values?: unknown[] }, values?: unknown[]) => {
    const text = typeof textOrConfig === 'string' ? textOrConfig : textOrConfig.text;
    const params = typeof textOrConfig === 'string' ? (values ?? []) : (textOrConfig.values ?? values ?? []);
    recording.push({ sql: text, params });
    return { rows: [], fields: [], rowCount: 0, command: 'SELECT' };
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
for (const url of urls) {
  recording = [];
  await app.inject({ method: 'GET', url });
  captured[url] = recording;
}
await app.close();
process.stdout.write(JSON.stringify(captured));
