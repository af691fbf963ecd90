/**
 * bench/RESULTS.md: sections written by the scripts (between `<!-- name:start -->` and `<!-- name:end -->`), each
 * replaced by the latest run; whatever else the file holds (notes written by hand) is kept.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, run } from './processes.mjs';

export const RESULTS_FILE = join(ROOT, 'bench', 'RESULTS.md');

const NEW_FILE = [
  '# Benchmark results',
  '',
  'Written by `npm run bench` and `npm run lighthouse` (see [README.md](README.md) for what is measured and how to',
  'read it). Each section is replaced by the latest run of its kind; notes below the sections are kept.',
  '',
].join('\n');

/**
 * Replaces the named sections with the given bodies; a section the file does not have yet goes after the last one
 * it has (before the notes). Formats the file as the repository's Prettier wants it.
 */
export async function writeResultsSections(sections) {
  let text = existsSync(RESULTS_FILE) ? readFileSync(RESULTS_FILE, 'utf8') : NEW_FILE;
  for (const [name, body] of Object.entries(sections)) {
    const start = `<!-- ${name}:start -->`;
    const end = `<!-- ${name}:end -->`;
    const block = `${start}\n${body}\n${end}`;
    const from = text.indexOf(start);
    const to = text.indexOf(end);
    if (from >= 0 && to > from) {
      text = text.slice(0, from) + block + text.slice(to + end.length);
      continue;
    }
    const lastEnd = [...text.matchAll(/<!-- [\w:-]+:end -->/g)].at(-1);
    const at = lastEnd ? lastEnd.index + lastEnd[0].length : text.length;
    text = `${text.slice(0, at).trimEnd()}\n\n${block}\n\n${text.slice(at).trimStart()}`;
  }
  writeFileSync(RESULTS_FILE, text);
  await run(join(ROOT, 'node_modules/.bin/prettier'), ['--log-level', 'warn', '--write', RESULTS_FILE]);
  console.log(`\nwrote ${RESULTS_FILE}`);
}
