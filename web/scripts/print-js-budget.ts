/**
 * Run after `vite build`: prints every JavaScript chunk with its raw and gzip size, then what a guest's first load
 * of each public page downloads against its budget, and of each page of a form. It only reports;
 * e2e/tests/js-budget.spec.ts enforces.
 */
import { fileURLToPath } from 'node:url';
import { BUDGETS, KB, measureBuild, pageBudget, type Download, type PublicPage } from './js-budget';

const report = measureBuild(fileURLToPath(new URL('../dist', import.meta.url)));
const kb = (bytes: number) => (bytes / KB).toFixed(1).padStart(8);

console.log('\nJavaScript chunks (KB = 1024 bytes; gzip at zlib’s default level)');
console.log(`${'chunk'.padEnd(48)}${'raw'.padStart(8)}${'gzip'.padStart(8)}`);
for (const chunk of report.chunks) console.log(`${chunk.file.padEnd(48)}${kb(chunk.raw)}${kb(chunk.gzip)}`);

console.log('\nFirst load of a guest (the entry, the page’s route module and their static imports)');
console.log(
  `${'page'.padEnd(24)}${'chunks'.padStart(8)}${'raw'.padStart(8)}${'gzip'.padStart(8)}${'budget'.padStart(8)}`,
);
const row = (name: string, load: Download, budget: number) =>
  console.log(
    `${name.padEnd(24)}${String(load.files.length).padStart(8)}${kb(load.raw)}${kb(load.gzip)}${kb(budget)}` +
      (load.gzip > budget ? '  OVER BUDGET' : ''),
  );
row('entry', report.entry, BUDGETS.entry);
for (const [page, load] of Object.entries(report.pages)) row(page, load, pageBudget(page as PublicPage));

console.log(
  '\nFirst load of a guest on the pages of a form (no budget; Zod loads once the page has hydrated)',
);
console.log(`${'page'.padEnd(24)}${'chunks'.padStart(8)}${'raw'.padStart(8)}${'gzip'.padStart(8)}`);
for (const [page, load] of Object.entries(report.forms)) {
  const holdsZod = load.files.some((file) => report.zodChunks.includes(file));
  console.log(
    `${page.padEnd(24)}${String(load.files.length).padStart(8)}${kb(load.raw)}${kb(load.gzip)}` +
      (holdsZod ? '  ZOD IN THE FIRST LOAD' : ''),
  );
}
console.log('');
