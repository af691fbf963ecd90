#!/usr/bin/env node
/**
 * npm run bench -- [--db postgres|pglite|both] [--duration 10] [--warmup 3] [--connections 64] [--rounds 1]
 *                  [--snippets 100000 | --sizes 10000,100000,1000000] [--log-level warn] [--no-write]
 *                  [--only member-read,like,pages]
 *
 * Runs the server (bundled into bench/dist/server) against a database holding the bulk data set and measures, with
 * wrk in its own process, seven JSON endpoints of a guest at 64 connections (the two searches, each over a spread of
 * queries, also at 1 connection), two of signed-in members (a detail, their own list) and, after every read, three
 * writes (like/unlike, save/unsave, a comment); then the same SQL from a bare node:http handler (floor-server.mjs)
 * and a constant Fastify route (constant-server.mjs). Prints each endpoint as a ratio to its raw-SQL floor. Then the
 * server-rendered pages (home, browse, a snippet), each from the page cache and as a miss, against the JSON call
 * each page corresponds to.
 * With --sizes, all of it once per data set size, each in a database (folder) of its own, and a table of the sizes
 * side by side. Writes the figures into bench/RESULTS.md. See bench/README.md.
 *
 * Every process it starts is started in its own process group and killed at the end, also on error or Ctrl-C.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  ROOT,
  printUsageAndExit,
  freePort,
  newestMtime,
  run,
  sleep,
  start,
  stop,
  stopAll,
  waitReady,
} from './processes.mjs';
import { writeResultsSections } from './results-file.mjs';
import { SEARCHES, TYPO_SEARCHES, searchPath } from './search-queries.mjs';
import {
  BENCH_TITLE_PREFIX,
  findRevised,
  forgetRevised,
  makeRevised,
  revisedStorage,
  revisionEndpoints,
  revisionLines,
} from './revised-snippet.mjs';

const BENCH = join(ROOT, 'bench');

const { values: options } = parseArgs({
  options: {
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
  },
});
if (options.help) printUsageAndExit(import.meta.url);
const positive = (name) => {
  const value = Number(options[name]);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
  return value;
};
const DURATION = positive('duration');
const WARMUP = positive('warmup');
const CONNECTIONS = positive('connections');
const ROUNDS = positive('rounds');
const SNIPPETS = positive('snippets');
if (!['postgres', 'pglite', 'both'].includes(options.db))
  throw new Error('--db must be postgres, pglite or both');
/**
 * --only member-read,like: the endpoints measured (their keys; `pages` for the rendered pages), null for all. A
 * partial run prints its figures but writes neither RESULTS.md nor floor-queries.json.
 */
const ONLY = options.only === undefined ? null : new Set(options.only.split(',').map((key) => key.trim()));
const WRITE_FILES = !options['no-write'] && ONLY === null;
const measured = (endpoint) => ONLY === null || ONLY.has(endpoint.key);
/** --sizes 10000,100000: the data set sizes measured one after the other; null without the option. */
const SIZES = options.sizes === undefined ? null : parseSizes(options.sizes);
function parseSizes(text) {
  const sizes = text.split(',').map((part) => Number(part.trim()));
  if (sizes.some((size) => !Number.isInteger(size) || size <= 0))
    throw new Error('--sizes must be a comma list of positive whole numbers, e.g. 10000,100000,1000000');
  return [...new Set(sizes)];
}
const BENCH_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cloudsnippets_bench';
const DATA_DIR = resolve(ROOT, options['data-dir']);

/**
 * Where one data set lives and how big it is seeded when empty. Without --sizes: BENCH_DATABASE_URL or --data-dir,
 * seeded with --snippets. With --sizes, one per size n: the database named as BENCH_DATABASE_URL's with `_<n>`
 * appended (cloudsnippets_bench_100000) or the folder --data-dir with `-<n>` (bench/data-pglite-100000, git-ignored),
 * seeded with n snippets. `name` keys the data set's section of RESULTS.md.
 */
function dataSet(kind, size = null) {
  let url = BENCH_DATABASE_URL;
  if (size !== null) {
    const sized = new URL(BENCH_DATABASE_URL);
    sized.pathname = `/${decodeURIComponent(sized.pathname.slice(1))}_${size}`;
    url = sized.toString();
  }
  const dataDir = size === null ? DATA_DIR : `${DATA_DIR}-${size}`;
  return {
    kind,
    size,
    name: size === null ? kind : `${kind}-${size}`,
    seedSnippets: size ?? SNIPPETS,
    url,
    dataDir,
    /** Where the server keeps its PGlite database inside its DATA_DIR (server/src/config.ts). */
    pgliteDir: join(dataDir, 'pglite'),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Build, database, data.

/**
 * The bench's own server bundle, in bench/dist/server (git-ignored): the same esbuild settings as server/build.mjs,
 * so the benchmark never rebuilds server/dist under someone else's running server or end-to-end suite. Migrations
 * are copied beside it (server/src/db/migrate.ts looks there first). Rebuilt when older than server/src,
 * contract/src or checks/src.
 */
const SERVER_BUNDLE_DIR = join(BENCH, 'dist', 'server');
/**
 * Packages stay external, as in server/build.mjs, but by the absolute path server/ resolves them to: from
 * bench/dist, a bare import would find the repository root's copy, which may be another major version than the
 * server's own (lru-cache: 5 at the root for eslint, 11 in server/node_modules).
 */
const FROM_SERVER = 'resolved-from-server';

async function buildIfNeeded() {
  const main = join(SERVER_BUNDLE_DIR, 'main.js');
  const built = existsSync(main) ? statSync(main).mtimeMs : 0;
  const sources = Math.max(
    ...['server/src', 'contract/src', 'checks/src'].map((folder) => newestMtime(join(ROOT, folder))),
  );
  if (built >= sources) return;
  console.log('bench/dist/server is missing or older than its sources: bundling the server (esbuild)');
  const { build } = await import('esbuild');
  rmSync(SERVER_BUNDLE_DIR, { recursive: true, force: true });
  await build({
    absWorkingDir: join(ROOT, 'server'),
    // The social cards' drawing process is loaded from beside main.js (decision 029).
    entryPoints: ['src/main.ts', 'src/lib/og-card/card-svg.worker.ts'],
    entryNames: '[name]',
    outdir: SERVER_BUNDLE_DIR,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-packages',
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: /^[^./]/ }, async (args) => {
            if (args.path.startsWith('@cloud-snippets/') || args.pluginData === FROM_SERVER) return undefined;
            const found = await pluginBuild.resolve(args.path, {
              kind: args.kind,
              resolveDir: join(ROOT, 'server'),
              pluginData: FROM_SERVER,
            });
            return { path: found.path, external: true };
          });
        },
      },
    ],
  });
  cpSync(join(ROOT, 'server/src/db/migrations'), join(SERVER_BUNDLE_DIR, 'migrations'), { recursive: true });
}

