import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isPostgresRun } from './helper.js';
import { PROCESS_TEST_TIMEOUT_MS, freshDataDir, startServer, stopAllServers } from './server-process.js';

afterEach(stopAllServers);

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

/** What a start that fails prints and returns: one line, no stack. */
async function failedStart(env: Record<string, string>) {
  const server = startServer(env);
  const code = await server.exited;
  const lines = server.output().trim().split('\n');
  expect(server.output()).not.toMatch(/^\s+at /m);
  return { code, lines, last: lines.at(-1) ?? '' };
}

describe.skipIf(isPostgresRun)('a start that cannot succeed says why in one line', () => {
  it(
    'retries an unreachable DATABASE_URL, one line per attempt, then gives up naming it',
    async () => {
      const port = await closedPort();
      const { code, lines, last } = await failedStart({
        DATABASE_URL: `postgres://app:s3cret@127.0.0.1:${port}/snippets`,
        DATABASE_STARTUP_TIMEOUT: '2s',
      });
      expect(code).toBe(1);
      const where = `PostgreSQL at 127.0.0.1:${port}/snippets (DATABASE_URL)`;
      expect(lines[0]).toBe(
        `${where} is not reachable: connection refused. Attempt 1; retrying in 0.5 s (giving up in 2 s).`,
      );
      expect(last).toMatch(new RegExp(`^Could not reach ${where.replace(/[().]/g, '\\$&')} within 2 s`));
      expect(lines.join('\n')).not.toContain('s3cret');
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'refuses a short DATA_DIR/jwt-secret, naming the file, instead of recursing without end',
    async () => {
      const dataDir = freshDataDir();
      writeFileSync(join(dataDir, 'jwt-secret'), 'short\n');
      const { code, lines } = await failedStart({ DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(lines).toEqual([
        `${join(dataDir, 'jwt-secret')} holds a 5-character secret (at least 32 characters are needed). ` +
          'Delete the file to have a new secret generated (every member is signed out), or set JWT_SECRET.',
      ]);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'names the path when DATA_DIR cannot be used',
    async () => {
      const notAFolder = join(freshDataDir(), 'a-file');
      writeFileSync(notAFolder, '');
      const { code, lines } = await failedStart({ DATA_DIR: notAFolder });
      expect(code).toBe(1);
      expect(lines).toEqual([
        `Cannot write ${join(notAFolder, 'jwt-secret')} (DATA_DIR): a file stands where a folder should be. ` +
          'Point DATA_DIR at a writable folder with free space, or fix this one.',
      ]);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});

describe.runIf(isPostgresRun)('a start against a missing PostgreSQL database', () => {
  it(
    'says which database is missing and what to do, in one line',
    async () => {
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      url.pathname = '/cs_missing_database';
      const { code, lines } = await failedStart({ DATABASE_URL: url.toString() });
      expect(code).toBe(1);
      expect(lines).toEqual([
        `PostgreSQL at ${url.hostname}:${url.port || '5432'}/cs_missing_database (DATABASE_URL) refused: ` +
          'database "cs_missing_database" does not exist. ' +
          'Create that database (createdb), or correct the database name in DATABASE_URL.',
      ]);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
