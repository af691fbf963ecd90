#!/usr/bin/env node
/**
 * Resident memory of a process holding the bench's PGlite database while it runs the benchmark's statements — to
 * see what PGlite's settings cost in RSS (the server embeds PGlite, so its memory is the server's).
 *
 *   node bench/pglite-memory.mjs [--rounds 200] [--data-dir ./bench/data-pglite] [-- -c shared_buffers=32MB …]
 *
 * Opens DATA_DIR/pglite with pg_trgm (as server/src/db/client.ts does), appending any `-c name=value` arguments to
 * PGlite's default start parameters, prints the effective shared_buffers / work_mem, then runs every statement of
 * bench/floor-queries.json --rounds times and prints VmRSS (current and peak, /proc/self/status) before and after.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '200' },
    'data-dir': { type: 'string', default: './bench/data-pglite' },
  },
});
const rss = () => {
  const status = readFileSync('/proc/self/status', 'utf8');
  const field = (name) => Math.round(Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)[1]) / 1024);
  return `RSS ${field('VmRSS')} MB (peak ${field('VmHWM')} MB)`;
};

const { PGlite } = await import('@electric-sql/pglite');
const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
console.log(`before PGlite: ${rss()}`);
const extra = positionals;
const client = await PGlite.create(join(resolve(ROOT, options['data-dir']), 'pglite'), {
  extensions: { pg_trgm },
  ...(extra.length ? { startParams: [...PGlite.defaultStartParams, ...extra] } : {}),
});
const show = async (name) => (await client.query(`show ${name}`)).rows[0][name];
console.log(
  `start parameters added: ${extra.join(' ') || '(none)'}; shared_buffers ${await show('shared_buffers')}, work_mem ${await show('work_mem')}`,
);
console.log(`PGlite open: ${rss()}`);
const { statements } = JSON.parse(readFileSync(join(ROOT, 'bench/floor-queries.json'), 'utf8'));
const list = Object.values(statements).flat();
const started = performance.now();
for (let round = 0; round < Number(options.rounds); round++) {
  for (const statement of list) await client.query(statement.sql, statement.params);
}
console.log(
  `${options.rounds} rounds of ${list.length} statements in ${((performance.now() - started) / 1000).toFixed(1)} s: ${rss()}`,
);
await client.close();