/**
 * The built web app the pages are rendered from: web/dist, as `npm run build -w web` makes it (client, manifest and
 * server entry), rebuilt when missing or older than web/src, contract/src or checks/src. Unlike the server bundle it is not a
 * copy of its own: the build is two Vite runs the web workspace owns, and a copy would drift from it.
 */
const WEB_DIST = join(ROOT, 'web', 'dist');

async function buildWebIfNeeded() {
  const entry = join(WEB_DIST, '.ssr', 'entry-server.js');
  const built = existsSync(entry) ? statSync(entry).mtimeMs : 0;
  const sources = Math.max(
    newestMtime(join(ROOT, 'web/src')),
    newestMtime(join(ROOT, 'contract/src')),
    newestMtime(join(ROOT, 'checks/src')),
    statSync(join(ROOT, 'web/index.html')).mtimeMs,
  );
  if (built >= sources) return;
  console.log('web/dist is missing or older than its sources: npm run build -w web');
  await run('npm', ['run', 'build', '-w', 'web']);
}

/** Opens a data set's database (creating a PostgreSQL database when missing). */
async function openBenchDatabase(set) {
  if (set.kind === 'postgres') {
    const { default: pg } = await import('pg');
    const connect = async (url) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    };
    let client;
    try {
      client = await connect(set.url);
    } catch (error) {
      if (error.code !== '3D000') throw error;
      const url = new URL(set.url);
      const name = decodeURIComponent(url.pathname.slice(1));
      url.pathname = '/postgres';
      const admin = await connect(url.toString());
      console.log(`creating database ${name}`);
      await admin.query(`create database "${name.replace(/"/g, '""')}"`);
      await admin.end();
      client = await connect(set.url);
    }
    return {
      query: async (text, params) => (await client.query(text, params)).rows,
      close: () => client.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = await PGlite.create(set.pgliteDir, { extensions: { pg_trgm } });
  return {
    query: async (text, params) => (await client.query(text, params)).rows,
    close: () => client.close(),
  };
}

/**
 * The PostgreSQL pool of the server and of the raw-SQL floor, the same size for both: DATABASE_POOL_SIZE when set,
 * else the server's default (defaultPoolSize in server/src/config.ts: twice the cores, at least 4; decision 056).
 */
const POOL_SIZE = process.env.DATABASE_POOL_SIZE || String(Math.max(4, 2 * availableParallelism()));

const databaseEnv = (set) =>
  set.kind === 'postgres'
    ? { DATABASE_URL: set.url, DATABASE_POOL_SIZE: POOL_SIZE }
    : { DATABASE_URL: '', DATA_DIR: set.dataDir };

async function snippetCount(set) {
  const db = await openBenchDatabase(set);
  try {
    const [{ table }] = await db.query(`select to_regclass('public.snippets')::text as "table"`);
    return table ? Number((await db.query('select count(*)::int as n from snippets'))[0].n) : 0;
  } finally {
    await db.close();
  }
}

/** The data set facts, the slugs the detail endpoint rotates through, and the database version. */
async function describeData(set) {
  const db = await openBenchDatabase(set);
  try {
    const one = async (text) => Object.values((await db.query(text))[0])[0];
    return {
      snippets: Number(await one('select count(*)::int from snippets')),
      members: Number(await one('select count(*)::int from users')),
      reactions: Number(await one('select count(*)::int from snippet_reactions')),
      saves: Number(await one('select count(*)::int from snippet_saves')),
      version: String(await one('select version()')),
      // 16 slugs spread over the table (by a hash of the id, so neither the newest nor the oldest only).
      slugs: (
        await db.query(`select slug from snippets where title not like $1 order by md5(id::text) limit 16`, [
          `${BENCH_TITLE_PREFIX}%`,
        ])
      ).map((row) => row.slug),
    };
  } finally {
    await db.close();
  }
}

async function prepareData(set) {
  const count = await snippetCount(set);
  if (count === 0) {
    console.log(`${set.name}: no snippets yet — npm run seed:bulk -- --snippets ${set.seedSnippets}`);
    const started = performance.now();
    await run('npm', ['run', 'seed:bulk', '--', '--snippets', String(set.seedSnippets)], databaseEnv(set));
    console.log(`${set.name}: seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } else {
    console.log(`${set.name}: ${count} snippets already there (seed:bulk skipped)`);
    // Earlier runs' writes (likes, saves, comments, each rewriting a snippet row) leave dead rows behind, and this
    // machine's PostgreSQL runs with autovacuum off: without this, each run measured a slower table than the last
    // (556,591 dead snippet rows after a day of runs, a search's p95 at one connection 17 → 31 ms).
    const started = performance.now();
    const db = await openBenchDatabase(set);
    try {
      await db.query('vacuum analyze');
    } finally {
      await db.close();
    }
    console.log(`${set.name}: vacuumed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Measuring.

/** Searches: p95 at 1 connection at most this many ms below SEARCH_LARGE_FROM snippets, SEARCH_P95_LARGE_MS from it. */
const SEARCH_P95_MS = 30;
const SEARCH_P95_LARGE_MS = 50;
/** The targets are set at 100,000 and 1,000,000 snippets: sizes are rounded to the nearer (the seed adds a few). */
const SEARCH_LARGE_FROM = 300_000;
/** Searches at CONNECTIONS: at least this share of the raw-SQL floor of the same statements. */
const SEARCH_RATIO_TARGET = 0.9;
const searchPaths = (terms) => terms.map(searchPath);

/**
 * The deep list page: 500 (offset 5,988), or on a data set too small to have it, a page about four fifths of the
 * way down (not every snippet is listed), so that it still holds a full page.
 */
const deepPage = (snippets) => Math.max(1, Math.min(500, Math.floor((snippets / 12) * 0.8)));

/**
 * The JSON endpoints. `singleConnection`: also measured at 1 connection (a `<key>-c1` result), its unqueued
 * latency; `ratioTarget`: the share of the raw-SQL floor it must reach at CONNECTIONS (0.6 when not given).
 */
function endpoints({ slugs, snippets }, revised) {
  const deep = deepPage(snippets);
  return [
    { key: 'list-p1', label: 'list, page 1', paths: ['/api/snippets'] },
    { key: 'list-p500', label: `list, page ${deep}`, paths: [`/api/snippets?page=${deep}`] },
    {
      key: 'list-filtered',
      label: 'list, platform+category',
      paths: ['/api/snippets?platform=sfmc&category=scripting'],
    },
    {
      key: 'search',
      label: `search, spread of ${SEARCHES.length}`,
      paths: searchPaths(SEARCHES),
      singleConnection: true,
      ratioTarget: SEARCH_RATIO_TARGET,
    },
    {
      key: 'search-typo',
      label: `typo search, spread of ${TYPO_SEARCHES.length}`,
      paths: searchPaths(TYPO_SEARCHES),
      singleConnection: true,
      ratioTarget: SEARCH_RATIO_TARGET,
    },
    {
      key: 'raw',
      label: `raw text by slug (${slugs.length} slugs)`,
      paths: slugs.map((slug) => `/snippets/${encodeURIComponent(slug)}/raw`),
      text: true,
    },
    {
      key: 'detail',
      label: `detail by slug (${slugs.length} slugs)`,
      paths: slugs.map((slug) => `/api/snippets/${encodeURIComponent(slug)}`),
      // Issue 11 §3: the detail page as a member's read.
      ratioTarget: MEMBER_RATIO_TARGET,
    },
    { key: 'featured', label: 'featured snippets', paths: ['/api/snippets/featured'] },
    ...revisionEndpoints(revised),
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Signed-in members and their writes (issue 11 §3).

/** The password of every member the bulk seed generates (BULK_PASSWORD in server/src/cli/seed-bulk.ts). */
const BULK_PASSWORD = 'BulkDemo#2025';
/** Bulk members signed in for the member endpoints: one per connection, 64 at most. */
const MEMBERS = Math.min(64, CONNECTIONS);
/** Snippets each member likes/unlikes and saves/unsaves: twice as many pairs as connections (see memberEndpoints). */
const PAIRS_PER_MEMBER = 2;
/** What every benchmark comment says: restoreData deletes the signed-in members' comments that say it. */
const BENCH_COMMENT = 'Benchmark comment (bench/run.mjs): deleted when its run ends.';
/**
 * The token signing secret of every server and capture of this run: a token signed by the server passes the
 * capture's session lookup, and survives the server's restarts.
 */
const JWT_SECRET = randomBytes(48).toString('base64url');
/** A member's read and write: at least this share of the raw-SQL floor of their statements (issue 11 §3). */
const MEMBER_RATIO_TARGET = 0.8;
/**
 * The per-member limits a benchmark's thousands of likes, saves and comments a second would hit (30 reactions and
 * 10 comments a minute by default, server/src/config.ts): raised on every server this run starts. The limiter still
 * runs (in memory: REDIS_URL is empty), so its cost is measured.
 */
const BENCH_RATE_LIMITS = {
  REACTION_RATE_LIMIT_PER_MEMBER: '1000000000',
  COMMENT_RATE_LIMIT_PER_MEMBER: '1000000000',
  // The revised snippet's 1,000 edits (revised-snippet.mjs), made in one go.
  SNIPPET_RATE_LIMIT_PER_MEMBER: '1000000000',
  // The bench's writers may be minutes old: the new-member limits (decision 053) are off.
  NEW_MEMBER_HOURS: '0',
};

/**
 * The members who sign in (bulk members with snippets of their own, spread by a hash of the id) and the
 * member/snippet pairs they write on: PAIRS_PER_MEMBER snippets each, none of them the member's own or already
 * liked, disliked or saved by the member, no snippet in two pairs (so the rows of one snippet are not all contended).
 */
async function memberPlan(set) {
  const db = await openBenchDatabase(set);
  try {
    const members = await db.query(
      `select id, username from users where email like '%@bulk.example.com' and total_snippets > 0
       order by md5(id::text) limit $1`,
      [MEMBERS],
    );
    if (members.length === 0)
      throw new Error(
        `${set.name}: no bulk member with snippets to sign in (is the data set from seed:bulk?)`,
      );
    const ids = members.map((member) => member.id);
    const candidates = await db.query(
      `select id, author_id as "authorId" from snippets order by md5('bench-pairs:' || id::text) limit $1`,
      [members.length * PAIRS_PER_MEMBER * 4],
    );
    const taken = new Set(
      (
        await db.query(
          `select user_id::text || ' ' || snippet_id::text as pair from snippet_reactions where user_id = any($1::uuid[])
           union all
           select user_id::text || ' ' || snippet_id::text from snippet_saves where user_id = any($1::uuid[])`,
          [ids],
        )
      ).map((row) => row.pair),
    );
    const used = new Set();
    const pairs = [];
    for (let round = 0; round < PAIRS_PER_MEMBER; round++) {
      for (const [member, { id: memberId }] of members.entries()) {
        const snippet = candidates.find(
          (candidate) =>
            !used.has(candidate.id) &&
            candidate.authorId !== memberId &&
            !taken.has(`${memberId} ${candidate.id}`),
        );
        if (!snippet) continue;
        used.add(snippet.id);
        pairs.push({ member, memberId, snippetId: snippet.id });
      }
    }
    return { members, pairs };
  } finally {
    await db.close();
  }
}

/**
 * Puts the data back as it was before the writes: the pairs' likes, dislikes and saves and the members' benchmark
 * comments deleted (but those named in `keepComments`, or all of them with 'all'), the counters of the pairs'
 * snippets and of their authors recounted from their rows (a floor replays a like's counter update whether or not its
 * insert inserted, so only a recount is exact). Answers the ids of the benchmark comments left.
 *
 * A target may still be finishing writes wrk gave up waiting for (the drain's probe can be answered between two
 * statements of a write): on PostgreSQL it first waits until no other connection to the database is running a
 * statement or inside a transaction; and it recounts only once it holds the pairs' snippets' rows, so a write still
 * in flight either counted in the recount or moves the counter after it — never a counter short of its rows.
 */
async function restoreData(set, plan, keepComments = []) {
  const db = await openBenchDatabase(set);
  const pairMembers = plan.pairs.map((pair) => pair.memberId);
  const snippetIds = plan.pairs.map((pair) => pair.snippetId);
  try {
    if (set.kind === 'postgres') await waitForQuiet(db);
    await db.query('begin');
    for (const table of ['snippet_reactions', 'snippet_saves'])
      await db.query(
        `delete from ${table} t using unnest($1::uuid[], $2::uuid[]) as p(user_id, snippet_id)
         where t.user_id = p.user_id and t.snippet_id = p.snippet_id`,
        [pairMembers, snippetIds],
      );
    const memberIds = plan.members.map((member) => member.id);
    if (keepComments !== 'all')
      await db.query(
        `delete from comments where author_id = any($1::uuid[]) and content = $2 and id <> all($3::uuid[])`,
        [memberIds, BENCH_COMMENT, keepComments],
      );
    await db.query(`select id from snippets where id = any($1::uuid[]) order by id for update`, [snippetIds]);
    await db.query(
      `update snippets s set like_count = c.likes, dislike_count = c.dislikes, save_count = c.saves,
         comment_count = c.comments
       from (select s2.id,
               (select count(*) from snippet_reactions r where r.snippet_id = s2.id and r.kind = 'like')::int as likes,
               (select count(*) from snippet_reactions r where r.snippet_id = s2.id and r.kind = 'dislike')::int as dislikes,
               (select count(*) from snippet_saves v where v.snippet_id = s2.id)::int as saves,
               (select count(*) from comments m where m.snippet_id = s2.id)::int as comments
             from snippets s2 where s2.id = any($1::uuid[])) c
       where s.id = c.id
         and (s.like_count, s.dislike_count, s.save_count, s.comment_count)
           is distinct from (c.likes, c.dislikes, c.saves, c.comments)`,
      [snippetIds],
    );
    await db.query(
      `update users u set total_likes = t.likes
       from (select author_id, sum(like_count)::int as likes from snippets
             where author_id in (select author_id from snippets where id = any($1::uuid[])) group by author_id) t
       where u.id = t.author_id and u.total_likes <> t.likes`,
      [snippetIds],
    );
    const left = await db.query(
      `select id from comments where author_id = any($1::uuid[]) and content = $2`,
      [memberIds, BENCH_COMMENT],
    );
    await db.query('commit');
    return left.map((row) => row.id);
  } catch (error) {
    await db.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await db.close();
  }
}

/**
 * Waits (10 s at most) until no other connection to the database has been running a statement or been inside a
 * transaction for three checks in a row, 50 ms apart.
 */
async function waitForQuiet(db) {
  const deadline = Date.now() + 10_000;
  for (let quiet = 0; quiet < 3 && Date.now() < deadline;) {
    const [{ busy }] = await db.query(
      `select count(*)::int as busy from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
         and state like any (array['active', 'idle in transaction%'])`,
    );
    quiet = busy === 0 ? quiet + 1 : 0;
    await sleep(50);
  }
}

/** The environment of every server this run starts on a data set. */
const serverEnv = (set, port) => ({
  ...databaseEnv(set),
  WEB_DIST,
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: options['log-level'],
  REDIS_URL: '',
  SEED_DEMO: 'false',
  NODE_ENV: 'production',
  JWT_SECRET,
  ...BENCH_RATE_LIMITS,
});

/**
 * Signs the members in through POST /api/auth/login on a server of its own (four at a time: the login limit per
 * address counts attempts in flight) and answers their Authorization header values.
 */
/** Runs `work(baseUrl)` against a server of its own on the data set, stopped afterwards. */
async function withServer(set, name, work) {
  const port = await freePort();
  const child = start('node', [join(SERVER_BUNDLE_DIR, 'main.js')], {
    env: serverEnv(set, port),
    quiet: true,
    name,
  });
  try {
    await waitReady(child, `http://127.0.0.1:${port}/api/snippets`);
    return await work(`http://127.0.0.1:${port}`);
  } finally {
    await stop(child);
  }
}

/** The members signed in, each with its `Bearer <token>`. */
function signIn(set, members) {
  return withServer(set, 'server (sign-in)', async (baseUrl) => {
    const authorizations = new Array(members.length);
    let next = 0;
    const signInNext = async () => {
      while (next < members.length) {
        const index = next++;
        const response = await fetch(`${baseUrl}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ identifier: members[index].username, password: BULK_PASSWORD }),
        });
        const body = await response.json();
        if (!response.ok || !body.token)
          throw new Error(
            `sign-in of ${members[index].username}: HTTP ${response.status} ${JSON.stringify(body)}`,
          );
        authorizations[index] = `Bearer ${body.token}`;
      }
    };
    await Promise.all(Array.from({ length: 4 }, signInNext));
    return authorizations;
  });
}

/** The revised snippet and its twin (revised-snippet.mjs), made by the first signed-in member when missing. */
async function revisedSnippets(set, authorization) {
  const withDatabase = async (work) => {
    const db = await openBenchDatabase(set);
    try {
      return await work(db);
    } finally {
      await db.close();
    }
  };
  let found = await withDatabase(async (db) => (await findRevised(db)) ?? (await forgetRevised(db), null));
  found ??= await withServer(set, 'server (revisions)', (baseUrl) => makeRevised(baseUrl, authorization));
  return withDatabase((db) => revisedStorage(db, found));
}

/** Signs the members out: their sessions rows (named in the tokens' `sid` claim) deleted. */
async function signOut(set, authorizations) {
  const sessionIds = authorizations.map(
    (authorization) => JSON.parse(Buffer.from(authorization.split('.')[1], 'base64url').toString('utf8')).sid,
  );
  const db = await openBenchDatabase(set);
  try {
    await db.query('delete from sessions where id = any($1::uuid[])', [sessionIds]);
  } finally {
    await db.close();
  }
}

/**
 * The endpoints of signed-in members: each request carries a member's `Authorization: Bearer <token>`.
 *
 * Reads: the detail (the same slugs as a guest's, each request as another member) and a member's own list.
 * Writes: like then unlike, save then unsave (the web app's routes: POST /like and POST /unlike, POST /save and
 * DELETE /save) of every member/snippet pair, all the pairs' likes, then all their unlikes: with twice as many pairs
 * as connections, a pair's unlike is sent some 128 requests after its like, when the like has long been answered,
 * so each request changes something and the data ends as it began. Comments: each member posts one on its first
 * pair's snippet; they are kept until the target has been measured, then deleted (restoreData), so the comments
 * table grows by some thousands of rows while the comment endpoint runs, and not from one run to the next.
 * `checks`: the requests checked before measuring (a write and its undo).
 */
function memberEndpoints({ slugs }, { members, pairs }, authorizations) {
  const count = members.length;
  const ratioTarget = MEMBER_RATIO_TARGET;
  const toggle = (path, undoMethod, undoPath) => [
    ...pairs.map((pair) => ({
      method: 'POST',
      path: `/api/snippets/${pair.snippetId}/${path}`,
      authorization: authorizations[pair.member],
    })),
    ...pairs.map((pair) => ({
      method: undoMethod,
      path: `/api/snippets/${pair.snippetId}/${undoPath}`,
      authorization: authorizations[pair.member],
    })),
  ];
  /** A write and its undo on every pair (like then unlike, save then unsave): the data set ends as it began. */
  const toggleCase = (key, label, undoMethod, undoPath) => ({
    key,
    label: `${label} (${pairs.length} member/snippet pairs)`,
    ratioTarget,
    write: true,
    requests: toggle(key, undoMethod, undoPath),
    checks: [0, pairs.length],
  });
  const firstPairs = pairs.filter(
    (pair, index) => pairs.findIndex((other) => other.member === pair.member) === index,
  );
  return {
    reads: [
      {
        key: 'member-read',
        label: `member: detail by slug (${slugs.length} slugs, ${count} members)`,
        ratioTarget,
        requests: Array.from({ length: Math.max(count, slugs.length) }, (_, index) => ({
          method: 'GET',
          path: `/api/snippets/${encodeURIComponent(slugs[index % slugs.length])}`,
          authorization: authorizations[index % count],
        })),
      },
      {
        key: 'member-list',
        label: `member: own list \`?author=me\` (${count} members)`,
        ratioTarget,
        requests: authorizations.map((authorization) => ({
          method: 'GET',
          path: '/api/snippets?author=me',
          authorization,
        })),
      },
    ],
    writes: [
      toggleCase('like', 'like + unlike', 'POST', 'unlike'),
      toggleCase('save', 'save + unsave', 'DELETE', 'save'),
      {
        key: 'comment',
        label: `comment, POST (${firstPairs.length} members)`,
        ratioTarget,
        write: true,
        requests: firstPairs.map((pair) => ({
          method: 'POST',
          path: '/api/comments',
          authorization: authorizations[pair.member],
          body: JSON.stringify({ snippetId: pair.snippetId, content: BENCH_COMMENT }),
        })),
        checks: [0],
      },
    ],
  };
}

/** An endpoint's requests: its `requests`, or a guest's GET of each of its `paths`. */
const requestsOf = (endpoint) => endpoint.requests ?? endpoint.paths.map((path) => ({ method: 'GET', path }));

/** The requests as wrk-report.lua reads them (BENCH_REQUESTS): method, path, authorization, body, tab-separated. */
function writeRequestsFile(file, requests) {
  const lines = requests.map((request) => {
    const fields = [request.method, request.path, request.authorization ?? '', request.body ?? ''];
    if (fields.some((field) => /[\t\n\r]/.test(field)))
      throw new Error(`a benchmark request holds a tab or a line break: ${JSON.stringify(request)}`);
    return fields.join('\t');
  });
  writeFileSync(file, `${lines.join('\n')}\n`);
}

/**
 * The server-rendered pages, each beside the JSON call that carries its main content (the one its loader waits
 * for: home also reads the top contributors, a snippet its first comments and its highlighted code). Each is
 * measured as a cache hit (the same URLs again and again), as a miss (a query string of its own on every request,
 * `?bench-miss=<run>-<n>`, which no page reads but the cache keys on: a whole render), and on PostgreSQL as a
 * revalidation (the same URLs while the content version moves every VERSION_MOVE_MS, as a busy site's writes
 * elsewhere move it: each request finds its page's version stale, reads the page's data again and reuses the page).
 */
function pageEndpoints(slugs, kind) {
  const pages = [
    { key: 'home', label: 'home `/`', paths: ['/'], json: 'featured' },
    { key: 'browse', label: 'browse `/snippets`', paths: ['/snippets'], json: 'list-p1' },
    {
      key: 'detail',
      label: `snippet \`/snippets/<slug>\` (${slugs.length} slugs)`,
      paths: slugs.map((slug) => `/snippets/${encodeURIComponent(slug)}`),
      json: 'detail',
    },
  ];
  return pages.flatMap((page) => [
    { ...page, key: `page-${page.key}-hit`, page: page.key, cache: 'hit', uniqueQuery: false },
    ...(kind === 'postgres'
      ? [
          {
            ...page,
            key: `page-${page.key}-revalidated`,
            page: page.key,
            cache: 'revalidated',
            uniqueQuery: false,
            movesVersion: true,
          },
        ]
      : []),
    { ...page, key: `page-${page.key}-miss`, page: page.key, cache: 'miss', uniqueQuery: true },
  ]);
}

/** How often the content version moves while a revalidation case runs: 500 writes a second elsewhere. */
const VERSION_MOVE_MS = 2;

/**
 * Moves the content version on every VERSION_MOVE_MS from a connection of its own (PostgreSQL only: the embedded
 * database has no second client), until stopped; returns how many moves it made.
 */
async function moveVersionContinually(set) {
  const db = await openBenchDatabase(set);
  let moves = 0;
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    db.query(`select nextval('content_version')`)
      .then(() => (moves += 1))
      .finally(() => (busy = false));
  }, VERSION_MOVE_MS);
  return async () => {
    clearInterval(timer);
    while (busy) await new Promise((resolve) => setTimeout(resolve, 5));
    await db.close();
    return moves;
  };
}

let wrkRuns = 0;

/**
 * One wrk run in its own process; returns requests/s and latencies in ms. With uniqueQuery, every request's URL
 * gets a query string no other request of any run has (a page cache miss). With requestsFile (writeRequestsFile),
 * it rotates through that file's requests (method, path, Authorization, body) instead of GETs of the paths.
 */
async function wrk(port, paths, seconds, connections, { uniqueQuery = false, requestsFile = '' } = {}) {
  wrkRuns += 1;
  const child = start(
    'wrk',
    [
      '-t1',
      `-c${connections}`,
      `-d${seconds}s`,
      '--timeout',
      '10s',
      '-s',
      join(BENCH, 'wrk-report.lua'),
      `http://127.0.0.1:${port}/`,
    ],
    {
      env: {
        BENCH_PATHS: (paths ?? []).join('\n'),
        BENCH_UNIQUE_QUERY: uniqueQuery ? `${process.pid}-${wrkRuns}` : '',
        BENCH_REQUESTS: requestsFile,
      },
      quiet: true,
      name: 'wrk',
    },
  );
  const { code } = await child.exited;
  const line = child.stdoutText.split('\n').find((text) => text.startsWith('BENCH_JSON '));
  if (code !== 0 || !line) throw new Error(`wrk failed:\n${child.output}`);
  const report = JSON.parse(line.slice('BENCH_JSON '.length));
  const errors = Object.values(report.errors).reduce((sum, n) => sum + n, 0);
  // No request completed in the window: no latency to report (not a latency of 0).
  const ms = (us) => (report.requests > 0 ? us / 1000 : null);
  return {
    rps: report.requests / (report.durationUs / 1e6),
    p50: ms(report.latencyUs.p50),
    p95: ms(report.latencyUs.p95),
    p99: ms(report.latencyUs.p99),
    requests: report.requests,
    errors,
    errorKinds: report.errors,
  };
}

/**
 * Waits until the target has worked off what a load run left queued (requests wrk gave up on still hold a pool
 * slot, or PGlite's one backend): requests that have to queue behind them, until one answers within 2 s (at most
 * 120 s in all), so the next run does not measure the previous run's backlog. The probe is the target's first path
 * (the list's page 1), whose own time is small on any data set: a search's may be over 2 s by itself.
 */
async function drain(port, path) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const started = Date.now();
    try {
      await (
        await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(60_000) })
      ).arrayBuffer();
    } catch {
      /* the next run reports what is wrong */
    }
    if (Date.now() - started < 2000) return;
  }
}

/** Samples VmRSS of a process every 200 ms while on. */
function rssSampler(pid) {
  const samples = [];
  let on = false;
  const timer = setInterval(() => {
    if (!on) return;
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (match) samples.push(Number(match[1]) / 1024);
    } catch {
      /* process gone */
    }
  }, 200);
  return {
    on: () => (on = true),
    off: () => (on = false),
    stop: () => clearInterval(timer),
    peak: () => (samples.length ? Math.max(...samples) : null),
    median: () =>
      samples.length ? [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] : null,
  };
}

/**
 * Checks every path answers 200 with what a benchmark should be reading (a full page, a found snippet); for a page,
 * notes what the page cache said of a second request (x-page-cache: hit when the renderer goes through it).
 */
async function checkAnswers(port, list, target) {
  // Every path without a snippet, to name them all at once: an empty answer costs less than a real one.
  const empty = [];
  for (const endpoint of list) {
    if (endpoint.requests) {
      await checkRequests(port, endpoint, target, empty);
      continue;
    }
    for (const path of endpoint.paths) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`);
      if (!response.ok) throw new Error(`${target} ${path}: HTTP ${response.status}`);
      if (endpoint.page) {
        const html = await response.text();
        if (!/^<!doctype html>/i.test(html)) throw new Error(`server ${path}: not an HTML page`);
        // As wrk will ask: the same URL again, or (a miss) the path with a query string of its own.
        const again = await fetch(
          `http://127.0.0.1:${port}${path}${endpoint.uniqueQuery ? `?bench-miss=check-${Date.now()}` : ''}`,
        );
        await again.arrayBuffer();
        endpoint.answer = `${(html.length / 1024).toFixed(0)} KB`;
        endpoint.cacheSays ??= again.headers.get('x-page-cache') ?? 'no header';
      } else if (target === 'server' && endpoint.text) {
        const text = await response.text();
        if (text.length === 0) empty.push(`${path} (${endpoint.key})`);
        endpoint.answer ??= 'text';
      } else if (target === 'server') {
        const body = await response.json();
        const one = body.snippet ?? body.revision;
        const rows = body.snippets ?? body.revisions ?? (one ? [one] : []);
        if (rows.length === 0) empty.push(`${path} (${endpoint.key})`);
        endpoint.answer ??= one
          ? 'found'
          : `${rows.length} rows of ${body.totalSnippets ?? body.totalRevisions}`;
      } else {
        await response.arrayBuffer();
      }
    }
  }
  if (empty.length > 0)
    throw new Error(
      `server: no snippets in the answer of ${empty.length} path(s) — is the data set there? Does the search find them?\n  ${empty.join('\n  ')}`,
    );
}

