import { ConfigError, loadConfig } from '../config.js';
import { openMigratedDatabase } from '../db/bootstrap.js';
import { LockHeldError } from '../lib/pid-lock.js';

/** `npm run migrate`: applies pending migrations to the configured database and exits. */
try {
  const database = await openMigratedDatabase(loadConfig());
  await database.close();
  console.log('Migrations applied.');
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof LockHeldError ? error.message : error);
  process.exitCode = 1;
}
