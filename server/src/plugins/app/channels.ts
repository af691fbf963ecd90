import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { listenToChannels, type ChannelListener } from '../../db/listen.js';

/** What a plugin hears of the channels: their state, for those whose correctness depends on hearing everything. */
export interface ChannelWatcher {
  /** LISTEN is in place: every notification committed from now on is heard. */
  up(): void;
  /** Notifications may be lost until the next up(). */
  down(error: Error): void;
}

export interface DatabaseChannels {
  /** Hears the payloads announced on `channel`; register before the app is ready. */
  on(channel: string, handler: (payload: string) => void): void;
  watch(watcher: ChannelWatcher): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    channels: DatabaseChannels;
  }
}

/**
 * The app's one LISTEN connection (decision 037), shared by everything that hears PostgreSQL's announcements: session
 * revocations (auth), notifications (notification-hub) and queued mail (mail-sender). Each process holds one such
 * connection whatever the number of channels. It opens when the app is ready, once every plugin has said what it
 * listens to.
 */
export default fp(
  async function channelsPlugin(app: FastifyInstance) {
    const handlers = new Map<string, ((payload: string) => void)[]>();
    const watchers: ChannelWatcher[] = [];
    let listener: ChannelListener | null = null;

    app.decorate('channels', {
      on(channel, handler) {
        if (listener) throw new Error(`channel ${channel} registered after the app started listening`);
        handlers.set(channel, [...(handlers.get(channel) ?? []), handler]);
      },
      watch(watcher) {
        watchers.push(watcher);
      },
    });

    app.addHook('onReady', async () => {
      if (handlers.size === 0) return;
      listener = await listenToChannels(app.database, [...handlers.keys()], {
        message: (channel, payload) => {
          for (const handler of handlers.get(channel) ?? []) handler(payload);
        },
        up: () => {
          for (const watcher of watchers) watcher.up();
        },
        down: (error) => {
          for (const watcher of watchers) watcher.down(error);
        },
      });
    });
    app.addHook('onClose', async () => {
      await listener?.close();
    });
  },
  { name: 'channels', dependencies: ['context'] },
);
