import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NOTIFICATION_CHANNEL } from '../../repositories/notifications/notifications.repository.js';

/** Called when the member's notifications changed: a new one, or some read (in another tab, on another process). */
export type NotificationListener = () => void;

export interface NotificationHub {
  /** Hears the member's changes until the returned function is called. */
  subscribe(userId: string, listener: NotificationListener): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    notificationHub: NotificationHub;
  }
}

/**
 * The live side of notifications (decision 049): the open streams of this process, by member, told of
 * each change through PostgreSQL's LISTEN (the app's one LISTEN connection, plugins/app/channels.ts) on the channel
 * notify() and markRead() announce on at commit — so a comment written on another app process reaches a stream here.
 * When the listening connection comes back after a loss, every open stream is told: it may have missed something.
 */
export default fp(
  async function notificationHubPlugin(app: FastifyInstance) {
    const listeners = new Map<string, Set<NotificationListener>>();
    let wasDown = false;

    const tell = (userId: string) => {
      for (const listener of listeners.get(userId) ?? []) listener();
    };
    app.channels.on(NOTIFICATION_CHANNEL, tell);
    app.channels.watch({
      up: () => {
        // Back after a loss: every open stream may have missed something.
        if (wasDown) for (const userId of listeners.keys()) tell(userId);
        wasDown = false;
      },
      down: (error) => {
        wasDown = true;
        if (error.message !== 'closed')
          app.log.warn({ err: error }, 'live notifications paused until the LISTEN connection is back');
      },
    });

    app.decorate('notificationHub', {
      subscribe(userId, listener) {
        const own = listeners.get(userId) ?? new Set();
        own.add(listener);
        listeners.set(userId, own);
        return () => {
          own.delete(listener);
          if (own.size === 0) listeners.delete(userId);
        };
      },
    });

    app.addHook('onClose', async () => {
      listeners.clear();
    });
  },
  { name: 'notification-hub', dependencies: ['channels'] },
);
