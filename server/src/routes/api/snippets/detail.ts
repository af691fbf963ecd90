import { SNIPPET, errorResponseSchema, snippetResponseSchema } from '@cloud-snippets/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coalesceReadsByKey } from '../../../lib/coalesce-reads.js';
import { notFound } from '../../../plugins/app/errors.js';
import { idOrSlugParamsSchema } from './schemas.js';
import { presentSnippetDetail } from './snippets.presenter.js';

/** GET /api/snippets/{idOrSlug}: one query for the row, its author, its likers and the viewer's state. */
const detailRoutes: FastifyPluginAsyncZod = async (app) => {
  const snippets = app.snippetsRepository;
  /**
   * Visitors all see the same row: when a snippet is read by many at once (a link shared widely), the reads that
   * arrive while one runs share the next, so one read of it at a time runs per process however many
   * ask, and every visitor still gets a row read after they asked (coalesceReads). Members read their own.
   */
  const guestDetail = coalesceReadsByKey((idOrSlug) => snippets.findDetail(idOrSlug, null));

  app.get(
    '/:idOrSlug',
    {
      config: { tokenScope: 'read', pageData: true },
      schema: {
        tags: ['snippets'],
        summary: 'One snippet by id or slug',
        params: idOrSlugParamsSchema,
        response: { 200: snippetResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const viewerId = request.user?.id ?? null;
      const { idOrSlug } = request.params;
      const row = viewerId ? await snippets.findDetail(idOrSlug, viewerId) : await guestDetail(idOrSlug);
      if (!row) throw notFound(SNIPPET.notFound);
      return { snippet: presentSnippetDetail(row, viewerId) };
    },
  );
};

export default detailRoutes;
