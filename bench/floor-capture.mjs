/**
 * The raw-SQL floor's statements: recorded from the real route handlers for every request the bench sends
 * (bench/capture-sql.ts), and written to bench/floor-queries.json for reading.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, run, start } from './processes.mjs';
import { JWT_SECRET } from './members.mjs';
import { BENCH_RATE_LIMITS, requestsOf } from './scenarios.mjs';

const BENCH = join(ROOT, 'bench');

/**
 * The statements the server runs for each request of the JSON endpoints, recorded from the real handlers on the data
 * set's database (bench/capture-sql.ts, which sends each request with its method, token and body, in order: a like
 * then its unlike), as the floor's BENCH_STATEMENTS_FILE wants them: [{ method, url, authorization, body, statements }].
 */
export async function captureStatements(set, list) {
  const requests = list.flatMap(requestsOf).map((request) => ({
    method: request.method,
    url: request.path,
    authorization: request.authorization,
    body: request.body,
  }));
  const file = join(tmpdir(), `cloud-snippets-bench-capture-${process.pid}-${set.name}.json`);
  writeFileSync(file, JSON.stringify(requests));
  try {
    const capture = start(
      join(ROOT, 'node_modules/.bin/tsx'),
      [join(BENCH, 'capture-sql.ts'), '--requests', file],
      {
        env: {
          DATABASE_URL: set.kind === 'postgres' ? set.url : '',
          PGLITE_DIR: set.pgliteDir,
          JWT_SECRET,
          ...BENCH_RATE_LIMITS,
        },
        quiet: true,
        name: 'capture-sql',
      },
    );
    const captured = await capture.exited;
    if (captured.code !== 0) throw new Error(`capture-sql failed:\n${capture.output}`);
    const answers = JSON.parse(capture.stdoutText);
    const refused = requests
      .map((request, index) => ({ request, status: answers[index].status }))
      .filter(({ status }) => status >= 400)
      .map(({ request, status }) => `${request.method} ${request.url}: HTTP ${status}`);
    if (refused.length > 0)
      throw new Error(
        `capture-sql: the app refused ${refused.length} request(s):\n  ${refused.join('\n  ')}`,
      );
    return requests.map((request, index) => ({ ...request, statements: answers[index].statements }));
  } finally {
    rmSync(file, { force: true });
  }
}

/**
 * bench/floor-queries.json, for reading (and for pglite-memory.mjs, which runs every statement of `statements`):
 * a guest's statements by URL and a member's read (its first request) under `statements`, one write and its undo of
 * each write endpoint under `writes`. Tokens are left out.
 */
export async function writeFloorQueries(captured, list) {
  const statementsOf = (request) =>
    captured.find(
      (entry) =>
        entry.method === request.method &&
        entry.url === request.path &&
        entry.authorization === request.authorization &&
        entry.body === request.body,
    ).statements;
  const statements = {};
  const writes = {};
  for (const endpoint of list) {
    if (!endpoint.requests) {
      for (const path of endpoint.paths) statements[path] = statementsOf({ method: 'GET', path });
      continue;
    }
    for (const index of endpoint.checks ?? [0]) {
      const request = endpoint.requests[index];
      const label = `${request.method} ${request.path} (${endpoint.key}, signed in)`;
      (endpoint.write ? writes : statements)[label] = statementsOf(request);
    }
  }
  writeFileSync(
    join(BENCH, 'floor-queries.json'),
    `${JSON.stringify(
      {
        note:
          'Recorded by bench/capture-sql.ts from the route handlers; the raw-SQL floor runs these. `wave`: statements ' +
          'of one wave run side by side. `writes`: a write and its undo (not in `statements`, which tools repeat).',
        statements,
        writes,
      },
      null,
      2,
    )}\n`,
  );
  // Formatted as the repository's Prettier wants it, so the committed copy stays clean.
  await run(join(ROOT, 'node_modules/.bin/prettier'), [
    '--log-level',
    'warn',
    '--write',
    join(BENCH, 'floor-queries.json'),
  ]);
}
