import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config.js';
import { openMigratedDatabase } from '../db/bootstrap.js';
import { BATCH_JOB_TIMEOUTS } from '../db/client.js';
import { bumpContentVersion } from '../db/content-version.js';
import { createPasswordHasher } from '../lib/passwords.js';
import { generateBulkData } from '../seed/bulk.js';
import { describeSeed, seedIfEmpty } from '../seed/index.js';
import { describeStartupError } from '../lib/startup-errors.js';

/** The password of every generated member. */
export const BULK_PASSWORD = 'BulkDemo#2025';

const USAGE = `npm run seed:bulk -- [--snippets 100000] [--members N] [--reactions N]
  Adds a large generated community to the configured database (DATABASE_URL, or the embedded PGlite in DATA_DIR;
  stop the server first when using PGlite). Defaults: members = snippets / 10, reactions (+ saves) = snippets × 5.`;

const count = (value: string | undefined, fallback: number, name: string) => {
  if (value === undefined) return fallback;
  const parsed = Number(value.replace(/_/g, ''));
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new ConfigError(`--${name} must be a whole number, got '${value}'\n${USAGE}`);
  return parsed;
};

try {
  const { values } = parseArgs({
    options: {
      snippets: { type: 'string' },
      members: { type: 'string' },
      reactions: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
  } else {
    const snippets = count(values.snippets, 100_000, 'snippets');
    const members = Math.max(1, count(values.members, Math.max(1, Math.round(snippets / 10)), 'members'));
    const reactions = count(values.reactions, snippets * 5, 'reactions');
    const config = { ...loadConfig(), databaseTimeouts: BATCH_JOB_TIMEOUTS };
    const database = await openMigratedDatabase(config);
    try {
      const started = performance.now();
      const passwords = createPasswordHasher(config.passwordHashing);
      // An empty database still gets its admin and demo community first, as a first start would give it.
      const seeded = await seedIfEmpty(database.db, config, passwords);
      if (seeded) console.log(describeSeed(seeded).join('\n'));
      const passwordHash = await passwords.hash(BULK_PASSWORD);
      console.log(`Generating ${members} members, ${snippets} snippets, ~${reactions} reactions and saves…`);
      await generateBulkData(database.db, {
        snippets,
        members,
        reactions,
        passwordHash,
        log: (line) => console.log(line),
      });
      // Running servers render their pages again (decision 030).
      await bumpContentVersion(database.db);
      const vacuumStarted = performance.now();
      // VACUUM sets the visibility map, so list pages are index-only scans; ANALYZE gives the planner the new sizes.
      await database.db.execute(sql`vacuum analyze`);
      console.log(`vacuum analyze in ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s`);
      console.log(
        `Done in ${((performance.now() - started) / 1000).toFixed(1)} s. Generated members sign in with "${BULK_PASSWORD}".`,
      );
    } finally {
      await database.close();
    }
  }
} catch (error) {
  console.error(describeStartupError(error));
  process.exitCode = 1;
}