/**
 * Checks the requests of a member's endpoint answer 2xx: every one of a read (on the server, with a snippet in the
 * answer: a member's list must not be empty), only `checks` of a write — a write and its undo, so the data ends as it
 * began (a comment stays until restoreData).
 */
async function checkRequests(port, endpoint, target, empty) {
  for (const index of endpoint.checks ?? endpoint.requests.keys()) {
    const request = endpoint.requests[index];
    const response = await fetch(`http://127.0.0.1:${port}${request.path}`, {
      method: request.method,
      headers: {
        ...(request.authorization ? { authorization: request.authorization } : {}),
        ...(request.body ? { 'content-type': 'application/json' } : {}),
      },
      body: request.body,
    });
    if (!response.ok)
      throw new Error(
        `${target} ${request.method} ${request.path} (${endpoint.key}): HTTP ${response.status} ${(await response.text()).slice(0, 300)}`,
      );
    if (target === 'server' && !endpoint.write) {
      const body = await response.json();
      const rows = body.snippets ?? (body.snippet ? [body.snippet] : []);
      if (rows.length === 0) empty.push(`${request.method} ${request.path} as a member (${endpoint.key})`);
    } else {
      await response.arrayBuffer();
    }
  }
}

/**
 * Warm-up then measured wrk run per endpoint; an endpoint with `singleConnection` then also at one connection (its
 * unqueued latency), as `<key>-c1`.
 */
