import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config.js';
import { describeStartupError } from './startup-errors.js';

const fsError = (code: string, path: string) =>
  Object.assign(new Error(`${code}: something, open '${path}'`), { code, path });

describe('describeStartupError', () => {
  it("says 'disk full' and names DATA_DIR for PGlite's ErrnoError 51 (it carries no message or path)", () => {
    const pgliteError = { name: 'ErrnoError', errno: 51 };
    expect(describeStartupError(pgliteError, { dataDir: '/srv/data' })).toBe(
      'Cannot write /srv/data (DATA_DIR): disk full (no space left on the device). ' +
        'Point DATA_DIR at a writable folder with free space, or fix this one.',
    );
  });

  it('names the path and the problem for Node file errors', () => {
    expect(
      describeStartupError(fsError('ENOSPC', '/srv/data/server.pid'), { dataDir: '/srv/data' }),
    ).toContain('Cannot write /srv/data/server.pid (DATA_DIR is /srv/data): disk full');
    expect(describeStartupError(fsError('EROFS', '/srv/data/server.pid'))).toContain(
      'Cannot write /srv/data/server.pid (DATA_DIR): the file system is read-only.',
    );
  });

  it('names DATABASE_URL without its password when PostgreSQL refuses the login', () => {
    const refused = Object.assign(new Error('password authentication failed for user "app"'), {
      code: '28P01',
    });
    const line = describeStartupError(refused, { databaseUrl: 'postgres://app:s3cret@db:6543/snippets' });
    expect(line).toBe(
      'PostgreSQL at db:6543/snippets (DATABASE_URL) refused: password authentication failed for user "app". ' +
        'Correct the user name or password in DATABASE_URL.',
    );
  });

  it('passes configuration messages through and keeps the stack of anything unknown', () => {
    expect(describeStartupError(new ConfigError('Invalid configuration:\n  PORT: too big'))).toBe(
      'Invalid configuration:\n  PORT: too big',
    );
    const bug = new TypeError('undefined is not a function');
    expect(describeStartupError(bug)).toContain(bug.stack);
  });
});
