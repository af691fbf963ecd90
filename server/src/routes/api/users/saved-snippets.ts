import {
  errorResponseSchema,
  savedSnippetsQuerySchema,
  snippetListResponseSchema,
} from '@cloud-snippets/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember } from '../../../plugins/app/auth.js';
import { presentSnippetPage } from '../snippets/snippets.presenter.js';
import { secured } from '../route-docs.js';

/** GET /profile/savedSnippets: the signed-in member's saved snippets as cards, most recently saved first. */
const savedSnippetsRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = app.profilesRepository;

  app.get(
    '/profile/savedSnippets',
    {
      config: { tokenScope: 'read' },
      onRequest: app.requireAuth,
      schema: {
        tags: ['users'],
        summary: 'Own saved snippets, newest saved first (page, limit default 12)',
        security: secured,
        querystring: savedSnippetsQuerySchema,
        response: { 200: snippetListResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = currentMember(request);
      const { page, limit } = request.query;
      const [rows, total] = await Promise.all([
        profiles.savedPage(user.id, page, limit),
        profiles.savedCount(user.id),
      ]);
      return presentSnippetPage(rows, { page, limit, total });
    },
  );
};

export default savedSnippetsRoutes;