async function measureTarget(target, set, list, { statementsFile, plan } = {}) {
  const port = await freePort();
  const loadBefore = loadavg()[0];
  let child;
  if (target === 'server') {
    child = start('node', [join(SERVER_BUNDLE_DIR, 'main.js')], {
      env: serverEnv(set, port),
      quiet: true,
      name: 'server',
    });
  } else if (target === 'floor') {
    child = start('node', [join(BENCH, 'floor-server.mjs')], {
      env: {
        ...databaseEnv(set),
        PGLITE_DIR: set.pgliteDir,
        PORT: String(port),
        BENCH_STATEMENTS_FILE: statementsFile,
      },
      quiet: true,
      name: 'raw-SQL floor',
    });
  } else {
    child = start('node', [join(BENCH, 'constant-server.mjs')], {
      env: { PORT: String(port) },
      quiet: true,
      name: 'constant Fastify',
    });
  }
  const results = {};
  const rss = rssSampler(child.pid);
  try {
    await waitReady(child, `http://127.0.0.1:${port}${list[0].paths[0]}`);
    await checkAnswers(port, list, target);
    // A write's run ends wherever its rotation was; on PostgreSQL the pairs are put back before the next run (with
    // PGlite the target holds the database: once it has stopped).
    const putBack = async (endpoint) => {
      if (endpoint.write && set.kind === 'postgres') await restoreData(set, plan, plan.captureComments);
    };
    for (const endpoint of list) {
      const shape = { uniqueQuery: endpoint.uniqueQuery, requestsFile: endpoint.requestsFile };
      const stopMoving = endpoint.movesVersion ? await moveVersionContinually(set) : null;
      await wrk(port, endpoint.paths, WARMUP, CONNECTIONS, shape);
      if (!stopMoving) await drain(port, list[0].paths[0]);
      await putBack(endpoint);
      rss.on();
      const result = await wrk(port, endpoint.paths, DURATION, CONNECTIONS, shape);
      rss.off();
      if (stopMoving) result.versionMoves = await stopMoving();
      await drain(port, list[0].paths[0]);
      await putBack(endpoint);
      if (result.errors)
        console.warn(
          `  ${target} ${endpoint.key}: ${result.errors} errors (${Object.entries(result.errorKinds)
            .filter(([, n]) => n > 0)
            .map(([kind, n]) => `${kind} ${n}`)
            .join(', ')}: status = non-2xx answers)` +
            (result.errorKinds.status > 0 && child.output
              ? `; ${target}'s last output:\n${child.output.slice(-1500)}`
              : ''),
        );
      results[endpoint.key] = result;
      console.log(
        `  ${target.padEnd(8)} ${endpoint.key.padEnd(17)} ${fmt(result.rps, 0).padStart(7)} req/s  p50 ${fmt(result.p50)} ms  p99 ${fmt(result.p99)} ms`,
      );
      if (endpoint.singleConnection) {
        const single = await wrk(port, endpoint.paths, Math.max(3, Math.round(DURATION / 2)), 1);
        results[`${endpoint.key}-c1`] = single;
        console.log(
          `  ${target.padEnd(8)} ${`${endpoint.key}-c1`.padEnd(17)} ${fmt(single.rps, 0).padStart(7)} req/s  p50 ${fmt(single.p50)} ms  p95 ${fmt(single.p95)} ms`,
        );
      }
    }
  } finally {
    rss.stop();
    await stop(child);
  }
  return { results, rssPeak: rss.peak(), rssMedian: rss.median(), load: [loadBefore, loadavg()[0]] };
}

