import { loadConfig } from '../config.js';
import { openMigratedDatabase } from '../db/bootstrap.js';
import { describeStartupError } from '../lib/startup-errors.js';

/** `npm run migrate`: applies pending migrations to the configured database and exits. */
try {
  const database = await openMigratedDatabase(loadConfig());
  await database.close();
  console.log('Migrations applied.');
} catch (error) {
  console.error(describeStartupError(error));
  process.exitCode = 1;
}
