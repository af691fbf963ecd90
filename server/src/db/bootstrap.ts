import type { Config } from '../config.js';
import { acquireLock } from '../lib/pid-lock.js';
import { openDatabase, type DatabaseHandle } from './client.js';
import { migrateDatabase } from './migrate.js';

/**
 * Opens the configured database and applies pending migrations. On PGlite, which one process at a time may open,
 * the DATA_DIR/server.pid lock is taken first (throwing LockHeldError when a live process holds it);
 * close() releases it after closing the database.
 */
export async function openMigratedDatabase(config: Config): Promise<DatabaseHandle> {
  const release = config.database.kind === 'pglite' ? acquireLock(config.dataDir) : () => undefined;
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase(config.database);
    await migrateDatabase(handle);
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
