/**
 * Floor (a): the SQL the server runs, through the same driver, from a bare node:http handler — no framework, no
 * validation, no token check, no presenter; rows are sent as JSON.stringify of what the driver returns.
 *
 * The statements are not written here: bench/capture-sql.ts records them from the real route handlers and
 * repositories, per request, and run.mjs passes them in BENCH_STATEMENTS_FILE as
 * [{ method, url, authorization, body, statements: [{ sql, params, wave }] }]. A request is matched on its method,
 * URL, Authorization header and body, so a member's detail runs the session lookup the server ran for that token,
 * and a like runs the like's statements. Statements run as the server ran them: those of one wave side by side (as
 * the list handler runs listPage and countForList under Promise.all), the waves one after the other, and a
 * transaction (`begin` … `commit`) on one connection of its own in order (PGlite: client.transaction, which holds
 * its one connection as the server's Drizzle transaction does). Statements without a wave all run side by side.
 *
 * Env: PORT, BENCH_STATEMENTS_FILE, and DATABASE_URL with DATABASE_POOL_SIZE (node-postgres, the server's pool size) or
 * PGLITE_DIR (PGlite with pg_trgm, the folder the server opens: DATA_DIR/pglite).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const requestKey = (method, url, authorization, body) =>
  `${method} ${url}\n${authorization ?? ''}\n${body ?? ''}`;

const isBegin = (statement) => /^\s*begin\b/i.test(statement.sql);
const isEnd = (statement) => /^\s*(commit|rollback)\b/i.test(statement.sql);

/** The statements of one request as steps: { wave: [...] } side by side, or { transaction: [...] } in order. */
function steps(statements) {
  const out = [];
  for (let index = 0; index < statements.length;) {
    const first = statements[index];
    let next = index + 1;
    if (isBegin(first)) {
      while (next < statements.length && !isEnd(statements[next])) next += 1;
      // Its statements between begin and commit: the transaction is opened and closed by the driver below.
      out.push({ transaction: statements.slice(index + 1, next) });
      next += 1;
    } else {
      while (next < statements.length && statements[next].wave === first.wave && !isBegin(statements[next]))
        next += 1;
      out.push({ wave: statements.slice(index, next) });
    }
    index = next;
  }
  return out;
}

const plans = new Map(
  JSON.parse(readFileSync(process.env.BENCH_STATEMENTS_FILE, 'utf8')).map((entry) => [
    requestKey(entry.method, entry.url, entry.authorization, entry.body),
    steps(entry.statements),
  ]),
);

let query;
let transaction;
let close;
if (process.env.DATABASE_URL) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    max: Number(process.env.DATABASE_POOL_SIZE),
  });
  query = async (text, params) => (await pool.query(text, params)).rows;
  transaction = async (statements) => {
    const client = await pool.connect();
    let failed = null;
    try {
      await client.query('begin');
      const results = [];
      for (const statement of statements)
        results.push((await client.query(statement.sql, statement.params)).rows);
      await client.query('commit');
      return results;
    } catch (error) {
      failed = error;
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release(failed ?? undefined);
    }
  };
  close = () => pool.end();
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = await PGlite.create(process.env.PGLITE_DIR, { extensions: { pg_trgm } });
  query = async (text, params) => (await client.query(text, params)).rows;
  transaction = (statements) =>
    client.transaction(async (tx) => {
      const results = [];
      for (const statement of statements)
        results.push((await tx.query(statement.sql, statement.params)).rows);
      return results;
    });
  close = () => client.close();
}

async function answer(request, response, body) {
  const plan = plans.get(requestKey(request.method, request.url, request.headers.authorization, body));
  if (!plan) {
    response.writeHead(404).end();
    return;
  }
  try {
    const results = [];
    for (const step of plan) {
      if (step.transaction) results.push(...(await transaction(step.transaction)));
      else
        results.push(
          ...(await Promise.all(step.wave.map((statement) => query(statement.sql, statement.params)))),
        );
    }
    const text = JSON.stringify(results);
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
    });
    response.end(text);
  } catch (error) {
    console.error(error);
    response.writeHead(500).end();
  }
}

const server = createServer((request, response) => {
  // A body only where one was sent (a comment): a GET, a like or a save has none, and is answered at once.
  const length = request.headers['content-length'];
  if ((!length || length === '0') && !request.headers['transfer-encoding']) {
    answer(request, response, '');
    return;
  }
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => answer(request, response, Buffer.concat(chunks).toString('utf8')));
});

const shutdown = () => server.close(() => Promise.resolve(close()).finally(() => process.exit(0)));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('floor listening'));
