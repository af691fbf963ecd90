/** Writes README.md's configuration table from the schema in server/src/config.ts. `npm run docs:config`. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../config.js';
import { renderReadme } from '../config-docs.js';

const file = join(REPO_ROOT, 'README.md');
const before = readFileSync(file, 'utf8');
const after = await renderReadme(before, file);
if (after === before) console.log('README.md: the configuration table is up to date.');
else {
  writeFileSync(file, after);
  console.log('README.md: configuration table rewritten from server/src/config.ts.');
}
