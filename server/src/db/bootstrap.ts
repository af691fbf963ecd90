import type { Config } from '../config.js';
import { acquireLock } from '../lib/pid-lock.js';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from './client.js';
import { migrateDatabase } from './migrate.js';
import { retryWhileUnreachable } from './wait-for-database.js';

export interface BootstrapOptions extends Pick<DatabaseOptions, 'onConnectionError'> {
  /** Where the lines "PostgreSQL is not reachable, retrying…" go; default stderr. */
  log?: (line: string) => void;
}

/**
 * Opens the configured database and applies pending migrations. On PGlite, which one process at a time may open,
 * the DATA_DIR/server.pid lock is taken first (throwing LockHeldError when a live process holds it);
 * close() releases it after closing the database. An unreachable PostgreSQL is retried with backoff for
 * DATABASE_STARTUP_TIMEOUT (throwing DatabaseUnreachableError, which names DATABASE_URL, after that).
 */
export async function openMigratedDatabase(
  config: Config,
  { log = (line) => console.error(line), onConnectionError }: BootstrapOptions = {},
): Promise<DatabaseHandle> {
  const target = config.database;
  const open = async () => {
    const handle = await openDatabase(target, {
      timeouts: config.databaseTimeouts,
      onConnectionError,
      preparedStatements: config.databasePreparedStatements,
      poolSize: config.databasePoolSize,
    });
    try {
      await migrateDatabase(handle);
      return handle;
    } catch (error) {
      await handle.close().catch(() => undefined);
      throw error;
    }
  };
  if (target.kind === 'postgres')
    return retryWhileUnreachable(open, {
      url: target.url,
      timeoutSeconds: config.databaseStartupTimeoutSeconds,
      log,
    });

  const release = acquireLock(config.dataDir);
  let handle: DatabaseHandle;
  try {
    handle = await open();
  } catch (error) {
    release();
    throw error;
  }
  return {
    ...handle,
    close: async () => {
      try {
        await handle.close();
      } finally {
        release();
      }
    },
  };
}
