import { SNIPPET, errorResponseSchema, snippetResponseSchema } from '@cloud-snippets/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../plugins/app/errors.js';
import { idOrSlugParamsSchema } from './schemas.js';
import { presentSnippetDetail } from './snippets.presenter.js';

/** GET /api/snippets/{idOrSlug}: one query for the row, its author, its likers and the viewer's state. */
const detailRoutes: FastifyPluginAsyncZod = async (app) => {
  const snippets = app.snippetsRepository;

  app.get(
    '/:idOrSlug',
    {
      config: { pageData: true },
      schema: {
        tags: ['snippets'],
        summary: 'One snippet by id or slug',
        params: idOrSlugParamsSchema,
        response: { 200: snippetResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const viewerId = request.user?.id ?? null;
      const row = await snippets.findDetail(request.params.idOrSlug, viewerId);
      if (!row) throw notFound(SNIPPET.notFound);
      return { snippet: presentSnippetDetail(row, viewerId) };
    },
  );
};

export default detailRoutes;
