import pg from 'pg';
import type { DatabaseHandle } from './client.js';
import { APPLICATION_NAME, withTimeout } from './postgres-pool.js';

export interface ChannelHandlers {
  /** A notification's channel and payload. */
  message(channel: string, payload: string): void;
  /** LISTEN is in place: from now on every notification committed reaches message(). */
  up(): void;
  /** Notifications may be lost from now on (the connection is down or unproven), until the next up(). */
  down(error: Error): void;
}

export interface ChannelListener {
  close(): Promise<void>;
}

/**
 * The listening connection's name in pg_stat_activity, apart from the pool's: its last query there is the heartbeat's
 * `select 1`, so only its name tells an operator (or a test) which backend it is.
 */
export const LISTEN_APPLICATION_NAME = `${APPLICATION_NAME}-listen`;

/** How often the listening connection proves it is alive, and how long it may take to. */
export const LISTEN_HEARTBEAT_MS = 2000;
const HEARTBEAT_TIMEOUT_MS = 2000;
const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5000;

/**
 * Listens on PostgreSQL channels for as long as the app runs (decision 037): one connection for all of them.
 * PostgreSQL: a connection of its own, outside the pool (a pooled one would be handed to queries), that re-connects
 * with backoff when lost and proves itself every LISTEN_HEARTBEAT_MS — a connection that vanished silently would
 * otherwise keep the app believing it hears everything. PGlite: this process is the database, so its own listen()
 * hears every commit.
 */
export async function listenToChannels(
  handle: DatabaseHandle,
  channels: readonly string[],
  handlers: ChannelHandlers,
): Promise<ChannelListener> {
  if (handle.driver.kind === 'pglite') {
    const { client } = handle.driver;
    const unlisten = await Promise.all(
      channels.map((channel) => client.listen(channel, (payload) => handlers.message(channel, payload))),
    );
    handlers.up();
    return {
      close: async () => {
        handlers.down(new Error('closed'));
        if (!client.closed) await Promise.all(unlisten.map((stop) => stop()));
      },
    };
  }
  const { url } = handle.driver;
  let closed = false;
  let client: pg.Client | null = null;
  let heartbeat: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = RECONNECT_MIN_MS;

  const lose = (current: pg.Client, error: Error) => {
    if (client !== current) return;
    client = null;
    clearInterval(heartbeat);
    handlers.down(error);
    current.removeAllListeners('notification');
    current.end().catch(() => undefined);
    if (closed) return;
    retry = setTimeout(connect, delay);
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };

  const connect = async () => {
    const current = new pg.Client({
      connectionString: url,
      application_name: LISTEN_APPLICATION_NAME,
      keepAlive: true,
    });
    client = current;
    current.on('error', (error) => lose(current, error));
    current.on('end', () => lose(current, new Error('connection ended')));
    current.on('notification', (notification) => {
      if (channels.includes(notification.channel) && notification.payload !== undefined)
        handlers.message(notification.channel, notification.payload);
    });
    try {
      await withTimeout(current.connect(), HEARTBEAT_TIMEOUT_MS * 2, 'PostgreSQL (LISTEN connection)');
      // One simple query: every channel is listened to at once, or none.
      await current.query(channels.map((channel) => `LISTEN ${pg.escapeIdentifier(channel)}`).join('; '));
    } catch (error) {
      lose(current, error as Error);
      return;
    }
    if (client !== current) return;
    delay = RECONNECT_MIN_MS;
    handlers.up();
    heartbeat = setInterval(() => {
      withTimeout(current.query('select 1'), HEARTBEAT_TIMEOUT_MS, 'PostgreSQL (LISTEN connection)').catch(
        (error: Error) => {
          // A silent connection is dead to us: destroy it, so its late answers cannot come back.
          (
            current as unknown as { connection?: { stream?: { destroy(): void } } }
          ).connection?.stream?.destroy();
          lose(current, error);
        },
      );
    }, LISTEN_HEARTBEAT_MS);
    heartbeat.unref();
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      if (client) lose(client, new Error('closed'));
    },
  };
}
