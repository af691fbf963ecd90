/**
 * The bench's command line (`npm run bench -- …`, see run.mjs's header and README.md): parsed and checked before
 * anything is built or started, and which scenarios `--only` selects.
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

/** The JSON scenarios of a guest, in the order they are measured (endpoints and revisionEndpoints). */
export const GUEST_SCENARIOS = [
  'list-p1',
  'list-p500',
  'list-filtered',
  'search',
  'search-typo',
  'raw',
  'detail',
  'featured',
  'revised-detail',
  'twin-detail',
  'revisions',
  'revision-old',
];
/** Signed-in members' reads, then their writes (memberEndpoints). */
export const MEMBER_SCENARIOS = ['member-read', 'member-list', 'like', 'save', 'comment'];
/** The rendered pages (pageEndpoints): `pages` for all of them, or one case by its key. */
export const PAGES = ['home', 'browse', 'detail'];
export const PAGE_CASES = ['hit', 'revalidated', 'miss'];
export const pageKey = (page, cache) => `page-${page}-${cache}`;
/** The constant Fastify route, the second floor: a row of the table of its own. */
export const CONSTANT = 'constant';

/** Every name --only accepts. */
export const SCENARIO_NAMES = [
  ...GUEST_SCENARIOS,
  ...MEMBER_SCENARIOS,
  'pages',
  ...PAGES.flatMap((page) => PAGE_CASES.map((cache) => pageKey(page, cache))),
  CONSTANT,
];

/**
 * The PostgreSQL pool of the server and of the raw-SQL floor, the same size for both: DATABASE_POOL_SIZE when set,
 * else the server's default (defaultPoolSize in server/src/config.ts: twice the cores, at least 4; decision 056).
 */
export const POOL_SIZE = process.env.DATABASE_POOL_SIZE || String(Math.max(4, 2 * availableParallelism()));

const OPTIONS = {
  db: { type: 'string', default: 'postgres' },
  duration: { type: 'string', default: '10' },
  warmup: { type: 'string', default: '3' },
  connections: { type: 'string', default: '64' },
  rounds: { type: 'string', default: '1' },
  snippets: { type: 'string', default: '100000' },
  sizes: { type: 'string' },
  'log-level': { type: 'string', default: 'warn' },
  'data-dir': { type: 'string', default: './bench/data-pglite' },
  'no-write': { type: 'boolean', default: false },
  only: { type: 'string' },
  help: { type: 'boolean', default: false },
};

/**
 * The run's settings from its arguments. Throws with the option's name on a value it cannot use, and on an --only
 * name that is no scenario (a typo would otherwise measure nothing of what was meant).
 */
export function parseBenchArgs(args, { root, env = {} }) {
  const { values: options } = parseArgs({ args, options: OPTIONS });
  const positive = (name) => {
    const value = Number(options[name]);
    if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
    return value;
  };
  if (!['postgres', 'pglite', 'both'].includes(options.db))
    throw new Error('--db must be postgres, pglite or both');
  const only = options.only === undefined ? null : parseOnly(options.only);
  return {
    help: options.help,
    db: options.db,
    duration: positive('duration'),
    warmup: positive('warmup'),
    connections: positive('connections'),
    rounds: positive('rounds'),
    snippets: positive('snippets'),
    /** --sizes 10000,100000: the data set sizes measured one after the other; null without the option. */
    sizes: options.sizes === undefined ? null : parseSizes(options.sizes),
    logLevel: options['log-level'],
    dataDir: resolve(root, options['data-dir']),
    benchDatabaseUrl: env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cloudsnippets_bench',
    /** The names --only gave, as written (for the closing line); null for all. */
    onlyText: options.only ?? null,
    /**
     * --only member-read,like: the scenarios measured, null for all. A partial run prints its figures but writes
     * neither RESULTS.md nor floor-queries.json.
     */
    only,
    writeFiles: !options['no-write'] && only === null,
  };
}

function parseSizes(text) {
  const sizes = text.split(',').map((part) => Number(part.trim()));
  if (sizes.some((size) => !Number.isInteger(size) || size <= 0))
    throw new Error('--sizes must be a comma list of positive whole numbers, e.g. 10000,100000,1000000');
  return [...new Set(sizes)];
}

function parseOnly(text) {
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.length === 0) throw new Error('--only needs at least one scenario name');
  const unknown = names.filter((name) => !SCENARIO_NAMES.includes(name));
  if (unknown.length > 0)
    throw new Error(`--only: no scenario named ${unknown.join(', ')}. Known: ${SCENARIO_NAMES.join(', ')}`);
  return new Set(names);
}

/** Whether a run measures the scenario (a JSON endpoint, or `constant`). */
export const selects = (only, key) => only === null || only.has(key);

/** Whether a run measures a rendered page's case: every page with `pages`, or the case named by its key. */
export const selectsPage = (only, key) => only === null || only.has('pages') || only.has(key);
