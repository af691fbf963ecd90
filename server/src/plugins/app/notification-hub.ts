import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { listenToChannel, type ChannelListener } from '../../db/listen.js';
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
 * The live side of notifications (issue 14 §1, decision 049): the open streams of this process, by member, told of
 * each change through PostgreSQL's LISTEN on the channel notify() and markRead() announce on at commit — so a comment
 * written on another app process reaches a stream here. The channel is listened to from the first stream on (an app
 * nobody streams from holds no extra connection). When the listening connection comes back after a loss, every open
 * stream is told: it may have missed something meanwhile.
 */
export default fp(
  async function notificationHubPlugin(app: FastifyInstance) {
    const listeners = new Map<string, Set<NotificationListener>>();
    let listening: Promise<ChannelListener> | null = null;
    let wasDown = false;

    const tell = (userId: string) => {
      for (const listener of listeners.get(userId) ?? []) listener();
    };
    const tellEveryone = () => {
      for (const userId of listeners.keys()) tell(userId);
    };

    const listen = () =>
      (listening ??= listenToChannel(app.database, NOTIFICATION_CHANNEL, {
        message: tell,
        up: () => {
          if (wasDown) tellEveryone();
          wasDown = false;
        },
        down: (error) => {
          wasDown = true;
          if (error.message !== 'closed')
            app.log.warn({ err: error }, 'live notifications paused until the LISTEN connection is back');
        },
      }).catch((error: unknown) => {
        listening = null;
        throw error;
      }));

    app.decorate('notificationHub', {
      subscribe(userId, listener) {
        listen().catch((error: unknown) =>
          app.log.warn({ err: error }, 'could not listen for notifications'),
        );
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
      if (listening) await (await listening.catch(() => null))?.close();
    });
  },
  { name: 'notification-hub', dependencies: ['context'] },
);