const fmt = (value, digits = 1) =>
  value === null || value === undefined || Number.isNaN(value) ? '—' : value.toFixed(digits);

/** Best round per endpoint (highest requests/s): on a shared machine, the least disturbed run. */
function best(rounds, key) {
  return rounds
    .map((round) => round.results[key])
    .filter(Boolean)
    .sort((a, b) => b.rps - a.rps)[0];
}

/**
 * The statements the server runs for each request of the JSON endpoints, recorded from the real handlers on the data
 * set's database (bench/capture-sql.ts, which sends each request with its method, token and body, in order: a like
 * then its unlike), as the floor's BENCH_STATEMENTS_FILE wants them: [{ method, url, authorization, body, statements }].
 */
async function captureStatements(set, list) {
  const requests = list.flatMap(requestsOf).map((request) => ({
    method: request.method,
    url: request.path,
    authorization: request.authorization,
    body: request.body,
  }));
  const file = join(tmpdir(), `cloud-snippets-bench-capture-${process.pid}-${set.name}.json`);
  writeFileSync(file, JSON.stringify(requests));
  try {
    const capture = start(
      join(ROOT, 'node_modules/.bin/tsx'),
      [join(BENCH, 'capture-sql.ts'), '--requests', file],
      {
        env: {
          DATABASE_URL: set.kind === 'postgres' ? set.url : '',
          PGLITE_DIR: set.pgliteDir,
          JWT_SECRET,
          ...BENCH_RATE_LIMITS,
        },
        quiet: true,
        name: 'capture-sql',
      },
    );
    const captured = await capture.exited;
    if (captured.code !== 0) throw new Error(`capture-sql failed:\n${capture.output}`);
    const answers = JSON.parse(capture.stdoutText);
    const refused = requests
      .map((request, index) => ({ request, status: answers[index].status }))
      .filter(({ status }) => status >= 400)
      .map(({ request, status }) => `${request.method} ${request.url}: HTTP ${status}`);
    if (refused.length > 0)
      throw new Error(
        `capture-sql: the app refused ${refused.length} request(s):\n  ${refused.join('\n  ')}`,
      );
    return requests.map((request, index) => ({ ...request, statements: answers[index].statements }));
  } finally {
    rmSync(file, { force: true });
  }
}

