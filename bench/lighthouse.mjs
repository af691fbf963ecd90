#!/usr/bin/env node
/**
 * npm run lighthouse -- [--runs 3] [--report-only] [--no-write]      (BASE_URL=https://… to audit a running site)
 *
 * Lighthouse's default configuration (a mid-range phone on slow 4G, simulated) in Debian's Chromium, on home, browse,
 * a snippet, a profile and login: each page audited --runs times, the median of each figure kept. Without BASE_URL
 * it starts the built server itself (scripts/start.mjs: built first when stale) on a fresh data directory with the
 * demo community. Prints the table, writes it with the machine's load into bench/RESULTS.md, and exits 1 when a
 * page misses a target (--report-only: never). See bench/README.md.
 */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startDemoServer, publicPagesOf } from './demo-server.mjs';
import { ROOT, printUsageAndExit, stopAll } from './processes.mjs';
import { writeResultsSections } from './results-file.mjs';

const CHROMIUM = '/usr/bin/chromium';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'report-only': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (options.help) printUsageAndExit(import.meta.url);
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs must be a positive whole number');

/** What each page must reach (issue: "every public page is fast on a phone"). */
const score = (value) => value.toFixed(0);
const TARGETS = [
  { key: 'performance', label: 'Performance', goal: '≥ 95', isMet: (v) => v >= 95, show: score },
  { key: 'accessibility', label: 'Accessibility', goal: '100', isMet: (v) => v >= 100, show: score },
  { key: 'best-practices', label: 'Best Practices', goal: '100', isMet: (v) => v >= 100, show: score },
  { key: 'seo', label: 'SEO', goal: '100', isMet: (v) => v >= 100, show: score },
  {
    key: 'lcp',
    label: 'LCP',
    goal: '≤ 1.5 s',
    isMet: (v) => v <= 1500,
    show: (v) => `${(v / 1000).toFixed(2)} s`,
  },
  { key: 'cls', label: 'CLS', goal: '≤ 0.02', isMet: (v) => v <= 0.02, show: (v) => v.toFixed(3) },
  { key: 'tbt', label: 'TBT', goal: '≤ 150 ms', isMet: (v) => v <= 150, show: (v) => `${v.toFixed(0)} ms` },
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** What a failed audit names (an issue type, a console message), briefly. */
function whatFailed(audit) {
  const names = (audit.details?.items ?? [])
    .map((item) => item.issueType ?? item.description ?? item.node?.snippet)
    .filter((name) => typeof name === 'string')
    .map((name) => (name.length > 80 ? `${name.slice(0, 77)}…` : name));
  return names.length ? `: ${[...new Set(names)].slice(0, 3).join(' / ')}` : '';
}

/** Lighthouse's own trace hiccups (NO_NAVSTART, NO_FCP under load) are its to retry, not the page's failure. */
const RETRIES = 2;

/** One Lighthouse run: category scores (0–100), LCP and TBT in ms, CLS, and the audits that cost points. */
async function audit(url, chromePort) {
  let lhr;
  for (let attempt = 0; ; attempt++) {
    ({ lhr } = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error' }));
    if (!lhr.runtimeError) break;
    const problem = `${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    if (attempt === RETRIES) throw new Error(problem);
    console.log(`${problem} — trying again`);
  }
  const figures = Object.fromEntries(CATEGORIES.map((key) => [key, (lhr.categories[key]?.score ?? 0) * 100]));
  figures.lcp = lhr.audits['largest-contentful-paint'].numericValue;
  figures.cls = lhr.audits['cumulative-layout-shift'].numericValue;
  figures.tbt = lhr.audits['total-blocking-time'].numericValue;
  // Failed audits of the pass/fail categories, by title (performance's own are the figures above).
  const failed = CATEGORIES.filter((key) => key !== 'performance').flatMap((key) =>
    lhr.categories[key].auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => `${lhr.audits[ref.id].title} (${key}${whatFailed(lhr.audits[ref.id])})`),
  );
  return {
    figures,
    failed,
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment.hostUserAgent,
  };
}

function table(rows) {
  const lines = [
    `| page | ${TARGETS.map((t) => t.label).join(' | ')} |`,
    `|---|${TARGETS.map(() => '---:').join('|')}|`,
  ];
  for (const row of rows) {
    const cells = TARGETS.map((t) => {
      const text = t.show(row.median[t.key]);
      return t.isMet(row.median[t.key]) ? text : `**${text}**`;
    });
    lines.push(`| ${row.name} \`${row.path}\` | ${cells.join(' | ')} |`);
  }
  lines.push(`| target | ${TARGETS.map((t) => t.goal).join(' | ')} |`);
  return lines.join('\n');
}

function missedTargets(rows) {
  return rows.flatMap((row) =>
    TARGETS.filter((t) => !t.isMet(row.median[t.key])).map(
      (t) => `${row.name} ${t.label} ${t.show(row.median[t.key])}`,
    ),
  );
}

function section({ rows, runInfo, loadBefore, loadAfter, missed }) {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: ROOT,
    encoding: 'utf8',
  }).trim();
  return [
    '## Lighthouse',
    '',
    `Run ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')} on commit ${commit} by \`npm run lighthouse\`: Lighthouse ` +
      `${runInfo.lighthouseVersion}, default configuration (mobile: a mid-range phone on slow 4G, simulated), ` +
      `${runInfo.chromium}, ${RUNS} run(s) per page, the median of each figure (bold: misses its target). ` +
      `Site: ${runInfo.site}.`,
    '',
    `Load before: \`${loadBefore}\`; after: \`${loadAfter}\`.`,
    '',
    table(rows),
    '',
    missed.length === 0 ? 'Every target met.' : `Missed: ${missed.join('; ')}.`,
    '',
    'Audits that cost points outside Performance (in any run):',
    '',
    ...rows.map((row) => `- ${row.name}: ${row.failed.length ? row.failed.join('; ') : 'none'}`),
  ].join('\n');
}

