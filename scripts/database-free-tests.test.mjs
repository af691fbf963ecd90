import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's tests under src/lib and its configuration's run once, on PGlite only (vitest.config.ts): they need no
 * database, so a second run on PostgreSQL would test nothing new. A test there that opened a database would then
 * silently never meet PostgreSQL; this check says so instead, and such a test belongs beside the code that uses the
 * database (a repository, a route, a command).
 */
const SERVER = join(import.meta.dirname, '..', 'server');
/** What a test of the database uses: the test app and database helper, or the variables that pick the database. */
const USES_A_DATABASE =
  /test\/helper(\.js)?'|\bTEST_DB\b|TEST_DATABASE_URL|\bopenDatabase\b|\bmigrateDatabase\b/;

function testFilesUnder(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('database-free server tests', () => {
  const files = [
    ...testFilesUnder(join(SERVER, 'src', 'lib')),
    ...readdirSync(join(SERVER, 'src'))
      .filter((name) => /^config.*\.test\.ts$/.test(name))
      .map((name) => join(SERVER, 'src', name)),
  ];

  it('finds the library and configuration tests', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it('none of them opens a database', () => {
    const opening = files.filter((file) => USES_A_DATABASE.test(readFileSync(file, 'utf8')));
    expect(opening.map((file) => relative(SERVER, file))).toEqual([]);
  });
});
