import {
  SNIPPET,
  errorResponseSchema,
  revisionListQuerySchema,
  revisionListResponseSchema,
  revisionResponseSchema,
} from '@cloud-snippets/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../plugins/app/errors.js';
import type { RevisionSummary } from '../../../repositories/snippets/revisions.repository.js';
import { idOrSlugParamsSchema, revisionParamsSchema } from './schemas.js';
import { filesOf } from '../../../repositories/snippets/snippet-files.js';

const presentSummary = (revision: RevisionSummary) => ({
  number: revision.number,
  note: revision.note,
  linesAdded: revision.linesAdded,
  linesRemoved: revision.linesRemoved,
  createdAt: revision.createdAt.toISOString(),
});

/** A snippet's revisions (decision 038): the list, newest first, and any one of them whole. */
const revisionRoutes: FastifyPluginAsyncZod = async (app) => {
  const snippets = app.snippetsRepository;
  const revisions = app.snippetRevisionsRepository;

  app.get(
    '/:idOrSlug/revisions',
    {
      config: { tokenScope: 'read', pageData: true },
      schema: {
        tags: ['snippets'],
        summary: "A snippet's revisions, newest first, with the lines each added and removed",
        params: idOrSlugParamsSchema,
        querystring: revisionListQuerySchema,
        response: { 200: revisionListResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const snippet = await snippets.findReadable(request.params.idOrSlug, request.user?.id ?? null);
      if (!snippet) throw notFound(SNIPPET.notFound);
      const { page, limit } = request.query;
      const rows = await revisions.list(snippet, page, limit);
      return {
        revisions: rows.map(presentSummary),
        totalRevisions: snippet.revisionCount,
        currentPage: page,
        totalPages: Math.ceil(snippet.revisionCount / limit),
      };
    },
  );

  app.get(
    '/:idOrSlug/revisions/:number',
    {
      config: { tokenScope: 'read', pageData: true },
      schema: {
        tags: ['snippets'],
        summary: 'One revision of a snippet, as it was',
        params: revisionParamsSchema,
        response: { 200: revisionResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const snippet = await snippets.findReadable(request.params.idOrSlug, request.user?.id ?? null);
      if (!snippet) throw notFound(SNIPPET.notFound);
      const revision = await revisions.find(snippet, request.params.number);
      if (!revision) throw notFound(SNIPPET.revisionNotFound);
      return {
        revision: {
          ...revision,
          ...presentSummary(revision),
          files: filesOf({ ...revision, slug: snippet.slug }),
        },
      };
    },
  );
};

export default revisionRoutes;