async function main() {
  const loadBefore = uptime();
  const server = process.env.BASE_URL ? null : await startDemoServer('lighthouse');
  const baseUrl = (process.env.BASE_URL ?? server.baseUrl).replace(/\/+$/, '');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--disable-gpu', ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
  });
  const rows = [];
  let lighthouseVersion = '';
  try {
    for (const page of await publicPagesOf(baseUrl)) {
      const runs = [];
      for (let run = 1; run <= RUNS; run++) {
        const result = await audit(`${baseUrl}${page.path}`, chrome.port);
        lighthouseVersion = result.lighthouseVersion;
        runs.push(result);
        console.log(
          `${page.name.padEnd(8)} run ${run}/${RUNS}: ${TARGETS.map((t) => `${t.label} ${t.show(result.figures[t.key])}`).join(', ')}`,
        );
      }
      rows.push({
        ...page,
        median: Object.fromEntries(TARGETS.map((t) => [t.key, median(runs.map((r) => r.figures[t.key]))])),
        failed: [...new Set(runs.flatMap((r) => r.failed))],
      });
    }
  } finally {
    chrome.kill();
    await server?.stop();
  }
  const chromium = execFileSync(CHROMIUM, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  })
    .trim()
    .split(' built')[0];
  const missed = missedTargets(rows);
  const report = section({
    rows,
    runInfo: {
      lighthouseVersion,
      chromium,
      site: process.env.BASE_URL
        ? baseUrl
        : 'the built server (`npm start`) on a fresh data directory: embedded PGlite, demo community',
    },
    loadBefore,
    loadAfter: uptime(),
    missed,
  });
  console.log(`\n${report}\n`);
  if (!options['no-write']) await writeResultsSections({ lighthouse: report });
  if (missed.length > 0 && !options['report-only']) {
    console.error(`${missed.length} target(s) missed (--report-only to report without failing).`);
    process.exitCode = 1;
  }
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
