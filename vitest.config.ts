import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The server's test files run in worker threads that keep their modules from one file to the next (no isolation):
 * each file builds its own app and database, and no server test mocks a module, so nothing a file changes is seen by
 * the next. Isolated, each file imported Fastify, the routes, Zod's schemas and PGlite afresh: server-pglite took
 * 420 s (collect 200 s) against 203 s (collect 15 s) without, at load 3-5 on 2 cores. Vitest sets isolation per
 * pool, not per project, hence the server's own pool. VITEST_SERVER_ISOLATE=true isolates them again, to find a
 * test that leaks into the next.
 *
 * Two pools would run side by side, each with maxWorkers files at once: four on two cores, at load 6, where a web
 * test's debounced typing failed. The server's projects are a later group (groupOrder 1): they start once the
 * other projects' files have finished.
 */
const SERVER_ISOLATE = process.env.VITEST_SERVER_ISOLATE === 'true';

const projects = [
  { test: { name: 'contract', root: './contract', include: ['src/**/*.test.ts'] } },
  { test: { name: 'checks', root: './checks', include: ['src/**/*.test.ts'] } },
  {
    test: {
      name: 'server-pglite',
      root: './server',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      env: { TEST_DB: 'pglite' },
      globalSetup: ['./test/pglite-template.ts'],
      pool: 'threads',
      sequence: { groupOrder: 1 },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  './web/vite.config.ts',
  // The sf plugin, run as a member runs it against a real server (each file starts one; both are built first).
  {
    test: {
      name: 'cli',
      root: './cli',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      globalSetup: ['./test/global-setup.ts'],
      // Colours on in the runner (the highlighting tests read them); the CLI's own runs set NO_COLOR.
      env: { FORCE_COLOR: '1' },
      // Each CLI run starts Node, oclif and the checks (1-4 s); a test of 4-6 runs took 44 s at load 12 on 2 cores.
      testTimeout: 180_000,
      hookTimeout: 240_000,
    },
  },
  // Rules of the repository as a whole (comments, decision records) and the bench's own logic.
  { test: { name: 'repo', root: '.', include: ['scripts/**/*.test.mjs', 'bench/**/*.test.mjs'] } },
];

/**
 * The server's tests that need no database: the library (`src/lib`, which no test of a database lives in; the repo
 * project's database-free-tests check keeps it so) and the configuration. They run once, in server-pglite.
 */
const DATABASE_FREE_SERVER_TESTS = ['src/lib/**', 'src/config*.test.ts'];

// The same API tests again on a real PostgreSQL server when one is configured (CI sets it).
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    test: {
      name: 'server-postgres',
      root: './server',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      exclude: [...configDefaults.exclude, ...DATABASE_FREE_SERVER_TESTS],
      env: { TEST_DB: 'postgres' },
      pool: 'threads',
      sequence: { groupOrder: 1 },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}

// Vitest runs availableParallelism() - 1 files at once: one at a time on a 2-core machine, which leaves a core idle
// while PGlite waits on the disk and the web tests on jsdom. Two at a time took six server files from 162 s to 134 s
// at load 13 on 2 cores.
export default defineConfig({
  test: {
    projects,
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Only the server's projects run in threads (above); every other project keeps a fresh process per file.
    poolOptions: { threads: { isolate: SERVER_ISOLATE } },
  },
});