/**
 * bench/floor-queries.json, for reading (and for pglite-memory.mjs, which runs every statement of `statements`):
 * a guest's statements by URL and a member's read (its first request) under `statements`, one write and its undo of
 * each write endpoint under `writes`. Tokens are left out.
 */
async function writeFloorQueries(captured, list) {
  const statementsOf = (request) =>
    captured.find(
      (entry) =>
        entry.method === request.method &&
        entry.url === request.path &&
        entry.authorization === request.authorization &&
        entry.body === request.body,
    ).statements;
  const statements = {};
  const writes = {};
  for (const endpoint of list) {
    if (!endpoint.requests) {
      for (const path of endpoint.paths) statements[path] = statementsOf({ method: 'GET', path });
      continue;
    }
    for (const index of endpoint.checks ?? [0]) {
      const request = endpoint.requests[index];
      const label = `${request.method} ${request.path} (${endpoint.key}, signed in)`;
      (endpoint.write ? writes : statements)[label] = statementsOf(request);
    }
  }
  writeFileSync(
    join(BENCH, 'floor-queries.json'),
    `${JSON.stringify(
      {
        note:
          'Recorded by bench/capture-sql.ts from the route handlers; the raw-SQL floor runs these. `wave`: statements ' +
          'of one wave run side by side. `writes`: a write and its undo (not in `statements`, which tools repeat).',
        statements,
        writes,
      },
      null,
      2,
    )}\n`,
  );
  // Formatted as the repository's Prettier wants it, so the committed copy stays clean.
  await run(join(ROOT, 'node_modules/.bin/prettier'), [
    '--log-level',
    'warn',
    '--write',
    join(BENCH, 'floor-queries.json'),
  ]);
}

