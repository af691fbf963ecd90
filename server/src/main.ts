import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openMigratedDatabase } from './db/bootstrap.js';
import { createPasswordHasher } from './lib/passwords.js';
import { LockHeldError } from './lib/pid-lock.js';
import { describeSeed, seedIfEmpty } from './seed/index.js';

/** Reads the configuration, migrates, seeds an empty database, listens, and shuts down gracefully. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openMigratedDatabase(config);
  const seeded = await seedIfEmpty(database.db, config, createPasswordHasher(config.passwordHashing)).catch(
    async (error: unknown) => {
      await database.close();
      throw error;
    },
  );
  const app = await buildApp({ config, database });

  // SIGTERM/SIGINT: stop accepting, let in-flight requests finish, close the database, exit 0.
  closeWithGrace(
    { delay: 10_000, logger: { error: (message: unknown) => app.log.error(message) } },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'shutting down after an unexpected error');
      else app.log.info({ signal }, 'shutting down');
      await app.close();
      await database.close();
    },
  );

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // One write, so the credentials of a first start stay next to the URL even in interleaved logs.
  console.log(
    [
      `Cloud Snippets is running at http://localhost:${port}`,
      `API documentation: http://localhost:${port}/api/docs`,
      ...(seeded ? describeSeed(seeded) : []),
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof LockHeldError) console.error(error.message);
  else console.error('Cloud Snippets could not start:', error);
  process.exit(1);
});
