import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite lets one process at a time open a data directory. The process that opens it writes its pid to
 * DATA_DIR/server.pid; others read it to refuse clearly instead of corrupting the database.
 */
export function lockFilePath(dataDir: string): string {
  return join(dataDir, 'server.pid');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of the live process holding DATA_DIR, or null when the lock is free or stale. */
export function lockHolder(dataDir: string): number | null {
  let text: string;
  try {
    text = readFileSync(lockFilePath(dataDir), 'utf8');
  } catch {
    return null;
  }
  const pid = Number.parseInt(text.trim(), 10);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  return isAlive(pid) ? pid : null;
}

export class LockHeldError extends Error {
  override name = 'LockHeldError';
  constructor(
    readonly pid: number,
    readonly dataDir: string,
  ) {
    super(
      `The server is running (pid ${pid}) and holds the embedded database in ${dataDir}. Stop it first, then run this command again.`,
    );
  }
}

/** Takes the lock for this process (replacing a stale one) and returns its release function. */
export function acquireLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = lockFilePath(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      return () => {
        // Only remove our own lock: never one another process took after ours went stale.
        if (readPid(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = lockHolder(dataDir);
      if (holder !== null) throw new LockHeldError(holder, dataDir);
      rmSync(file, { force: true }); // stale (its process is gone) or left by this very process
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}

function readPid(file: string): number | null {
  try {
    return Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
  } catch {
    return null;
  }
}
