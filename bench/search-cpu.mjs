/**
 * The database's work per search on two databases (e.g. seeded before and after a storage change), by query shape:
 * the statements the server sends for each search of search-queries.mjs (recorded by capture-sql.ts, as explain.mjs
 * does) run plainly on each database in turn, in alternating blocks, and the backend's CPU time is read from /proc
 * (a local PostgreSQL). CPU time hardly moves with what else the machine runs, where latency does.
 * Usage: node bench/search-cpu.mjs --old postgres://…/before --new postgres://…/after [--runs 20] [--blocks 3]
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { SEARCHES_BY_SHAPE, searchPath } from './search-queries.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    old: { type: 'string' },
    new: { type: 'string' },
    runs: { type: 'string', default: '20' },
    blocks: { type: 'string', default: '3' },
  },
});
if (!values.old || !values.new) throw new Error('--old and --new database URLs are required');
const runs = Number(values.runs);
const blocks = Number(values.blocks);

const terms = Object.entries(SEARCHES_BY_SHAPE).flatMap(([shape, list]) =>
  list.map((term) => ({ shape, term })),
);
// The statements are recorded on the new database: the same text runs on both.
const captured = JSON.parse(
  execFileSync(
    join(ROOT, 'node_modules/.bin/tsx'),
    [join(ROOT, 'bench/capture-sql.ts'), JSON.stringify(terms.map(({ term }) => searchPath(term)))],
    {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, BENCH_DATABASE_URL: values.new },
    },
  ),
);

async function connect(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { pid } = (await client.query('select pg_backend_pid() as pid')).rows[0];
  const cpuMs = () => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, in clock ticks (100 per second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  };
  return {
    async cpuPerRun(statements) {
      const before = cpuMs();
      for (let run = 0; run < runs; run += 1) {
        for (const statement of statements) await client.query(statement.sql, statement.params);
      }
      return (cpuMs() - before) / runs;
    },
    end: () => client.end(),
  };
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const sides = { old: await connect(values.old), new: await connect(values.new) };
console.log(`load (1 min) at start: ${loadavg()[0].toFixed(2)}; ${runs} runs × ${blocks} blocks per search`);
const perTerm = new Map();
try {
  for (const { term } of terms) {
    const statements = captured[searchPath(term)];
    // One unmeasured run each: plans and caches warm on both sides.
    await sides.old.cpuPerRun(statements.slice(0, 1));
    await sides.new.cpuPerRun(statements.slice(0, 1));
    const measured = { old: [], new: [] };
    for (let block = 0; block < blocks; block += 1) {
      for (const side of block % 2 === 0 ? ['old', 'new'] : ['new', 'old'])
        measured[side].push(await sides[side].cpuPerRun(statements));
    }
    perTerm.set(term, { old: median(measured.old), new: median(measured.new) });
  }
} finally {
  await sides.old.end();
  await sides.new.end();
}
console.log(
  '| shape | database CPU ms per search, median of the queries: before → after | slowest query, after |',
);
console.log('| --- | ---: | --- |');
for (const [shape, list] of Object.entries(SEARCHES_BY_SHAPE)) {
  const old = median(list.map((term) => perTerm.get(term).old));
  const now = median(list.map((term) => perTerm.get(term).new));
  const slowest = list.map((term) => ({ term, ms: perTerm.get(term).new })).sort((a, b) => b.ms - a.ms)[0];
  console.log(
    `| ${shape} | ${old.toFixed(1)} → ${now.toFixed(1)} | \`${slowest.term}\` (${slowest.ms.toFixed(1)}) |`,
  );
}
const all = [...perTerm.values()];
console.log(
  `| all ${all.length} | ${median(all.map((t) => t.old)).toFixed(1)} → ${median(all.map((t) => t.new)).toFixed(1)} | |`,
);
console.log(
  'per query, before → after: ' +
    terms
      .map(({ term }) => `${term} ${perTerm.get(term).old.toFixed(1)} → ${perTerm.get(term).new.toFixed(1)}`)
      .join(' · '),
);
console.log(`load (1 min) at end: ${loadavg()[0].toFixed(2)}`);
