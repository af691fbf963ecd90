/**
 * The report of a run: per data set a section of RESULTS.md (the table against the raw-SQL floor, the rendered pages
 * against their JSON calls, the targets met or missed) and, with --sizes, the sizes side by side. Pure functions of
 * the figures, but for the machine's description.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { POOL_SIZE } from './options.mjs';
import { BENCH_RATE_LIMITS, SEARCH_LARGE_FROM, SEARCH_P95_LARGE_MS, SEARCH_P95_MS } from './scenarios.mjs';
import { revisionLines } from './revised-snippet.mjs';

/** The repository root (as processes.mjs has it, without its process handlers). */
const ROOT = fileURLToPath(new URL('..', import.meta.url));

export const fmt = (value, digits = 1) =>
  value === null || value === undefined || Number.isNaN(value) ? '—' : value.toFixed(digits);

/** Best round per endpoint (highest requests/s): on a shared machine, the least disturbed run. */
export function best(rounds, key) {
  return rounds
    .map((round) => round.results[key])
    .filter(Boolean)
    .sort((a, b) => b.rps - a.rps)[0];
}

/**
 * The rows of a data set's report from the rounds of each target: an endpoint's best round on the server and on the
 * floor, its 1-connection run as a row of its own, and each page beside its JSON call (`json`: undefined when --only
 * left that call out; `jsonKey` names it).
 */
export function assembleRows(list, pages, rounds) {
  const rows = list.map((endpoint) => ({
    ...endpoint,
    server: best(rounds.server, endpoint.key),
    floor: best(rounds.floor, endpoint.key),
  }));
  // The endpoints measured at 1 connection too, as rows of their own.
  const singleRows = list
    .filter((endpoint) => endpoint.singleConnection)
    .map((endpoint) => ({
      key: `${endpoint.key}-c1`,
      label: `${endpoint.label}, 1 connection`,
      of: endpoint.key,
      server: best(rounds.server, `${endpoint.key}-c1`),
      floor: best(rounds.floor, `${endpoint.key}-c1`),
    }));
  const pageRows = pages.map((page) => ({
    ...page,
    server: best(rounds.server, page.key),
    jsonKey: page.json,
    json: rows.find((row) => row.key === page.json),
  }));
  return { rows, singleRows, pageRows };
}

export function verdicts(report, config) {
  const byKey = Object.fromEntries(report.rows.map((row) => [row.key, row]));
  const out = [];
  const mark = (ok) => (ok ? 'met' : 'MISSED');
  // The searches have a line of their own below.
  for (const row of report.rows.filter((row2) => !row2.singleConnection)) {
    const ratio = row.server.rps / row.floor.rps;
    const target = row.ratioTarget ?? 0.6;
    out.push(
      `${row.label}: ${fmt(ratio, 2)}× the raw-SQL floor (target ≥ ${fmt(target, 2)}×) — ${mark(ratio >= target)}`,
    );
  }
  for (const row of report.rows) {
    const ratio = row.server.p99 / row.floor.p99;
    out.push(
      `${row.label}: p99 ${fmt(row.server.p99)} ms = ${fmt(ratio, 2)}× the floor's ${fmt(row.floor.p99)} ms (target ≤ 2×) — ${mark(ratio <= 2)}`,
    );
  }
  const p95Target = report.data.snippets < SEARCH_LARGE_FROM ? SEARCH_P95_MS : SEARCH_P95_LARGE_MS;
  for (const single of report.singleRows) {
    const row = byKey[single.of];
    const p95 = single.server.p95;
    const ratio = row.server.rps / row.floor.rps;
    out.push(
      `${row.label}: p95 at 1 connection ${fmt(p95)} ms (target ≤ ${p95Target} ms at ${report.data.snippets.toLocaleString('en')} snippets) — ` +
        `${p95 === null ? 'NOT MEASURED (no request completed)' : mark(p95 <= p95Target)}; ` +
        `at ${config.connections} connections ${fmt(ratio, 2)} of the raw-SQL floor (target ≥ ${fmt(row.ratioTarget, 2)}) — ${mark(ratio >= row.ratioTarget)} ` +
        `(p95 ${fmt(row.server.p95)} ms there, mostly queueing)`,
    );
  }
  if (byKey['list-p500'] && byKey['list-p1']) {
    const deep = byKey['list-p500'].server.rps / byKey['list-p1'].server.rps;
    out.push(
      `${byKey['list-p500'].label.replace('list, ', '')} at ${fmt(deep * 100, 0)}% of page 1's requests/s (target ≥ 80%) — ${mark(deep >= 0.8)}`,
    );
  }
  out.push(
    `server RSS under load: peak ${fmt(report.rssPeak, 0)} MB, median ${fmt(report.rssMedian, 0)} MB (target < 250 MB) — ${mark(report.rssPeak < 250)}`,
  );
  for (const row of report.pageRows) {
    if (!row.json) {
      out.push(
        `${row.label}, cache ${row.cache}: ${fmt(row.server.rps, 0)} req/s — not compared: its JSON call ` +
          `(${row.jsonKey}) was not measured; add it to --only`,
      );
      continue;
    }
    const ratio = row.server.rps / row.json.server.rps;
    const target = PAGE_TARGETS[row.cache];
    out.push(
      `${row.label}, cache ${row.cache}: ${fmt(row.server.rps, 0)} req/s = ${fmt(ratio, 2)}× ${row.json.label}'s ` +
        `${fmt(row.json.server.rps, 0)} (target ≥ ${target}×) — ${mark(ratio >= target)}` +
        (row.cache === 'hit' && row.cacheSays !== 'hit'
          ? ` (x-page-cache said ${row.cacheSays}: no cache in front of the renderer)`
          : ''),
    );
  }
  return out;
}

