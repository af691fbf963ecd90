import { followingFeedQuerySchema, followingFeedResponseSchema } from '@cloud-snippets/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember } from '../../../plugins/app/auth.js';
import { encodeCursor } from '../../../repositories/comments/comments.cursor.js';
import { cursorOf } from '../follows/params.js';
import { errorResponses, secured } from '../route-docs.js';
import { presentSnippetSummary } from './snippets.presenter.js';

/**
 * GET /api/snippets/following: the newest public snippets of the members, tags and platforms the signed-in member
 * follows, by keyset pages (decision 052). A fixed path: registered before /:idOrSlug, it wins over it.
 */
const followingFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const follows = app.followsRepository;

  app.get(
    '/following',
    {
      config: { tokenScope: 'read' },
      onRequest: app.requireAuth,
      schema: {
        tags: ['snippets'],
        summary: 'The Following feed: newest public snippets of followed members, tags and platforms',
        security: secured,
        querystring: followingFeedQuerySchema,
        response: { 200: followingFeedResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const user = currentMember(request);
      const { rows, next } = await follows.feedPage(
        user.id,
        cursorOf(request.query.cursor),
        request.query.limit,
      );
      return { snippets: rows.map(presentSnippetSummary), nextCursor: next ? encodeCursor(next) : null };
    },
  );
};

export default followingFeedRoutes;
