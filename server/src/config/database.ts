import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { booleanFlag, duration, optionalString, positiveInt, settingDocs } from './fields.js';

/** Twice the cores this process may run on, at least 4: the pool a PostgreSQL on the same machine serves best. */
export const defaultPoolSize = (): number => Math.max(4, 2 * availableParallelism());

/** PostgreSQL (or the embedded PGlite) and Redis: where shared state lives and how long the app waits for it. */
export const databaseEnv = {
  DATABASE_URL: optionalString()
    .refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), {
      message: 'must be a PostgreSQL URL such as postgres://user:password@host:5432/database',
    })
    .register(settingDocs, {
      description:
        'PostgreSQL connection string; when unset the embedded PGlite database in DATA_DIR/pglite is used.',
      shownDefault: '(unset → embedded PGlite)',
    }),
  DATABASE_STATEMENT_TIMEOUT_MS: positiveInt(10_000).register(settingDocs, {
    description: 'PostgreSQL cancels a statement that runs longer; the request answers 503 (decision 012).',
  }),
  DATABASE_LOCK_TIMEOUT_MS: positiveInt(3000).register(settingDocs, {
    description:
      'PostgreSQL gives up waiting for a row or table lock after this long; the request answers 503.',
  }),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: positiveInt(10_000).register(settingDocs, {
    description: 'PostgreSQL ends a session left idle inside a transaction (its locks are released).',
  }),
  DATABASE_ACQUIRE_TIMEOUT_MS: positiveInt(2000).register(settingDocs, {
    description:
      'Longest wait for a pooled PostgreSQL connection, opening one included; then the request answers 503.',
  }),
  DATABASE_POOL_SIZE: z.coerce.number().int().positive().optional().register(settingDocs, {
    description:
      "PostgreSQL connections each app process keeps at most. Each one is a PostgreSQL process: past about twice the cores PostgreSQL runs on, more only compete for them, and a loaded machine's slowest answers grow (decision 056). Set it to about twice the database server's cores divided by the app processes.",
    shownDefault: "twice this machine's cores, at least 4",
  }),
  DATABASE_PREPARED_STATEMENTS: booleanFlag(true).register(settingDocs, {
    description:
      'Run each statement as a prepared statement named by its text, so PostgreSQL parses and plans it once per connection (decision 045). Set false behind a pooler in transaction mode (PgBouncer before 1.21), which cannot keep them.',
  }),
  DATABASE_STARTUP_TIMEOUT: duration('60s').register(settingDocs, {
    description:
      'At start, how long to retry an unreachable PostgreSQL (with backoff, one log line per attempt) before giving up.',
  }),
  REDIS_URL: optionalString().register(settingDocs, {
    description:
      'Redis for rate-limit counters, shared by every app process; unset keeps counters in memory.',
    shownDefault: '(unset → in-process)',
  }),
  REDIS_KEY_PREFIX: z
    .string()
    .default('cloud-snippets')
    .register(settingDocs, { description: 'Prefix of every Redis key this app writes.' }),
};