async function benchDatabase(set) {
  console.log(`\n=== ${set.name} ===`);
  await prepareData(set);
  const data = await describeData(set);
  const pages = ONLY === null || ONLY.has('pages') ? pageEndpoints(data.slugs, set.kind) : [];
  console.log(
    `${set.name}: ${data.snippets} snippets, ${data.members} members, ${data.reactions} reactions, ${data.saves} saves`,
  );

  const plan = await memberPlan(set);
  // What an interrupted run may have left (its comments).
  await restoreData(set, plan);
  console.log(
    `${set.name}: signing in ${plan.members.length} members (POST /api/auth/login); writes on ${plan.pairs.length} member/snippet pairs`,
  );
  const authorizations = await signIn(set, plan.members);
  // PGlite: the server that makes them must have let go of the folder before anything else opens it.
  const revised = await revisedSnippets(set, authorizations[0]);
  const guest = endpoints(data, revised).filter(measured);
  const temporary = [];
  const rounds = { server: [], floor: [], constant: [] };
  let list;
  try {
    const member = memberEndpoints(data, plan, authorizations);
    const reads = [...guest, ...member.reads.filter(measured)];
    const writes = member.writes.filter(measured);
    // Writes change the data: after every read, pages included.
    list = [...reads, ...writes];
    for (const endpoint of list.filter((candidate) => candidate.requests)) {
      endpoint.requestsFile = join(
        tmpdir(),
        `cloud-snippets-bench-${process.pid}-${set.name}-${endpoint.key}.tsv`,
      );
      temporary.push(endpoint.requestsFile);
      writeRequestsFile(endpoint.requestsFile, endpoint.requests);
    }

    const captured = await captureStatements(set, list);
    // The capture's likes and saves were undone in order. Its comments stay until the end: the floor's replay of a
    // comment reads the comment the capture posted (as the server reads the one it has just posted).
    const written = { ...plan, captureComments: await restoreData(set, plan, 'all') };
    const statementsFile = join(tmpdir(), `cloud-snippets-bench-statements-${process.pid}-${set.name}.json`);
    temporary.push(statementsFile);
    writeFileSync(statementsFile, JSON.stringify(captured));
    if (WRITE_FILES) await writeFloorQueries(captured, list);

    for (let round = 1; round <= ROUNDS; round++) {
      if (ROUNDS > 1) console.log(`round ${round}/${ROUNDS}`);
      rounds.server.push(
        await measureTarget('server', set, [...reads, ...pages, ...writes], { plan: written }),
      );
      await restoreData(set, written, written.captureComments);
      rounds.floor.push(await measureTarget('floor', set, list, { statementsFile, plan: written }));
      await restoreData(set, written, written.captureComments);
      rounds.constant.push(
        await measureTarget('constant', set, [
          { key: 'constant', label: 'constant Fastify route', paths: ['/api/snippets'] },
        ]),
      );
    }
  } finally {
    for (const file of temporary) rmSync(file, { force: true });
    // Best effort after a failure (with PGlite, a target still running holds the database).
    await restoreData(set, plan).catch((error) =>
      console.warn(`${set.name}: could not put the written rows back: ${error.message}`),
    );
    await signOut(set, authorizations).catch((error) =>
      console.warn(`${set.name}: could not delete the benchmark's sessions: ${error.message}`),
    );
  }
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
    json: rows.find((row) => row.key === page.json),
  }));
  return {
    kind: set.kind,
    set,
    data,
    members: { signedIn: plan.members.length, pairs: plan.pairs.length },
    revised,
    rows,
    singleRows,
    pageRows,
    constant: best(rounds.constant, 'constant'),
    rssPeak: Math.max(...rounds.server.map((round) => round.rssPeak ?? 0)),
    rssMedian: Math.max(...rounds.server.map((round) => round.rssMedian ?? 0)),
    load: Object.fromEntries(
      Object.entries(rounds).map(([target, list2]) => [
        target,
        list2.map((round) => round.load.map((n) => n.toFixed(1)).join('→')).join(', '),
      ]),
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Report.

function verdicts(report) {
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
        `at ${CONNECTIONS} connections ${fmt(ratio, 2)} of the raw-SQL floor (target ≥ ${fmt(row.ratioTarget, 2)}) — ${mark(ratio >= row.ratioTarget)} ` +
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

function pageTable(report) {
  const lines = [
    '| page | case | req/s | p50 ms | p95 ms | p99 ms | HTML | x-page-cache | JSON call | JSON req/s | page ÷ JSON |',
    '|---|---|---:|---:|---:|---:|---:|---|---|---:|---:|',
  ];
  for (const row of report.pageRows) {
    lines.push(
      `| ${row.label} | ${row.cache} | ${fmt(row.server.rps, 0)} | ${fmt(row.server.p50)} | ${fmt(row.server.p95)} | ${fmt(row.server.p99)} | ${row.answer} | ${row.movesVersion ? `revalidated: version moved ${row.server.versionMoves}×` : row.cacheSays} | ${row.json.label} | ${fmt(row.json.server.rps, 0)} | **${fmt(row.server.rps / row.json.server.rps, 2)}** |`,
    );
  }
  return lines.join('\n');
}

function table(report) {
  const lines = [
    `| endpoint | server req/s | p50 ms | p95 ms | p99 ms | raw-SQL floor req/s | floor p50 / p99 ms | ratio to floor | p99 / floor p99 |`,
    `|---|---:|---:|---:|---:|---:|---:|---:|---:|`,
  ];
  // The ratio is in bold where it is a target: at CONNECTIONS, not at 1 connection.
  for (const row of [...report.rows, ...report.singleRows]) {
    const ratio = fmt(row.server.rps / row.floor.rps, 2);
    lines.push(
      `| ${row.label} | ${fmt(row.server.rps, 0)} | ${fmt(row.server.p50)} | ${fmt(row.server.p95)} | ${fmt(row.server.p99)} | ${fmt(row.floor.rps, 0)} | ${fmt(row.floor.p50)} / ${fmt(row.floor.p99)} | ${row.of ? ratio : `**${ratio}**`} | ${fmt(row.server.p99 / row.floor.p99, 2)} |`,
    );
  }
  lines.push(
    `| constant Fastify route (floor b) | ${fmt(report.constant.rps, 0)} | ${fmt(report.constant.p50)} | ${fmt(report.constant.p95)} | ${fmt(report.constant.p99)} | | | | |`,
  );
  return lines.join('\n');
}

function machine() {
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

const settingsLine = (kind) =>
  `Settings: ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per endpoint, best of ${ROUNDS} round(s), server LOG_LEVEL=${options['log-level']}${kind === 'postgres' ? `, PostgreSQL pool of ${POOL_SIZE} (server and floor)` : ''}.`;

/** One data set's section of RESULTS.md: everything measured on it. */
function section(report, host) {
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
    settingsLine(report.kind),
    loadLine(report),
    '',
    table(report),
    '',
    'Server-rendered pages (server only; the JSON figures are the server column above):',
    '',
    pageTable(report),
    '',
    `Server resident memory under load (VmRSS, sampled every 200 ms): peak ${fmt(report.rssPeak, 0)} MB, median ${fmt(report.rssMedian, 0)} MB.`,
    '',
    ...revisionLines(report.revised, report.rows).flatMap((line) => [line, '']),
    'Targets:',
    '',
    ...verdicts(report).map((line) => `- ${line}`),
  ].join('\n');
}

const loadLine = (report) =>
  `Load average (1 min) before→after each phase: server ${report.load.server}; raw-SQL floor ${report.load.floor}; constant ${report.load.constant}.`;

/**
 * The sizes of one database side by side (--sizes): per endpoint, and per size, the server's requests/s, its p95
 * and its ratio to the raw-SQL floor; the load average of each size's run below.
 */
function sizesSection(reports, host) {
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
  const constant = reports.flatMap((report) => [fmt(report.constant.rps, 0), fmt(report.constant.p95), '']);
  lines.push(`| constant Fastify route (floor b) | ${constant.join(' | ')} |`);
  return [
    `## ${databaseTitle(first.kind)}: sizes side by side`,
    '',
    runLine(host, databaseName(first)),
    settingsLine(first.kind),
    `Each size measured whole (server, then floor, then constant) before the next; its own section below has every figure and the targets. Ratio: server requests/s ÷ raw-SQL floor's (bold at ${CONNECTIONS} connections).`,
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

async function main() {
  await buildIfNeeded();
  await buildWebIfNeeded();
  const host = machine();
  const sections = {};
  for (const kind of options.db === 'both' ? ['postgres', 'pglite'] : [options.db]) {
    const reports = [];
    for (const size of SIZES ?? [null]) reports.push(await benchDatabase(dataSet(kind, size)));
    // The side-by-side table first: a new section goes after the last one RESULTS.md has.
    if (SIZES) sections[`bench:sizes-${kind}`] = sizesSection(reports, host);
    for (const report of reports) sections[`bench:${report.set.name}`] = section(report, host);
  }
  for (const body of Object.values(sections)) console.log(`\n${body}\n`);
  if (WRITE_FILES) await writeResultsSections(sections);
  else if (ONLY)
    console.log(
      `--only ${options.only}: a partial run, so RESULTS.md and floor-queries.json are left as they were.`,
    );
}

main()
  .catch(async (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
