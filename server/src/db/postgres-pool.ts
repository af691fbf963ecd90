import pg from 'pg';
import type { DatabaseTimeouts } from './client.js';
import { prepareByText } from './prepared-statements.js';

/** The connections this app opens say so in pg_stat_activity (and operators can filter on it). */
export const APPLICATION_NAME = 'cloud-snippets';

/** Rejects with "<what> did not answer within N ms" when `work` takes longer. */
export function withTimeout<T>(work: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

type Release = (error?: Error | boolean) => void;

/**
 * A checked-out client that gives itself back to the pool, as broken, the moment its connection dies, and whose
 * release() may then be called again harmlessly. Drizzle's transaction() does not release a client whose BEGIN
 * fails; without this, every connection killed between checkout and BEGIN (a restart, a failover,
 * pg_terminate_backend) leaked one pool slot for good — and pool.end() waited for it forever at shutdown.
 */
function releasedWhenBroken(client: pg.PoolClient): pg.PoolClient {
  const release: Release = client.release.bind(client);
  let isReleased = false;
  const releaseOnce: Release = (error) => {
    if (isReleased) return;
    isReleased = true;
    client.off('error', onError);
    release(error);
  };
  const onError = (error: Error) => releaseOnce(error);
  client.on('error', onError);
  client.release = releaseOnce;
  return client;
}

/** pg.Pool whose clients are released when their connection dies (see releasedWhenBroken). */
class OutageSafePool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: Release) => void,
  ): void;
  override connect(
    callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: Release) => void,
  ): Promise<pg.PoolClient> | void {
    if (!callback) return super.connect().then(releasedWhenBroken);
    super.connect((error, client) => {
      if (error || !client) return callback(error, undefined, () => undefined);
      const guarded = releasedWhenBroken(client);
      callback(undefined, guarded, guarded.release);
    });
  }
}

/**
 * Beyond the statement timeout, how long a query may go unanswered before its connection is presumed dead. PostgreSQL
 * answers every statement within statement_timeout (lock waits included); silence past that means the host vanished
 * without closing the connection (a failover that moved an address, a partition), which TCP takes minutes to notice.
 */
export const QUERY_WATCHDOG_MARGIN_MS = 5000;

/**
 * Destroys the client's socket when a query gets no answer within limitMs: its queries then reject ("Connection
 * terminated unexpectedly", a 503) and the client is released as broken. pg-pool ends a connection that does not open
 * in time the same way (`connection.stream.destroy()`).
 */
function watchQueries(client: pg.PoolClient, limitMs: number): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const killConnection = () =>
    (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
  const watched = (...args: unknown[]): unknown => {
    const timer = setTimeout(killConnection, limitMs);
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        clearTimeout(timer);
        return (last as (...results: unknown[]) => unknown)(...results);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise)
      result.then(
        () => clearTimeout(timer),
        () => clearTimeout(timer),
      );
    else clearTimeout(timer); // a Submittable (stream): not used by this app
    return result;
  };
  client.query = watched as typeof client.query;
}

function logConnectionError(error: Error): void {
  console.error(`PostgreSQL connection lost (${error.message}); the pool opens a new one when next needed.`);
}

/**
 * The node-postgres pool (decision 012). node-postgres emits 'error' on a client whose connection dies; the pool
 * listens only while the client is idle, so a connection ended while a request held it used to be an unhandled
 * 'error' event that took the process down. Every client now has a listener for its whole life: the query in
 * progress rejects (the request answers 503) and the pool replaces the connection.
 */
export function createPool(
  url: string,
  {
    timeouts,
    onConnectionError = logConnectionError,
    prepare = true,
    size = 10,
  }: {
    timeouts?: DatabaseTimeouts;
    onConnectionError?: (error: Error) => void;
    prepare?: boolean;
    size?: number;
  },
): pg.Pool {
  const pool = new OutageSafePool({
    connectionString: url,
    max: size,
    application_name: APPLICATION_NAME,
    // Detects a peer that vanished without closing the connection (a host gone, a partition).
    keepAlive: true,
    ...(timeouts && {
      connectionTimeoutMillis: timeouts.acquireMs,
      statement_timeout: timeouts.statementMs,
      lock_timeout: timeouts.lockMs,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    }),
  });
  pool.on('connect', (client) => {
    if (prepare) prepareByText(client);
    if (timeouts?.statementMs) watchQueries(client, timeouts.statementMs + QUERY_WATCHDOG_MARGIN_MS);
    // A dying connection reports twice (the server's message, then the closed socket): log the first.
    let isReported = false;
    client.on('error', (error) => {
      if (!isReported) onConnectionError(error);
      isReported = true;
    });
  });
  // The pool re-emits an idle client's error here (already logged above); unheard, it would end the process.
  pool.on('error', () => undefined);
  return pool;
}

/**
 * Readiness pings on a connection of their own (a full pool must not make the app look down, nor may the check
 * wait for a pooled connection). Concurrent pings share one query; a failed or slow connection is dropped and the
 * next ping opens a fresh one.
 */
export function readinessProbe(url: string) {
  let client: pg.Client | null = null;
  let inFlight: Promise<void> | null = null;
  const drop = () => {
    const dropped = client;
    client = null;
    return dropped ? dropped.end().catch(() => undefined) : Promise.resolve();
  };
  const run = async (timeoutMs: number) => {
    try {
      if (!client) {
        const fresh = new pg.Client({
          connectionString: url,
          application_name: `${APPLICATION_NAME}-readiness`,
          connectionTimeoutMillis: timeoutMs,
          statement_timeout: timeoutMs,
        });
        fresh.on('error', () => void drop());
        client = fresh;
        await withTimeout(fresh.connect(), timeoutMs, 'PostgreSQL');
      }
      await withTimeout(client.query('select 1'), timeoutMs, 'PostgreSQL');
    } catch (error) {
      await drop();
      throw error;
    }
  };
  return {
    ping: (timeoutMs: number): Promise<void> => {
      inFlight ??= run(timeoutMs).finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    close: async (): Promise<void> => {
      await inFlight?.catch(() => undefined);
      await drop();
    },
  };
}
