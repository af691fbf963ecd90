import { outboxQuerySchema, outboxResponseSchema } from '@cloud-snippets/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailRepository } from '../../../repositories/mail/mail.repository.js';
import { errorResponses, secured } from '../route-docs.js';

/**
 * GET /api/mail/outbox (admins): the mail the site sent, or without SMTP_URL kept (decision 050), newest first — what
 * a zero-setup start has instead of a mailbox. A sensitive mail really sent shows no link.
 */
const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  const outbox = mailRepository(app.db);
  app.get(
    '/outbox',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['mail'],
        summary: 'The latest mails and how each went (admins only)',
        security: secured,
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ mails: await outbox.outbox(request.query.limit) }),
  );
};

export default mailRoutes;
