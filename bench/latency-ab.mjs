#!/usr/bin/env node
/**
 * Wall-clock latency of one request's SQL, old statements against new, alternately — as the server runs them: the
 * statements of one request side by side on a pool (Promise.all), so two statements cost their maximum, not their
 * sum, when a core is free.
 *
 *   node bench/latency-ab.mjs --baseline before.json [--runs 40] '/api/snippets?search=lookup%20rows' …
 *
 * `before.json` is what `node bench/explain.mjs --save before.json <urls>` wrote before the change; the new
 * statements are recorded now with bench/capture-sql.ts. Database: BENCH_DATABASE_URL. Prints p50 / p95 ms per URL,
 * old → new, and the 1-minute load average.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: options, positionals: urls } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '40' }, baseline: { type: 'string' } },
});
if (!options.baseline) throw new Error('--baseline <file written by explain.mjs --save> is required');
const baseline = JSON.parse(readFileSync(options.baseline, 'utf8'));
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
const pool = new pg.Pool({
  connectionString:
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cloudsnippets_bench',
  max: 4,
});
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];
const once = async (list) => {
  const started = performance.now();
  await Promise.all(list.map((statement) => pool.query(statement.sql, statement.params)));
  return performance.now() - started;
};

console.log(
  `load average (1 min) at start: ${loadavg()[0].toFixed(2)}; ${options.runs} runs each, alternating`,
);
try {
  for (const [url, statements] of Object.entries(captured)) {
    const old = baseline[url];
    if (!old) continue;
    const times = { old: [], new: [] };
    for (let run = 0; run < Number(options.runs) + 3; run++) {
      const a = await once(old);
      const b = await once(statements);
      if (run >= 3) {
        times.old.push(a);
        times.new.push(b);
      }
    }
    const f = (side) =>
      `${percentile(times[side], 50).toFixed(1)} / ${percentile(times[side], 95).toFixed(1)}`;
    console.log(`${url}: p50 / p95 ms ${f('old')} → ${f('new')}`);
  }
} finally {
  await pool.end();
}
console.log(`load average (1 min) at end: ${loadavg()[0].toFixed(2)}`);
