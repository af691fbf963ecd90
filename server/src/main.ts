import closeWithGrace from 'close-with-grace';
import { buildApp, type App } from './app.js';
import { configurationWarnings, loadConfig, type Config } from './config.js';
import { openMigratedDatabase } from './db/bootstrap.js';
import type { DatabaseHandle } from './db/client.js';
import { limitHeapGrowth } from './lib/heap-growth.js';
import { createPasswordHasher } from './lib/passwords.js';
import { describeStartupError } from './lib/startup-errors.js';
import { describeSeed, seedIfEmpty } from './seed/index.js';
import { recheckStaleSnippets } from './repositories/snippets/recheck.js';
import { warmUp } from './lib/warm-up.js';

/** Beyond the grace period, what closing the database may take before the process gives up and exits 1. */
const CLOSE_DATABASE_ALLOWANCE_MS = 5000;

let config: Config | undefined;

/** Reads the configuration, migrates, seeds an empty database, listens, and shuts down gracefully. */
async function main(): Promise<void> {
  config = loadConfig();
  limitHeapGrowth(config.heapGrowthPercent);
  const database = await openMigratedDatabase(config);
  let app: App;
  let seeded: Awaited<ReturnType<typeof seedIfEmpty>>;
  try {
    seeded = await seedIfEmpty(database.db, config, createPasswordHasher(config.passwordHashing));
    app = await buildApp({ config, database });
  } catch (error) {
    await database.close();
    throw error;
  }
  for (const warning of configurationWarnings()) app.log.warn(warning);
  stopGracefullyOnSignal(app, database, config.shutdownGraceSeconds * 1000);

  // The first request after a start is answered as fast as the next ones (decision 063).
  await warmUp(app);
  await app.listen({ port: config.port, host: config.host });
  // Snippets stored before the code checks or under older rules are checked again, in the background (decision 046).
  recheckStaleSnippets(database.db, app.codeChecker).then(
    (checked) => {
      if (checked > 0) app.log.info({ checked }, 'code checks brought up to date');
    },
    (error: unknown) => app.log.error({ err: error }, 'code checks of stored snippets failed'),
  );
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

/**
 * SIGTERM/SIGINT (decision 013): readiness turns 503, no new connections are accepted, every request on an open
 * connection is still answered (with `Connection: close`) and in-flight ones finish within the grace period; then
 * the database is closed and the process exits 0. An uncaught exception takes the same path and exits 1.
 */
function stopGracefullyOnSignal(app: App, database: DatabaseHandle, graceMs: number): void {
  closeWithGrace(
    {
      delay: graceMs + CLOSE_DATABASE_ALLOWANCE_MS,
      logger: { error: (message: unknown) => app.log.error(message) },
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'shutting down after an unexpected error');
      else app.log.info({ signal, graceMs }, 'shutting down: draining connections');
      const { cut } = await app.connections.drain(graceMs);
      if (cut > 0) app.log.warn({ cut }, 'grace period over: closed connections with requests still running');
      await app.close();
      await database.close();
    },
  );
}

main().catch((error: unknown) => {
  const postgresUrl = config?.database.kind === 'postgres' ? config.database.url : undefined;
  console.error(describeStartupError(error, { dataDir: config?.dataDir, databaseUrl: postgresUrl }));
  process.exit(1);
});
