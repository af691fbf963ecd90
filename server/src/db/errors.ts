/**
 * What a database error means for the request that met it. `unavailable`: PostgreSQL cannot be reached or dropped
 * the connection (a restart, a failover, an administrator ending backends) — retry after a few seconds. `busy`: it
 * is reachable but the work did not fit its time limits (statement or lock timeout, no pooled connection in time).
 * Anything else (a constraint, a bug) is not a database outage and is left to the caller.
 */
export type DatabaseFailure = 'unavailable' | 'busy';

/**
 * SQLSTATE classes and codes (https://www.postgresql.org/docs/current/errcodes-appendix.html): class 08 is every
 * connection exception; 57P01–57P03 are the server shutting down, crashing or starting; 53300 too many
 * connections; 25P03 the idle-in-transaction timeout that ended the session.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '25P03']);
/** 57014: cancelled by statement_timeout; 55P03: lock_timeout. */
const BUSY_SQLSTATES = new Set(['57014', '55P03']);
/** Socket failures under node-postgres (Node's errno codes). */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * node-postgres reports a lost connection and its own timeouts as plain Errors without a code. These messages are
 * pg 8 / pg-pool 3's (db/errors.test.ts produces each one from a real pool, so an upgrade that changes them fails).
 */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // unexpectedly | due to connection timeout
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^Cannot use a pool after calling end on the pool/, // shutting down
  /^PGlite is closed/,
];
const BUSY_MESSAGES = [/^timeout exceeded when trying to connect/];

function classifyOne(error: object): DatabaseFailure | null {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code))
      return 'unavailable';
    if (BUSY_SQLSTATES.has(code)) return 'busy';
  }
  if (typeof message === 'string') {
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return 'unavailable';
    if (BUSY_MESSAGES.some((pattern) => pattern.test(message))) return 'busy';
  }
  return null;
}

/**
 * Whether an error (raw from pg or PGlite, or wrapped by Drizzle in a DrizzleQueryError) is a database outage or
 * overload, looking through `cause` and AggregateError's `errors` (Node's happy-eyeballs connect reports one per
 * address).
 */
export function classifyDatabaseError(error: unknown): DatabaseFailure | null {
  const pending: unknown[] = [error];
  for (let seen = 0; pending.length > 0 && seen < 8; seen++) {
    const current = pending.shift();
    if (!current || typeof current !== 'object') continue;
    const failure = classifyOne(current);
    if (failure) return failure;
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return null;
}

/** The innermost error, for a log line that names what happened without the SQL text Drizzle wraps around it. */
export function rootCause(error: unknown): { code?: string; message: string } {
  let current: unknown = error;
  for (let depth = 0; depth < 5; depth++) {
    const cause = (current as { cause?: unknown } | null)?.cause;
    if (!cause) break;
    current = cause;
  }
  const { code, message } = (current ?? {}) as { code?: unknown; message?: unknown };
  return {
    ...(typeof code === 'string' ? { code } : {}),
    message: typeof message === 'string' ? message : String(current),
  };
}

/** The SQLSTATE of a PostgreSQL error, whether raw (pg, PGlite) or wrapped by Drizzle in a DrizzleQueryError. */
export function postgresError(
  error: unknown,
): { code: string; constraint?: unknown; message?: unknown } | null {
  for (let current: unknown = error, depth = 0; current && depth < 3; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return candidate as { code: string };
    }
    current = candidate.cause;
  }
  return null;
}

/** PostgreSQL's unique_violation: the constraint's name ('' when unknown), or null for any other error. */
export function uniqueViolationConstraint(error: unknown): string | null {
  const found = postgresError(error);
  if (found?.code !== '23505') return null;
  if (typeof found.constraint === 'string') return found.constraint;
  // PGlite does not fill `constraint`; its message names it.
  const named = typeof found.message === 'string' ? /constraint "([^"]+)"/.exec(found.message) : null;
  return named?.[1] ?? '';
}