/**
 * A rendered anonymous page against its JSON call: from the cache at least as fast, a miss at least half as fast
 * (a revalidation is a miss a busy site has: held to the same).
 */
const PAGE_TARGETS = { hit: 1, revalidated: 0.5, miss: 0.5 };

export function pageTable(report) {
  const lines = [
    '| page | case | req/s | p50 ms | p95 ms | p99 ms | HTML | x-page-cache | JSON call | JSON req/s | page ÷ JSON |',
    '|---|---|---:|---:|---:|---:|---:|---|---|---:|---:|',
  ];
  for (const row of report.pageRows) {
    lines.push(
      `| ${row.label} | ${row.cache} | ${fmt(row.server.rps, 0)} | ${fmt(row.server.p50)} | ${fmt(row.server.p95)} | ${fmt(row.server.p99)} | ${row.answer} | ${row.movesVersion ? `revalidated: version moved ${row.server.versionMoves}×` : row.cacheSays} | ${jsonCells(row)} |`,
    );
  }
  return lines.join('\n');
}

/** The JSON call's cells of a page's row; a call --only left out is named, with no figures. */
const jsonCells = (row) =>
  row.json
    ? `${row.json.label} | ${fmt(row.json.server.rps, 0)} | **${fmt(row.server.rps / row.json.server.rps, 2)}**`
    : `${row.jsonKey} (not measured) | — | —`;

export function table(report) {
  const lines = [
    `| endpoint | server req/s | p50 ms | p95 ms | p99 ms | raw-SQL floor req/s | floor p50 / p99 ms | ratio to floor | p99 / floor p99 |`,
    `|---|---:|---:|---:|---:|---:|---:|---:|---:|`,
  ];
  // The ratio is in bold where it is a target: at --connections, not at 1 connection.
  for (const row of [...report.rows, ...report.singleRows]) {
    const ratio = fmt(row.server.rps / row.floor.rps, 2);
    lines.push(
      `| ${row.label} | ${fmt(row.server.rps, 0)} | ${fmt(row.server.p50)} | ${fmt(row.server.p95)} | ${fmt(row.server.p99)} | ${fmt(row.floor.rps, 0)} | ${fmt(row.floor.p50)} / ${fmt(row.floor.p99)} | ${row.of ? ratio : `**${ratio}**`} | ${fmt(row.server.p99 / row.floor.p99, 2)} |`,
    );
  }
  if (report.constant)
    lines.push(
      `| constant Fastify route (floor b) | ${fmt(report.constant.rps, 0)} | ${fmt(report.constant.p50)} | ${fmt(report.constant.p95)} | ${fmt(report.constant.p99)} | | | | |`,
    );
  return lines.join('\n');
}

