/**
 * Floor (a): the SQL the server runs, through the same driver, from a bare node:http handler — no framework, no
 * validation, no presenter; rows are sent as JSON.stringify of what the driver returns.
 *
 * The statements are not written here: bench/capture-sql.ts records them from the real route handlers and
 * repositories (server/src/routes/api/snippets/snippets.repository.ts: listPage + countForList for a list,
 * findDetail for a detail) and run.mjs passes them in BENCH_STATEMENTS_FILE as { url: [{ sql, params }] }.
 * Statements of one URL run concurrently, as the list handler runs listPage and countForList (Promise.all).
 *
 * Env: PORT, BENCH_STATEMENTS_FILE, and DATABASE_URL (node-postgres pool of 10, as server/src/db/client.ts) or
 * PGLITE_DIR (PGlite with pg_trgm, the folder the server opens: DATA_DIR/pglite).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const statements = JSON.parse(readFileSync(process.env.BENCH_STATEMENTS_FILE, 'utf8'));
let query;
let close;
if (process.env.DATABASE_URL) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  query = async (text, params) => (await pool.query(text, params)).rows;
  close = () => pool.end();
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = await PGlite.create(process.env.PGLITE_DIR, { extensions: { pg_trgm } });
  query = async (text, params) => (await client.query(text, params)).rows;
  close = () => client.close();
}

const server = createServer(async (request, response) => {
  const list = statements[request.url];
  if (!list) {
    response.writeHead(404).end();
    return;
  }
  try {
    const results = await Promise.all(list.map((statement) => query(statement.sql, statement.params)));
    const body = JSON.stringify(results);
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    response.end(body);
  } catch (error) {
    console.error(error);
    response.writeHead(500).end();
  }
});

const shutdown = () => server.close(() => Promise.resolve(close()).finally(() => process.exit(0)));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('floor listening'));
