/**
 * The bench's data: where each data set lives, the server and web builds it runs against, opening its database,
 * seeding it when empty, and the facts the report states about it.
 */
import { cpSync, existsSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { POOL_SIZE } from './options.mjs';
import { ROOT, newestMtime, run } from './processes.mjs';
import { BENCH_TITLE_PREFIX } from './revised-snippet.mjs';

const BENCH = join(ROOT, 'bench');

/**
 * Where one data set lives and how big it is seeded when empty. Without --sizes: BENCH_DATABASE_URL or --data-dir,
 * seeded with --snippets. With --sizes, one per size n: the database named as BENCH_DATABASE_URL's with `_<n>`
 * appended (cloudsnippets_bench_100000) or the folder --data-dir with `-<n>` (bench/data-pglite-100000, git-ignored),
 * seeded with n snippets. `name` keys the data set's section of RESULTS.md.
 */
export function dataSet(config, kind, size = null) {
  const { benchDatabaseUrl: BENCH_DATABASE_URL, dataDir: DATA_DIR } = config;
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
    seedSnippets: size ?? config.snippets,
    url,
    dataDir,
    /** Where the server keeps its PGlite database inside its DATA_DIR (server/src/config.ts). */
    pgliteDir: join(dataDir, 'pglite'),
  };
}

/**
 * The bench's own server bundle, in bench/dist/server (git-ignored): the same esbuild settings as server/build.mjs,
 * so the benchmark never rebuilds server/dist under someone else's running server or end-to-end suite. Migrations
 * are copied beside it (server/src/db/migrate.ts looks there first). Rebuilt when older than server/src,
 * contract/src or checks/src.
 */
export const SERVER_BUNDLE_DIR = join(BENCH, 'dist', 'server');
/**
 * Packages stay external, as in server/build.mjs, but by the absolute path server/ resolves them to: from
 * bench/dist, a bare import would find the repository root's copy, which may be another major version than the
 * server's own (lru-cache: 5 at the root for eslint, 11 in server/node_modules).
 */
const FROM_SERVER = 'resolved-from-server';

export async function buildIfNeeded() {
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
export const WEB_DIST = join(ROOT, 'web', 'dist');

export async function buildWebIfNeeded() {
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
export async function openBenchDatabase(set) {
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

export const databaseEnv = (set) =>
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
export async function describeData(set) {
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

export async function prepareData(set) {
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