export function machine() {
  const cpuModel =
    /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? cpus()[0]?.model ?? 'unknown';
  const git = (...args) => {
    try {
      return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
    } catch {
      return '?';
    }
  };
  const dirty = git('status', '--porcelain', '--', 'server', 'contract').length > 0;
  return {
    nproc: execFileSync('nproc', { encoding: 'utf8' }).trim(),
    memory: `${(totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    cpuModel,
    node: process.version,
    wrk: execFileSync('sh', ['-c', 'wrk --version 2>&1 | head -1'], { encoding: 'utf8' })
      .trim()
      .split(' ')
      .slice(0, 2)
      .join(' '),
    commit: `${git('rev-parse', '--short', 'HEAD')}${dirty ? ' (with uncommitted changes under server/ or contract/)' : ''}`,
  };
}

const databaseTitle = (kind) => (kind === 'postgres' ? 'PostgreSQL' : 'PGlite');

/** 10000 → 10k, 1000000 → 1M; other sizes as they are. */
const shortSize = (n) =>
  n >= 1e6 && n % 1e6 === 0
    ? `${n / 1e6}M`
    : n >= 1e3 && n % 1e3 === 0
      ? `${n / 1e3}k`
      : n.toLocaleString('en');

function databaseName(report) {
  const pgliteVersion = JSON.parse(
    readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ).version;
  return report.kind === 'postgres'
    ? report.data.version.split(' on ')[0]
    : `PGlite ${pgliteVersion} (${report.data.version.split(' on ')[0]}), in the server process`;
}

const runLine = (host, database) =>
  `Run ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')} on commit ${host.commit}. Machine: ${host.nproc} cores (${host.cpuModel}), ` +
  `${host.memory} memory, Node ${host.node}, ${database}, ${host.wrk}.`;

const settingsLine = (kind, config) =>
  `Settings: ${config.connections} connections, ${config.warmup} s warm-up + ${config.duration} s per endpoint, best of ${config.rounds} round(s), server LOG_LEVEL=${config.logLevel}${kind === 'postgres' ? `, PostgreSQL pool of ${POOL_SIZE} (server and floor)` : ''}.`;

/** One data set's section of RESULTS.md: everything measured on it. */
export function section(report, host, config) {
  const where =
    report.set.size === null
      ? ''
      : `, ${report.set.size.toLocaleString('en')} snippets (${report.kind === 'postgres' ? `database ${decodeURIComponent(new URL(report.set.url).pathname.slice(1))}` : `folder ${relative(ROOT, report.set.dataDir)}`})`;
  return [
    `## ${databaseTitle(report.kind)}${where}`,
    '',
    runLine(host, databaseName(report)),
    `Data: ${report.data.snippets.toLocaleString('en')} snippets, ${report.data.members.toLocaleString('en')} members, ` +
      `${report.data.reactions.toLocaleString('en')} reactions, ${report.data.saves.toLocaleString('en')} saves.`,
    `Members: ${report.members.signedIn} bulk members signed in for the \`member:\` rows and the writes, which run on ` +
      `${report.members.pairs} member/snippet pairs after every read (the data put back after each target); ` +
      `${Object.keys(BENCH_RATE_LIMITS).join(' and ')} raised for the run.`,
    settingsLine(report.kind, config),
    loadLine(report),
    '',
    // A partial run (--only) prints the tables of what it measured.
    ...(report.rows.length > 0 || report.constant ? [table(report), ''] : []),
    ...(report.pageRows.length > 0
      ? [
          'Server-rendered pages (server only; the JSON figures are the server column above):',
          '',
          pageTable(report),
          '',
        ]
      : []),
    `Server resident memory under load (VmRSS, sampled every 200 ms): peak ${fmt(report.rssPeak, 0)} MB, median ${fmt(report.rssMedian, 0)} MB.`,
    '',
    ...revisionLines(report.revised, report.rows).flatMap((line) => [line, '']),
    'Targets:',
    '',
    ...verdicts(report, config).map((line) => `- ${line}`),
  ].join('\n');
}

/** The load average around each target's phase; a target a partial run (--only) skipped is left out. */
const loadLine = (report) =>
  `Load average (1 min) before→after each phase: ${[
    ['server', report.load.server],
    ['raw-SQL floor', report.load.floor],
    ['constant', report.load.constant],
  ]
    .filter(([, load]) => load !== '')
    .map(([target, load]) => `${target} ${load}`)
    .join('; ')}.`;

/**
 * The sizes of one database side by side (--sizes): per endpoint, and per size, the server's requests/s, its p95
 * and its ratio to the raw-SQL floor; the load average of each size's run below.
 */
export function sizesSection(reports, host, config) {
  const [first] = reports;
  const head = ['endpoint'];
  for (const report of reports) {
    const size = shortSize(report.set.size);
    head.push(`${size} req/s`, `${size} p95 ms`, `${size} ratio`);
  }
  const lines = [`| ${head.join(' | ')} |`, `|---|${reports.map(() => '---:|---:|---:|').join('')}`];
  for (const { key } of [...first.rows, ...first.singleRows]) {
    const rows = reports.map((report) =>
      [...report.rows, ...report.singleRows].find((candidate) => candidate.key === key),
    );
    // A small data set has no page 500: its deep page is another, named beside it.
    const label = [...new Set(rows.map((row) => row.label))].join(' / ');
    const cells = rows.flatMap((row) => {
      const ratio = fmt(row.server.rps / row.floor.rps, 2);
      return [fmt(row.server.rps, 0), fmt(row.server.p95), row.of ? ratio : `**${ratio}**`];
    });
    lines.push(`| ${label} | ${cells.join(' | ')} |`);
  }
  if (reports.every((report) => report.constant)) {
    const constant = reports.flatMap((report) => [fmt(report.constant.rps, 0), fmt(report.constant.p95), '']);
    lines.push(`| constant Fastify route (floor b) | ${constant.join(' | ')} |`);
  }
  return [
    `## ${databaseTitle(first.kind)}: sizes side by side`,
    '',
    runLine(host, databaseName(first)),
    settingsLine(first.kind, config),
    `Each size measured whole (server, then floor, then constant) before the next; its own section below has every figure and the targets. Ratio: server requests/s ÷ raw-SQL floor's (bold at ${config.connections} connections).`,
    '',
    lines.join('\n'),
    '',
    'Data and load average (1 min) before→after each phase:',
    '',
    ...reports.map(
      (report) =>
        `- ${shortSize(report.set.size)}: ${report.data.snippets.toLocaleString('en')} snippets, ${report.data.members.toLocaleString('en')} members; ` +
        `server ${report.load.server}; raw-SQL floor ${report.load.floor}; constant ${report.load.constant}.`,
    ),
  ].join('\n');
}
