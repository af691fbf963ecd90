#!/usr/bin/env node
/**
 * Checks that a change to the search's SQL leaves its answers as they were: for every search of the bench's spread
 * (search-queries.mjs), the statement this checkout writes and the one another checkout writes (`--baseline`, e.g. a
 * worktree at main's commit) run on the same database, and their first page (the ids, in order) and totals
 * (`listTotal`, `listFound`, `listApproximate`) must be equal. Prints one line per search that differs and exits 1
 * when one does. The statements are recorded by each checkout's own bench/capture-sql.ts (its real route handlers).
 *
 *   node bench/search-same-results.mjs --baseline ../main-worktree --db postgres://…/cs_search_1m [--page 2]
 *     [--searches spread|dotted]
 *
 * `--searches dotted` checks DOTTED_CHECKS instead of the spread: more dotted identifiers, for the word pairs' read.
 */
import { execFileSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { DOTTED_CHECKS, SEARCHES_BY_SHAPE, searchPath } from './search-queries.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    baseline: { type: 'string' },
    db: { type: 'string' },
    page: { type: 'string', default: '1' },
    searches: { type: 'string', default: 'spread' },
  },
});
if (!values.baseline || !values.db)
  throw new Error('--baseline <checkout> and --db <postgres url> are required');

if (!['spread', 'dotted'].includes(values.searches)) throw new Error('--searches is spread or dotted');
const terms = values.searches === 'dotted' ? DOTTED_CHECKS : Object.values(SEARCHES_BY_SHAPE).flat();
const urls = terms.map((term) => `${searchPath(term)}&page=${values.page}`);

/** The list statement (the one that answers the page and its total) each URL runs in a checkout. */
function listStatements(checkout) {
  const captured = JSON.parse(
    execFileSync(
      join(checkout, 'node_modules/.bin/tsx'),
      [join(checkout, 'bench/capture-sql.ts'), JSON.stringify(urls)],
      {
        cwd: checkout,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    ),
  );
  return urls.map((url) => {
    const statement = captured[url]?.find((s) => s.sql.includes('"listTotal"'));
    if (!statement) throw new Error(`${checkout}: no list statement for ${url}`);
    return statement;
  });
}

const before = listStatements(resolve(values.baseline));
const after = listStatements(ROOT);
const client = new pg.Client({ connectionString: values.db });
await client.connect();
const answer = async ({ sql, params }) => {
  const { rows } = await client.query(sql, params);
  const first = rows[0] ?? {};
  return JSON.stringify({
    ids: rows.map((row) => row.id).filter(Boolean),
    total: String(first.listTotal),
    found: String(first.listFound),
    approximate: first.listApproximate,
  });
};
let differing = 0;
try {
  for (const [index, term] of terms.entries()) {
    const [old, now] = [await answer(before[index]), await answer(after[index])];
    if (old === now) continue;
    differing += 1;
    console.log(`${term}: differs\n  before ${old}\n  after  ${now}`);
  }
} finally {
  await client.end();
}
console.log(
  `${terms.length - differing} of ${terms.length} searches give the same page ${values.page} and totals` +
    ` (${values.db.split('/').at(-1)})`,
);
process.exitCode = differing ? 1 : 0;
