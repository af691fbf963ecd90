import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.js';
import { isPostgresRun } from '../../test/helper.js';
import { loadConfig, type Config } from '../config.js';
import { openMigratedDatabase } from '../db/bootstrap.js';
import { lockFilePath } from '../lib/pid-lock.js';
import { backup, restore } from './backup.js';

const SERVER_ROOT = join(import.meta.dirname, '..', '..');

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'cs-backup-'));
});
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

async function usernames(config: Config): Promise<string[]> {
  const database = await openMigratedDatabase(config);
  try {
    const rows = await database.db.query.users.findMany({ columns: { username: true } });
    return rows.map((row) => row.username).sort();
  } finally {
    await database.close();
  }
}

async function addMember(config: Config, username: string): Promise<void> {
  const database = await openMigratedDatabase(config);
  try {
    await buildUser(database.db, { username });
  } finally {
    await database.close();
  }
}

/** A fresh PostgreSQL database on TEST_DATABASE_URL's server, dropped after the file. */
async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `cs_backup_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

describe.runIf(!isPostgresRun)('backup and restore on the embedded PGlite database', () => {
  let config: Config;
  beforeAll(() => {
    config = loadConfig({ DATA_DIR: join(work, 'data'), JWT_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent' });
  });

  it("brings back exactly the backup's data: later writes are gone, the replaced database is kept aside", async () => {
    await addMember(config, 'before_backup');
    const file = join(work, 'site.tar.gz');
    expect(await backup(config, file)).toContain(`to ${file}.`);
    await expect(backup(config, file)).rejects.toThrow(`${file} already exists`);

    await addMember(config, 'after_backup');
    expect(await usernames(config)).toEqual(['after_backup', 'before_backup']);

    await expect(restore(config, file)).rejects.toThrow(
      /already holds a database\. Run restore with --force/,
    );
    expect(await usernames(config)).toEqual(['after_backup', 'before_backup']);

    const message = await restore(config, file, { force: true });
    expect(await usernames(config)).toEqual(['before_backup']);
    const keptAside = readdirSync(config.dataDir).filter((name) => name.startsWith('pglite.before-restore-'));
    expect(keptAside).toHaveLength(1);
    expect(message).toContain(join(config.dataDir, keptAside[0] ?? ''));

    // Into an empty DATA_DIR (a new machine) no --force is needed.
    const fresh = loadConfig({ DATA_DIR: join(work, 'fresh'), JWT_SECRET: 'x'.repeat(40) });
    await restore(fresh, file);
    expect(await usernames(fresh)).toEqual(['before_backup']);
  }, 300_000); // a dozen PGlite starts on disk: 17 s for the first one alone at load 10 on 2 cores

  it('refuses a file that is not a backup, and leaves the database alone', async () => {
    const bogus = join(work, 'bogus.tar.gz');
    writeFileSync(bogus, 'not a backup');
    await expect(restore(config, bogus, { force: true })).rejects.toThrow('is not a backup made by');
    const pgDump = join(work, 'dump.pgdump');
    writeFileSync(pgDump, 'PGDMP\u0001rest');
    await expect(restore(config, pgDump, { force: true })).rejects.toThrow(
      'is a PostgreSQL (pg_dump) backup; this server is configured for the embedded PGlite database',
    );
    expect(await usernames(config)).toEqual(['before_backup']);
  });

  it('`manage backup` refuses clearly, with exit code 1, while the server holds DATA_DIR', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120_000)']);
    try {
      writeFileSync(lockFilePath(config.dataDir), `${holder.pid}\n`);
      const file = join(work, 'while-running.tar.gz');
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/manage.ts', 'backup', file], {
        cwd: SERVER_ROOT,
        env: { ...process.env, DATA_DIR: config.dataDir, INIT_CWD: work },
        encoding: 'utf8',
        timeout: 120_000,
      });
      expect(run.stderr).toContain(`The server is running (pid ${holder.pid})`);
      expect(run.status).toBe(1);
      expect(existsSync(file)).toBe(false);
    } finally {
      holder.kill();
      rmSync(lockFilePath(config.dataDir), { force: true });
    }
  }, 150_000);
});

describe.runIf(isPostgresRun)('backup and restore on PostgreSQL (pg_dump / pg_restore)', () => {
  let database: { url: string; drop: () => Promise<void> };
  let config: Config;
  beforeAll(async () => {
    database = await createPostgresDatabase();
    config = loadConfig({
      DATABASE_URL: database.url,
      DATA_DIR: join(work, 'data'),
      JWT_SECRET: 'x'.repeat(40),
    });
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("brings back exactly the backup's data", async () => {
    await addMember(config, 'before_backup');
    const file = join(work, 'site.pgdump');
    await backup(config, file);
    await addMember(config, 'after_backup');
    await expect(restore(config, file)).rejects.toThrow(/already has \d+ tables\. Run restore with --force/);
    expect(await usernames(config)).toEqual(['after_backup', 'before_backup']);
    await restore(config, file, { force: true });
    expect(await usernames(config)).toEqual(['before_backup']);
  }, 300_000);
});
