import {
  NOTIFICATION_KINDS,
  NOTIFICATION_MESSAGES,
  messageResponseSchema,
  unsubscribeQuerySchema,
} from '@cloud-snippets/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../../plugins/app/errors.js';
import { isUnsubscribeToken } from '../../../mail/notification-mail.js';
import { errorResponses } from '../route-docs.js';

/**
 * POST /api/notifications/unsubscribe?u=&k=&t=: a notification mail's one click (RFC 8058; the web page /unsubscribe
 * posts here too). No session: the link is signed for one member and one kind, whose mails stop (the bell stays).
 */
const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Mail clients post `List-Unsubscribe=One-Click` as a form; the link's query says everything.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );

  app.post(
    '/unsubscribe',
    {
      config: { changesPages: false },
      schema: {
        tags: ['notifications'],
        summary: 'Stop the mails of one kind of notification (a signed link from a mail)',
        querystring: unsubscribeQuerySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { u: userId, k: kind, t: token } = request.query;
      if (!isUnsubscribeToken(app.config.jwtSecret, userId, kind, token))
        throw badRequest(NOTIFICATION_MESSAGES.unsubscribeInvalid);
      const settings = await app.notificationsRepository.settings(userId);
      if (settings[kind] === 'email')
        await app.notificationsRepository.updateSettings(userId, { [kind]: 'in-app' });
      const label = NOTIFICATION_KINDS.find((k) => k.value === kind)?.label ?? kind;
      return { message: NOTIFICATION_MESSAGES.unsubscribed(label) };
    },
  );
};

export default unsubscribeRoutes;
