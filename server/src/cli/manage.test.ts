import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { LockHeldError, acquireLock, lockFilePath, lockHolder } from '../lib/pid-lock.js';
import { usersRepository } from '../repositories/users/users.repository.js';
import { setRoleByUsername } from './roles.js';

const SERVER_ROOT = join(import.meta.dirname, '..', '..');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('promote / demote', () => {
  it('promotes and demotes a member found case-insensitively', async () => {
    const user = await buildUser(t.db, { username: 'RoleModel' });
    expect(await setRoleByUsername(t.db, 'rolemodel', 'admin')).toEqual({
      outcome: 'changed',
      username: 'RoleModel',
      role: 'admin',
    });
    expect((await usersRepository(t.db).findById(user.id))?.role).toBe('admin');
    expect(await setRoleByUsername(t.db, 'ROLEMODEL', 'admin')).toMatchObject({ outcome: 'unchanged' });
    expect(await setRoleByUsername(t.db, 'RoleModel', 'user')).toMatchObject({
      outcome: 'changed',
      role: 'user',
    });
    expect((await usersRepository(t.db).findById(user.id))?.role).toBe('user');
    expect(await setRoleByUsername(t.db, 'rolemodel', 'moderator')).toMatchObject({
      outcome: 'changed',
      role: 'moderator',
    });
    expect((await usersRepository(t.db).findById(user.id))?.role).toBe('moderator');
  });

  it('says when there is no such member', async () => {
    expect(await setRoleByUsername(t.db, 'ghost', 'admin')).toEqual({ outcome: 'unknown-user' });
  });
});

describe('the embedded database lock (DATA_DIR/server.pid)', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'cs-lock-'));
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is taken, refused to others while its process lives, replaced when stale, and released', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      writeFileSync(lockFilePath(dataDir), `${holder.pid}\n`);
      expect(lockHolder(dataDir)).toBe(holder.pid);
      expect(() => acquireLock(dataDir)).toThrow(LockHeldError);
      expect(() => acquireLock(dataDir)).toThrow(
        `The server is running (pid ${holder.pid}) and holds the embedded database in ${dataDir}. Stop it first, then run this command again.`,
      );
    } finally {
      holder.kill();
      await new Promise((resolve) => holder.once('exit', resolve));
    }
    expect(lockHolder(dataDir)).toBeNull();
    const release = acquireLock(dataDir);
    expect(readFileSync(lockFilePath(dataDir), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(lockFilePath(dataDir))).toBe(false);
  });

  it('makes `manage` refuse with a clear message and a non-zero exit while the server runs', () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      writeFileSync(lockFilePath(dataDir), `${holder.pid}\n`);
      const run = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'src/cli/manage.ts', 'promote', 'someone'],
        {
          cwd: SERVER_ROOT,
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: SERVER_ROOT },
          encoding: 'utf8',
          timeout: 20_000,
        },
      );
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(
        `The server is running (pid ${holder.pid}) and holds the embedded database in ${dataDir}.`,
      );
    } finally {
      holder.kill();
    }
  });

  it('prints usage and exits 2 for an unknown command', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/manage.ts', 'crown', 'someone'], {
      cwd: SERVER_ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('promote <username>');
  });
});
