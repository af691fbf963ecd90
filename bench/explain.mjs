#!/usr/bin/env node
/**
 * Per-statement SQL timings of what the server runs for some URLs — less noisy on a shared machine than
 * requests/s, because only the database's own execution time is measured.
 *
 *   node bench/explain.mjs [--runs 30] [--plan] [--pglite] [--save file] [--baseline file] '/api/snippets?…' …
 *
 * Records the statements of each URL with bench/capture-sql.ts (the real route handlers), then runs each one
 * `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON)` --runs times (after 3 unmeasured runs) and prints planning and execution
 * time p50 / p95 in ms, shared buffers hit/read of the last run and whether JIT ran; --plan also prints the last
 * text plan. Database: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/cloudsnippets_bench), or
 * with --pglite the folder of --data-dir (./bench/data-pglite)/pglite. Prints the 1-minute load average too.
 *
 * Before/after on a busy machine: `--save before.json` writes the recorded statements; after changing the code,
 * `--baseline before.json` runs the old and the new statements of each URL alternately (so both see the same load)
 * and prints, per URL, the p50 of the summed execution + planning time of its statements and of its longest one,
 * old → new, the shared buffers touched (a count that does not depend on the load at all) and, on a local
 * PostgreSQL, the backend's CPU time per request read from /proc (the statements run plainly, in alternating blocks):
 * the work, with little of the load's noise.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: options, positionals: urls } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '30' },
    plan: { type: 'boolean', default: false },
    pglite: { type: 'boolean', default: false },
    'data-dir': { type: 'string', default: './bench/data-pglite' },
    save: { type: 'string' },
    baseline: { type: 'string' },
  },
});
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs must be a positive whole number');
if (urls.length === 0) throw new Error('name at least one URL, e.g. /api/snippets?search=lookup%20rows');

const captured = JSON.parse(
  execFileSync(
    join(ROOT, 'node_modules/.bin/tsx'),
    [join(ROOT, 'bench/capture-sql.ts'), JSON.stringify(urls)],
    {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  ),
);

if (options.save) writeFileSync(options.save, JSON.stringify(captured, null, 2));
const baseline = options.baseline ? JSON.parse(readFileSync(options.baseline, 'utf8')) : null;

let query;
let close;
/** The PostgreSQL backend serving this connection (same machine): its CPU time is read from /proc. */
let backendPid = null;
if (options.pglite) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = await PGlite.create(join(resolve(ROOT, options['data-dir']), 'pglite'), {
    extensions: { pg_trgm },
  });
  query = async (text, params) => (await client.query(text, params)).rows;
  close = () => client.close();
} else {
  const { default: pg } = await import('pg');
  const client = new pg.Client({
    connectionString:
      process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cloudsnippets_bench',
  });
  await client.connect();
  backendPid = (await client.query('select pg_backend_pid() as pid')).rows[0].pid;
  query = async (text, params) => (await client.query(text, params)).rows;
  close = () => client.end();
}

