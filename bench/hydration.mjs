#!/usr/bin/env node
/**
 * npm run bench:hydration -- [--runs 3] [--no-write]      (BASE_URL=https://… to measure a running site)
 *
 * How long a page looks ready before it is: from its first contentful paint to React's hydration (the `hydrated`
 * performance mark, `<html data-hydrated>`), in Debian's Chromium on a cold cache, at full speed and with the CPU
 * slowed four times (Lighthouse's mid-range phone), on home, browse, a snippet, a profile and login. Each page is
 * loaded --runs times per speed and the median kept. Without BASE_URL it starts the built server on a fresh data
 * directory with the demo community. Writes the table with the machine's load into bench/RESULTS.md.
 */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { publicPagesOf, startDemoServer } from './demo-server.mjs';
import { printUsageAndExit, stopAll } from './processes.mjs';
import { writeResultsSections } from './results-file.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'no-write': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (options.help) printUsageAndExit(import.meta.url);
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs must be a positive whole number');

/** The CPU slowdowns measured, with what each page must reach from first paint to hydration. */
const SPEEDS = [
  { rate: 1, label: '1× CPU', targetMs: 150 },
  { rate: 4, label: '4× CPU', targetMs: 700 },
];

const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One cold load: first contentful paint, hydration, and the scripts fetched, as the page's own timeline has them. */
async function measure(browser, url, rate) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 });
    return await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const hydrated = performance.getEntriesByName('hydrated', 'mark')[0]?.startTime;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'));
      return { fcp, hydrated, scripts: scripts.length };
    });
  } finally {
    await context.close();
  }
}

const ms = (value) => `${Math.round(value)} ms`;

function table(rows) {
  const lines = [
    `| page | ${SPEEDS.map((s) => `FCP (${s.label}) | FCP → hydrated (${s.label})`).join(' | ')} | scripts |`,
    `|---|${SPEEDS.map(() => '---:|---:').join('|')}|---:|`,
  ];
  for (const row of rows) {
    const cells = SPEEDS.map((speed) => {
      const figure = row[speed.rate];
      const window = figure.window <= speed.targetMs ? ms(figure.window) : `**${ms(figure.window)}**`;
      return `${ms(figure.fcp)} | ${window}`;
    });
    lines.push(`| ${row.name} \`${row.path}\` | ${cells.join(' | ')} | ${row.scripts} |`);
  }
  lines.push(`| target | ${SPEEDS.map((s) => `| ≤ ${s.targetMs} ms`).join(' | ')} | |`);
  return lines.join('\n');
}

async function main() {
  const loadBefore = uptime();
  const server = process.env.BASE_URL ? null : await startDemoServer('hydration');
  const baseUrl = (process.env.BASE_URL ?? server.baseUrl).replace(/\/+$/, '');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const rows = [];
  try {
    for (const page of await publicPagesOf(baseUrl)) {
      const row = { ...page };
      // One load first, not counted: the server renders and caches the page, as it has for any later visitor.
      await measure(browser, `${baseUrl}${page.path}`, 1);
      for (const speed of SPEEDS) {
        const runs = [];
        for (let run = 0; run < RUNS; run++)
          runs.push(await measure(browser, `${baseUrl}${page.path}`, speed.rate));
        row[speed.rate] = {
          fcp: median(runs.map((r) => r.fcp)),
          window: median(runs.map((r) => r.hydrated - r.fcp)),
        };
        row.scripts = runs[0].scripts;
        console.log(
          `${page.name.padEnd(8)} ${speed.label}: FCP ${ms(row[speed.rate].fcp)}, FCP → hydrated ${ms(row[speed.rate].window)}` +
            ` (runs: ${runs.map((r) => ms(r.hydrated - r.fcp)).join(', ')})`,
        );
      }
      rows.push(row);
    }
  } finally {
    await browser.close();
    await server?.stop();
  }
  const missed = rows.flatMap((row) =>
    SPEEDS.filter((s) => row[s.rate].window > s.targetMs).map((s) => `${row.name} at ${s.label}`),
  );
  const report = [
    '## First paint to hydration',
    '',
    `Run ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')} by \`npm run bench:hydration\`: each page loaded ` +
      `${RUNS} times per CPU speed on a cold cache in Debian's Chromium at 1280 px, the median kept (bold: misses ` +
      `its target). Site: ${process.env.BASE_URL ? baseUrl : 'the built server on a fresh demo community'}.`,
    '',
    `Load before: \`${loadBefore}\`; after: \`${uptime()}\`.`,
    '',
    table(rows),
    '',
    missed.length === 0 ? 'Every target met.' : `Missed: ${missed.join('; ')}.`,
  ].join('\n');
  console.log(`\n${report}\n`);
  if (!options['no-write']) await writeResultsSections({ hydration: report });
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
