import { accessSync, constants, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { ConfigError } from '../config.js';
import { DatabaseUnreachableError, describeDatabaseUrl } from '../db/wait-for-database.js';
import { LockHeldError } from './pid-lock.js';

/** PGlite's file system errors are Emscripten's `ErrnoError { errno }`: no message, no path. */
const EMSCRIPTEN_ERRNO: Record<number, string> = {
  2: 'EACCES',
  19: 'EDQUOT',
  29: 'EIO',
  44: 'ENOENT',
  51: 'ENOSPC',
  54: 'ENOTDIR',
  63: 'EPERM',
  69: 'EROFS',
};

const FILE_SYSTEM_PROBLEMS: Record<string, string> = {
  ENOSPC: 'disk full (no space left on the device)',
  EDQUOT: 'disk full (the disk quota is used up)',
  EROFS: 'the file system is read-only',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOENT: 'it cannot be created',
  ENOTDIR: 'a file stands where a folder should be',
  EIO: 'input/output error (a failing disk?)',
};

/** PostgreSQL refusing the database or the login named by DATABASE_URL (retrying would not help). */
const POSTGRES_REFUSALS: Record<string, string> = {
  '3D000': 'Create that database (createdb), or correct the database name in DATABASE_URL.',
  '28P01': 'Correct the user name or password in DATABASE_URL.',
  '28000': 'Correct the user in DATABASE_URL, or allow it in pg_hba.conf.',
  '42501': 'Grant that user the rights it needs (CONNECT, CREATE on the schema), or use another.',
};

interface StartupContext {
  /** Absolute DATA_DIR, when the configuration could be read. */
  dataDir?: string;
  /** DATABASE_URL, when PostgreSQL is used. */
  databaseUrl?: string;
}

function fileSystemCode(error: object): string | null {
  const { code, name, errno } = error as { code?: unknown; name?: unknown; errno?: unknown };
  if (typeof code === 'string' && code in FILE_SYSTEM_PROBLEMS) return code;
  if (name === 'ErrnoError' && typeof errno === 'number') return EMSCRIPTEN_ERRNO[errno] ?? null;
  return null;
}

/**
 * Node reports mkdir -p on a read-only disk as ENOENT. Look at the nearest folder that exists: if it cannot be
 * written, say why.
 */
function refineMissing(path: string): string | null {
  let folder = path;
  while (!existsSync(folder) && dirname(folder) !== folder) folder = dirname(folder);
  try {
    accessSync(folder, constants.W_OK);
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code && code !== 'ENOENT' ? code : null;
  }
}

function describeFileSystemError(error: object, code: string, dataDir: string | undefined): string {
  const path = (error as { path?: unknown }).path;
  const where = typeof path === 'string' ? path : (dataDir ?? 'DATA_DIR');
  const actual = code === 'ENOENT' && typeof path === 'string' ? (refineMissing(path) ?? code) : code;
  return (
    `Cannot write ${where} (DATA_DIR${dataDir && where !== dataDir ? ` is ${dataDir}` : ''}): ` +
    `${FILE_SYSTEM_PROBLEMS[actual] ?? actual}. ` +
    'Point DATA_DIR at a writable folder with free space, or fix this one.'
  );
}

/**
 * One line that tells an operator why the server (or a command: migrate, manage, seed:bulk) could not start and what to do, naming the setting or the path.
 * Unknown errors keep their stack: they are bugs, and the stack is what a bug report needs.
 */
export function describeStartupError(error: unknown, context: StartupContext = {}): string {
  if (
    error instanceof ConfigError ||
    error instanceof LockHeldError ||
    error instanceof DatabaseUnreachableError
  )
    return error.message;
  if (error && typeof error === 'object') {
    const code = fileSystemCode(error);
    if (code) return describeFileSystemError(error, code, context.dataDir);
    const sqlState = (error as { code?: unknown }).code;
    if (typeof sqlState === 'string' && sqlState in POSTGRES_REFUSALS)
      return (
        `PostgreSQL${context.databaseUrl ? ` at ${describeDatabaseUrl(context.databaseUrl)}` : ''} (DATABASE_URL) refused: ` +
        `${(error as Error).message}. ${POSTGRES_REFUSALS[sqlState]}`
      );
  }
  return `Cloud Snippets could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
}
