import { setTimeout as sleep } from 'node:timers/promises';
import { classifyDatabaseError } from './errors.js';

/** host:port/database of a PostgreSQL URL, never its password. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname || 'localhost'}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'the address in DATABASE_URL';
  }
}

const SOCKET_WORDS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ETIMEDOUT: 'no answer',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ENOTFOUND: 'host name not found',
  EAI_AGAIN: 'host name lookup failed',
};

/** Why a connection failed, in a few words: the first socket code found, else the driver's message. */
export function describeConnectionFailure(error: unknown): string {
  const pending: unknown[] = [error];
  let message: string | null = null;
  for (let seen = 0; pending.length > 0 && seen < 8; seen++) {
    const current = pending.shift() as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (!current || typeof current !== 'object') continue;
    if (typeof current.code === 'string' && current.code in SOCKET_WORDS) return SOCKET_WORDS[current.code]!;
    if (!message && typeof current.message === 'string' && current.message) message = current.message;
    pending.push(current.cause);
    if (Array.isArray(current.errors)) pending.push(...current.errors);
  }
  return message ?? 'unknown error';
}

export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

export interface WaitOptions {
  url: string;
  /** Give up after this long. */
  timeoutSeconds: number;
  /** One line per failed attempt. */
  log: (line: string) => void;
  /** First pause between attempts; it doubles up to maxDelayMs. */
  initialDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * Runs `attempt` until it succeeds, retrying with backoff while PostgreSQL is unreachable (refused, restarting,
 * unknown host…) for at most timeoutSeconds, so a supervisor that starts the app before the database does not
 * watch it crash-loop. Any other error (a wrong password, a missing database) is thrown at once.
 */
export async function retryWhileUnreachable<T>(
  attempt: () => Promise<T>,
  { url, timeoutSeconds, log, initialDelayMs = 500, maxDelayMs = 5000 }: WaitOptions,
): Promise<T> {
  const where = describeDatabaseUrl(url);
  const deadline = Date.now() + timeoutSeconds * 1000;
  let delayMs = initialDelayMs;
  for (let attemptNumber = 1; ; attemptNumber++) {
    try {
      return await attempt();
    } catch (error) {
      if (classifyDatabaseError(error) !== 'unavailable') throw error;
      const reason = describeConnectionFailure(error);
      const left = deadline - Date.now();
      if (left <= 0)
        throw new DatabaseUnreachableError(
          `Could not reach PostgreSQL at ${where} (DATABASE_URL) within ${timeoutSeconds} s: ${reason}. ` +
            'Check that PostgreSQL is running and that DATABASE_URL names its host, port and database ' +
            '(DATABASE_STARTUP_TIMEOUT sets how long to wait).',
        );
      const pause = Math.min(delayMs, left);
      log(
        `PostgreSQL at ${where} (DATABASE_URL) is not reachable: ${reason}. ` +
          `Attempt ${attemptNumber}; retrying in ${(pause / 1000).toFixed(1)} s ` +
          `(giving up in ${Math.ceil(left / 1000)} s).`,
      );
      await sleep(pause);
      delayMs = Math.min(delayMs * 2, maxDelayMs);
    }
  }
}