/** CPU time (user + system) the backend has used so far, in ms; null when it cannot be read (PGlite, remote). */
function backendCpuMs() {
  if (backendPid === null) return null;
  try {
    const fields = readFileSync(`/proc/${backendPid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 per second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/**
 * Backend CPU ms per run of a list of statements, run plainly (no EXPLAIN) `runs` times: the work the database
 * did, which, unlike wall time, hardly moves with what else the machine is running (10 ms tick resolution, so
 * many runs).
 */
async function cpuPerRun(list, runs) {
  const before = backendCpuMs();
  if (before === null) return null;
  for (let run = 0; run < runs; run++) {
    for (const statement of list) await query(statement.sql, statement.params);
  }
  return (backendCpuMs() - before) / runs;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
};

/** One EXPLAIN ANALYZE of a statement: planning + execution ms, shared buffers touched, the JSON result. */
async function explainOnce(statement) {
  const [row] = await query(`explain (analyze, buffers, format json) ${statement.sql}`, statement.params);
  const [result] = row['QUERY PLAN'];
  const plan = result.Plan;
  return {
    ms: result['Planning Time'] + result['Execution Time'],
    buffers: (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0),
    result,
  };
}

console.log(`load average (1 min) at start: ${loadavg()[0].toFixed(2)}; ${RUNS} runs per statement`);
try {
  if (baseline) {
    console.log(
      'per URL: p50 (p95) of summed planning + execution ms (the database work) and of the longest statement ' +
        '(the latency when the statements run side by side), old → new; buffers old → new',
    );
    for (const [url, statements] of Object.entries(captured)) {
      const old = baseline[url];
      if (!old) {
        console.log(`${url}: not in the baseline`);
        continue;
      }
      const times = { old: [], new: [] };
      const longest = { old: [], new: [] };
      const buffers = { old: 0, new: 0 };
      for (let run = 0; run < RUNS + 3; run++) {
        for (const [side, list] of [
          ['old', old],
          ['new', statements],
        ]) {
          let ms = 0;
          let max = 0;
          let touched = 0;
          for (const statement of list) {
            const once = await explainOnce(statement);
            ms += once.ms;
            max = Math.max(max, once.ms);
            touched += once.buffers;
          }
          if (run >= 3) times[side].push(ms);
          if (run >= 3) longest[side].push(max);
          buffers[side] = touched;
        }
      }
      // Backend CPU per request, old and new alternately in blocks, (RUNS × 4) runs each.
      const cpu = { old: 0, new: 0 };
      const blocks = 4;
      for (let block = 0; block < blocks; block++) {
        cpu.old += (await cpuPerRun(old, RUNS)) ?? NaN;
        cpu.new += (await cpuPerRun(statements, RUNS)) ?? NaN;
      }
      const cpuText = Number.isNaN(cpu.old)
        ? ''
        : `; backend CPU ms per request ${(cpu.old / blocks).toFixed(2)} → ${(cpu.new / blocks).toFixed(2)}`;
      const f = (side, values = times) =>
        `${percentile(values[side], 50).toFixed(2)} (${percentile(values[side], 95).toFixed(2)})`;
      console.log(
        `${url}: ${old.length} → ${statements.length} statement(s); summed ms ${f('old')} → ${f('new')}; ` +
          `longest statement ms ${f('old', longest)} → ${f('new', longest)}; buffers ${buffers.old} → ${buffers.new}${cpuText}`,
      );
    }
  }
  for (const [url, statements] of baseline ? [] : Object.entries(captured)) {
    console.log(`\n${url}`);
    for (const [index, statement] of statements.entries()) {
      const planning = [];
      const execution = [];
      let last;
      for (let run = 0; run < RUNS + 3; run++) {
        const { result } = await explainOnce(statement);
        if (run < 3) continue;
        planning.push(result['Planning Time']);
        execution.push(result['Execution Time']);
        last = result;
      }
      const plan = last.Plan;
      const jit = last.JIT ? ` JIT ${last.JIT.Timing?.Total?.toFixed(1) ?? '?'} ms` : '';
      const firstLine = statement.sql.trim().split('\n')[0].slice(0, 60);
      console.log(
        `  #${index + 1} exec p50 ${percentile(execution, 50).toFixed(2)} ms, p95 ${percentile(execution, 95).toFixed(2)} ms; ` +
          `plan p50 ${percentile(planning, 50).toFixed(2)} ms; buffers hit ${plan['Shared Hit Blocks'] ?? '?'} read ${plan['Shared Read Blocks'] ?? '?'}; rows ${plan['Actual Rows']}${jit}  [${firstLine}…]`,
      );
      if (options.plan) {
        const text = await query(`explain (analyze, buffers) ${statement.sql}`, statement.params);
        console.log(text.map((line) => `      ${line['QUERY PLAN']}`).join('\n'));
      }
    }
  }
} finally {
  await close();
}
console.log(`\nload average (1 min) at end: ${loadavg()[0].toFixed(2)}`);
