/**
 * Search latency at one connection, per query and per shape (search-queries.mjs), on a data set already seeded:
 * starts a built server on it, sends the first search the moment it is ready (the first request after start), then
 * every query of the spread in turn, `--rounds` times, and prints each shape's p50/p95/max and each query's median.
 * With several `--server` entries (a built main.js each, with a database of its own after a comma when given, e.g.
 * before and after a change), they run one after the other in the same run, each started fresh, `--repeat` times
 * in turn (so both see the same load). Load average is printed before and after each, and the state of the
 * database measured (database-state.mjs: all-visible pages, last vacuum and analyze).
 * Usage: node bench/search-latency.mjs --db postgres://…/cs_search_bench [--port 4690] [--rounds 9] [--repeat 1]
 *          [--server before=server/search-before/dist/main.js,postgres://…/old] [--server after=server/dist/main.js]
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { databaseState } from './database-state.mjs';
import { SEARCHES_BY_SHAPE, searchPath } from './search-queries.mjs';

const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    port: { type: 'string', default: '4690' },
    rounds: { type: 'string', default: '9' },
    repeat: { type: 'string', default: '1' },
    server: { type: 'string', multiple: true, default: ['server=server/dist/main.js'] },
  },
});
if (!values.db && values.server.some((entry) => !entry.includes(',')))
  throw new Error('--db <postgres url> is required');
const port = Number(values.port);
const rounds = Number(values.rounds);
const base = `http://127.0.0.1:${port}`;

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? 0;
const ms = (n) => n.toFixed(1).padStart(7);

async function timed(path) {
  const started = performance.now();
  const response = await fetch(base + path);
  const body = await response.json();
  const took = performance.now() - started;
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return { took, count: body.snippets?.length ?? 0 };
}

async function startServer(main, db) {
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      DATABASE_URL: db,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JWT_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: '/tmp/cs-search-latency-data',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 6000; i += 1) {
    if (child.exitCode !== null) throw new Error(`${main} exited with ${child.exitCode}`);
    const ready = await fetch(`${base}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`${main} not ready in 10 minutes`);
}

async function measure(name, main, db) {
  console.log(`\n## ${name} (${main} on ${db.split('/').at(-1)}), load before: ${load()}`);
  const child = await startServer(main, db);
  try {
    const terms = Object.entries(SEARCHES_BY_SHAPE).flatMap(([shape, list]) =>
      list.map((term) => ({ shape, term })),
    );
    // The first request after start: a search no request warmed.
    const first = await timed(searchPath(terms[0].term));
    const times = new Map(terms.map(({ term }) => [term, []]));
    const empty = new Set();
    times.get(terms[0].term).push(first.took);
    for (let round = 0; round < rounds; round += 1) {
      for (const { term } of terms) {
        if (round === 0 && term === terms[0].term) continue;
        const { took, count } = await timed(searchPath(term));
        if (count === 0) empty.add(term);
        times.get(term).push(took);
      }
    }
    console.log(`first request after start: ${first.took.toFixed(1)} ms ('${terms[0].term}')`);
    console.log('| shape | queries | p50 ms | p95 ms | max ms | slowest query (median ms) |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    const all = [];
    const result = {};
    for (const [shape, list] of Object.entries(SEARCHES_BY_SHAPE)) {
      const samples = list.flatMap((term) => times.get(term)).sort((a, b) => a - b);
      all.push(...samples);
      const medians = list
        .map((term) => ({
          term,
          median: percentile(
            [...times.get(term)].sort((a, b) => a - b),
            0.5,
          ),
        }))
        .sort((a, b) => b.median - a.median);
      result[shape] = { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95), max: samples.at(-1) };
      console.log(
        `| ${shape} | ${list.length} | ${ms(result[shape].p50)} | ${ms(result[shape].p95)} | ${ms(result[shape].max)} | ${medians[0].term} (${medians[0].median.toFixed(1)}) |`,
      );
    }
    all.sort((a, b) => a - b);
    console.log(
      `| all | ${terms.length} | ${ms(percentile(all, 0.5))} | ${ms(percentile(all, 0.95))} | ${ms(all.at(-1))} | |`,
    );
    console.log('per query, median ms:');
    console.log(
      terms
        .map(
          ({ term }) =>
            `${term}: ${percentile(
              [...times.get(term)].sort((a, b) => a - b),
              0.5,
            ).toFixed(1)}`,
        )
        .join(' · '),
    );
    if (empty.size) console.log(`no result for: ${[...empty].join(', ')}`);
    // Read after the rounds, so the first request is the first thing after the start (which may have migrated).
    console.log(`database: ${await databaseState(db)}`);
    console.log(`load after: ${load()}`);
    return result;
  } finally {
    child.kill();
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

for (let turn = 0; turn < Number(values.repeat); turn += 1) {
  for (const entry of values.server) {
    const [name, target] = entry.includes('=') ? entry.split('=') : [entry, entry];
    const [main, db = values.db] = target.split(',');
    await measure(name, main, db);
  }
}
