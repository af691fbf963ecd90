import {
  CONTACT,
  contactInputSchema,
  contactMessagesQuerySchema,
  contactMessagesResponseSchema,
  errorResponseSchema,
  messageResponseSchema,
} from '@cloud-snippets/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentContactMessage } from '../../../presenters/contact.presenter.js';
import { secured } from '../route-docs.js';

/** POST / (anyone: the contact form) and GET / (admins: the messages, newest first). */
const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const messages = app.contactRepository;
  const perIp = app.createRateLimiter('contact-ip', app.config.rateLimits.contactPerIp, CONTACT.tooMany);

  app.post(
    '/',
    {
      config: { changesPages: false },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the site team (bot-checked when bot protection is on)',
        body: contactInputSchema,
        response: { 201: messageResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { recaptchaToken, ...message } = request.body;
      await perIp.consume(request.ip);
      await app.captcha.verify(recaptchaToken, 'contact', request.ip);
      await messages.insert({ ...message, userId: request.user?.id ?? null });
      return reply.code(201).send({ message: CONTACT.sent });
    },
  );

  app.get(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['contact'],
        summary: 'Messages sent through the contact form, newest first (admins only)',
        security: secured,
        querystring: contactMessagesQuerySchema,
        response: {
          200: contactMessagesResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const [rows, total] = await Promise.all([messages.page(page, limit), messages.count()]);
      return {
        messages: rows.map(presentContactMessage),
        currentPage: page,
        totalPages: Math.ceil(total / limit),
        total,
      };
    },
  );
};

export default contactRoutes;
