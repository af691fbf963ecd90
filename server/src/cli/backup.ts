import { spawn } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { open, readFile, rename, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import pg from 'pg';
import type { Config } from '../config.js';
import { openDatabase, type DatabaseTarget } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { acquireLock } from '../lib/pid-lock.js';

/**
 * `npm run manage -- backup <file>` and `restore <file> [--force]` (decision 018).
 *
 * PGlite: the backup is a gzipped tarball of DATA_DIR/pglite taken by PGlite itself (`dumpDataDir`), with the
 * server stopped — the DATA_DIR/server.pid lock refuses while it runs, since a copy taken beside a live server can
 * miss acknowledged writes. PostgreSQL: pg_dump's custom format (a consistent snapshot, so the servers may run);
 * restore is pg_restore and wants the app servers stopped.
 */

export class BackupError extends Error {
  override name = 'BackupError';
}

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);
const PG_DUMP_MAGIC = Buffer.from('PGDMP');

type BackupFormat = 'pglite' | 'pg_dump';

async function formatOf(file: string): Promise<BackupFormat | null> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head.subarray(0, 2).equals(GZIP_MAGIC)) return 'pglite';
    if (head.equals(PG_DUMP_MAGIC)) return 'pg_dump';
    return null;
  } finally {
    await handle.close();
  }
}

function refuseExisting(file: string): void {
  if (existsSync(file))
    throw new BackupError(`${file} already exists; choose another name or remove it first.`);
}

/** Writes the backup of the configured database to `file` (which must not exist yet); returns what was done. */
export async function backup(config: Config, file: string): Promise<string> {
  const target = resolve(file);
  refuseExisting(target);
  if (config.database.kind === 'postgres') {
    await runPgTool('pg_dump', ['--format=custom', '--no-owner', `--file=${target}`], config.database.url);
    return `Backed up the PostgreSQL database to ${target} (pg_dump custom format).`;
  }
  // The lock refuses while the server runs; nothing else can write while we hold it.
  const release = acquireLock(config.dataDir);
  try {
    if (!existsSync(join(config.database.dataDir, 'PG_VERSION')))
      throw new BackupError(`There is no database in ${config.database.dataDir} to back up.`);
    const database = await openDatabase(config.database);
    try {
      const { driver } = database;
      if (driver.kind !== 'pglite') throw new Error('openDatabase gave PostgreSQL for a PGlite target');
      await driver.client.exec('CHECKPOINT');
      const tarball = await driver.client.dumpDataDir('gzip');
      // Written beside its final name, then renamed: a crash never leaves a half backup under that name.
      const partial = join(dirname(target), `.${basename(target)}.partial`);
      await writeFile(partial, Buffer.from(await tarball.arrayBuffer()), { flag: 'w', mode: 0o600 });
      await rename(partial, target);
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
  return `Backed up the embedded database in ${config.database.dataDir} to ${target}.`;
}

/**
 * Replaces the configured database with the backup in `file`. An existing database is only replaced with `force`;
 * on PGlite the one it replaces is kept beside it (DATA_DIR/pglite.before-restore-<time>) until you remove it.
 */
export async function restore(config: Config, file: string, { force = false } = {}): Promise<string> {
  const source = resolve(file);
  if (!existsSync(source)) throw new BackupError(`${source} does not exist.`);
  const format = await formatOf(source);
  const wanted: BackupFormat = config.database.kind === 'postgres' ? 'pg_dump' : 'pglite';
  if (format !== wanted)
    throw new BackupError(
      format === null
        ? `${source} is not a backup made by \`npm run manage -- backup\`.`
        : `${source} is a ${format === 'pglite' ? 'PGlite' : 'PostgreSQL (pg_dump)'} backup; this server is configured for ${
            wanted === 'pglite' ? 'the embedded PGlite database' : 'PostgreSQL (DATABASE_URL)'
          }.`,
    );
  return config.database.kind === 'postgres'
    ? restorePostgres(config.database.url, source, force)
    : restorePglite(config.dataDir, config.database.dataDir, source, force);
}

/** `dataDir` is DATA_DIR (where the lock lives); `live` the database folder in it. */
async function restorePglite(dataDir: string, live: string, source: string, force: boolean): Promise<string> {
  const release = acquireLock(dataDir);
  try {
    const occupied = existsSync(live) && readdirSync(live).length > 0;
    if (occupied && !force)
      throw new BackupError(
        `${live} already holds a database. Run restore with --force to replace it (the current one is kept aside).`,
      );
    // Load into a fresh folder and migrate it there (migrations newer than the backup run now, so it fits this
    // version of the code) before swapping, so a bad tarball never replaces a good database.
    const incoming = `${live}.restoring-${process.pid}`;
    rmSync(incoming, { recursive: true, force: true });
    try {
      const blob = new Blob([await readFile(source)]);
      await migrate({ kind: 'pglite', dataDir: incoming, loadDataDir: blob });
    } catch (error) {
      rmSync(incoming, { recursive: true, force: true });
      throw new BackupError(`${source} could not be loaded: ${(error as Error).message}`);
    }
    let keptAside: string | null = null;
    if (existsSync(live)) {
      keptAside = occupied
        ? `${live}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`
        : null;
      if (keptAside) renameSync(live, keptAside);
      else rmSync(live, { recursive: true, force: true });
    }
    renameSync(incoming, live);
    return keptAside
      ? `Restored ${source} into ${live}. The database it replaced is in ${keptAside}; remove it when satisfied.`
      : `Restored ${source} into ${live}.`;
  } finally {
    release();
  }
}

/** Applies the migrations a restored database lacks. */
async function migrate(target: DatabaseTarget): Promise<void> {
  const database = await openDatabase(target);
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
}

async function restorePostgres(url: string, source: string, force: boolean): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let tables: number;
  try {
    const result = await client.query<{ count: string }>(
      `select count(*) from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    tables = Number(result.rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
  if (tables > 0 && !force)
    throw new BackupError(
      `The database at DATABASE_URL already has ${tables} tables. Run restore with --force to drop and replace them.`,
    );
  await runPgTool(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error', source],
    url,
  );
  await migrate({ kind: 'postgres', url });
  return `Restored ${source} into the PostgreSQL database at DATABASE_URL.`;
}

/**
 * Runs pg_dump or pg_restore against `url`. The password goes in PGPASSWORD, not on the command line, where any
 * user of the machine could read it.
 */
async function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  const connection = new URL(url);
  const password = decodeURIComponent(connection.password);
  connection.password = '';
  const child = spawn(tool, [...args, `--dbname=${connection}`], {
    stdio: ['ignore', 'inherit', 'pipe'],
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolvePromise, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} was not found. Install PostgreSQL's client tools (the same major version as the server or newer), or run it yourself: ${pgCommand(tool)}`,
            )
          : error,
      ),
    );
    child.once('exit', resolvePromise);
  });
  if (code !== 0) throw new BackupError(`${tool} failed (exit ${code}):\n${stderr.trim()}`);
}

/** The command the README documents, for those who run pg_dump/pg_restore themselves. */
export function pgCommand(tool: 'pg_dump' | 'pg_restore'): string {
  return tool === 'pg_dump'
    ? 'pg_dump --format=custom --no-owner --file=<file> "$DATABASE_URL"'
    : 'pg_restore --clean --if-exists --no-owner --single-transaction --exit-on-error --dbname="$DATABASE_URL" <file>';
}
