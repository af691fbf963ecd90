#!/usr/bin/env node
/**
 * npm run bench:checks -- [--asks 10] [--no-write]      (BASE_URL=https://… to measure a running site)
 *
 * How long the editor's checks take in the browser: the built checks worker (decision 046), started as the editor
 * starts it in Debian's Chromium, asked to check a 50 KB SSJS file as SSJS and as an HTML page --asks times each
 * after one cold ask (the JIT warming up), the worker's own timing per answer kept. Target: a median under 50 ms
 * each, so the marks follow typing. Without BASE_URL it starts the built server on a fresh demo community. Writes
 * the figures with the machine's load into bench/RESULTS.md. A benchmark rather than a test: on a loaded machine the
 * same build's medians went from 14 and 25 ms to 45 and 59 ms.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { startDemoServer } from './demo-server.mjs';
import { ROOT, printUsageAndExit, stopAll } from './processes.mjs';
import { ssjsOf50Kb } from './large-ssjs.js';
import { writeResultsSections } from './results-file.mjs';

const { values: options } = parseArgs({
  options: {
    asks: { type: 'string', default: '10' },
    'no-write': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (options.help) printUsageAndExit(import.meta.url);
const ASKS = Number(options.asks);
if (!Number.isInteger(ASKS) || ASKS < 1) throw new Error('--asks must be a positive whole number');
const TARGET_MS = 50;

const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  const loadBefore = uptime();
  const workerFile = readdirSync(join(ROOT, 'web', 'dist', 'assets')).find((file) =>
    /^checks\.worker-[\w-]+\.js$/.test(file),
  );
  if (!workerFile) throw new Error('web/dist has no checks worker: run npm run build first');
  const server = process.env.BASE_URL ? null : await startDemoServer('checks-worker');
  const baseUrl = (process.env.BASE_URL ?? server.baseUrl).replace(/\/+$/, '');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const code = ssjsOf50Kb();
  let runs: { first: number; ssjs: number[]; html: number[] };
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/`);
    // tsx (esbuild's keepNames) wraps the named functions below in a helper the page does not have.
    await page.evaluate('globalThis.__name = (fn) => fn');
    runs = await page.evaluate(
      async ({ url, code, asks }) => {
        const worker = new Worker(url, { type: 'module' });
        const waiting = new Map<number, (ms: number) => void>();
        worker.onmessage = (event: MessageEvent) => waiting.get(event.data.id)?.(event.data.ms);
        const ask = (id: number, language: string) =>
          new Promise<number>((resolve) => {
            waiting.set(id, resolve);
            worker.postMessage({ id, language, code });
          });
        const results = { first: await ask(0, 'ssjs'), ssjs: [] as number[], html: [] as number[] };
        for (let id = 1; id <= asks; id++) {
          results.ssjs.push(await ask(id, 'ssjs'));
          results.html.push(await ask(10_000 + id, 'html'));
        }
        worker.terminate();
        return results;
      },
      { url: `/assets/${workerFile}`, code, asks: ASKS },
    );
  } finally {
    await browser.close();
    await server?.stop();
  }
  const figure = (label: string, values: number[]) => {
    const middle = median(values);
    const shown = middle < TARGET_MS ? ms(middle) : `**${ms(middle)}**`;
    return `| ${label} | ${shown} | ${ms(Math.min(...values))} | ${ms(Math.max(...values))} |`;
  };
  const report = [
    '## Code checks in the browser',
    '',
    `Run ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')} by \`npm run bench:checks\`: the built checks worker ` +
      `in Debian's Chromium, a ${(code.length / 1024).toFixed(1)} KB SSJS file checked ${ASKS} times per language ` +
      `after one cold check of ${ms(runs.first)} (bold: a median over the ${TARGET_MS} ms target).`,
    '',
    `Load before: \`${loadBefore}\`; after: \`${uptime()}\`.`,
    '',
    '| checked as | median | fastest | slowest |',
    '|---|---:|---:|---:|',
    figure('SSJS file', runs.ssjs),
    figure('HTML page', runs.html),
  ].join('\n');
  console.log(`\n${report}\n`);
  if (!options['no-write']) await writeResultsSections({ 'checks-worker': report });
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
