import { NOTIFICATION_STREAM } from '@cloud-snippets/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentSession } from '../../../plugins/app/auth.js';
import { errorResponses, secured } from '../route-docs.js';

/**
 * GET /api/notifications/stream: server-sent events of the member's unread count (decision 049). One
 * `unread` event on connect and after each change of their notifications, on whichever app process it happened
 * (notification-hub); a comment line every NOTIFICATION_STREAM.heartbeatMs keeps proxies from closing an idle stream,
 * and proves the session is still alive: a stream of a session that ended (logout, password change) closes.
 */
const streamRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = new Set<() => void>();
  // Streams never end on their own: a closing app ends them, or the server would wait for them.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get(
    '/stream',
    {
      onRequest: app.requireAuth,
      config: { changesPages: false },
      schema: {
        tags: ['notifications'],
        summary:
          "Server-sent events: the member's unread count, now and after each change (text/event-stream)",
        security: secured,
        response: errorResponses(401),
      },
    },
    async (request, reply) => {
      const { user, session } = currentSession(request);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        connection: 'keep-alive',
        // nginx and the like would otherwise hold the events back in their buffers.
        'x-accel-buffering': 'no',
        vary: 'Authorization',
      });

      let ended = false;
      let sending = Promise.resolve();
      let pending = false;
      /** Sends the count; changes that arrive while one is being read are folded into one more read. */
      const sendCount = () => {
        if (pending || ended) return;
        pending = true;
        sending = sending.then(async () => {
          pending = false;
          if (ended) return;
          try {
            const unreadCount = await app.notificationsRepository.unreadCount(user.id);
            if (!ended)
              raw.write(`event: ${NOTIFICATION_STREAM.unread}\ndata: ${JSON.stringify({ unreadCount })}\n\n`);
          } catch (error) {
            request.log.warn({ err: error }, 'could not send the unread count');
          }
        });
      };

      const unsubscribe = app.notificationHub.subscribe(user.id, sendCount);
      const heartbeat = setInterval(() => {
        void app.sessionsRepository
          .findActiveWithUser(session.id, user.id)
          .then((found) => (found ? raw.write(': ping\n\n') : end()))
          .catch(() => undefined);
      }, NOTIFICATION_STREAM.heartbeatMs);

      function end() {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
        raw.end();
      }
      open.add(end);
      request.raw.on('close', end);
      raw.on('error', end);
      sendCount();
    },
  );
};

export default streamRoutes;
