import {
  SNIPPET,
  forkListQuerySchema,
  snippetListResponseSchema,
  snippetResponseSchema,
} from '@cloud-snippets/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forkSnippet } from '../../../commands/fork-snippet.js';
import { currentMember } from '../../../plugins/app/auth.js';
import { conflict, notFound } from '../../../plugins/app/errors.js';
import { perMember } from '../../../plugins/app/rate-limits.js';
import { errorResponses, secured } from '../route-docs.js';
import { idOrSlugParamsSchema } from './schemas.js';
import { presentSnippetDetail, presentSnippetPage } from './snippets.presenter.js';

/**
 * Forks (decision 040): a member copies a snippet into one of their own — its title, description, tags, platform,
 * category and code, and what a reader needs to run it safely (where it runs, what it changes, its prerequisites:
 * decision 047) — linked to the original ("forked from X by Y"); the original counts its forks and lists them.
 * Forking one's own snippet is a copy; forking twice gives two forks.
 */
const forkRoutes: FastifyPluginAsyncZod = async (app) => {
  const snippets = app.snippetsRepository;
  // A fork is a write: it counts against the writes per member. It copies a snippet already here, so the new-member
  // limit (on new snippets) does not count it.
  const writeLimit = perMember(app.rateLimits.snippetWritesPerMember);

  app.post(
    '/:idOrSlug/fork',
    {
      config: { tokenScope: 'write' },
      onRequest: [app.requireAuth, writeLimit],
      schema: {
        tags: ['snippets'],
        summary: 'Fork a snippet: a copy of it as your own, linked to it',
        security: secured,
        params: idOrSlugParamsSchema,
        response: {
          201: snippetResponseSchema.extend({ message: z.string() }),
          ...errorResponses(400, 401, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const user = currentMember(request);
      const original = await snippets.findReadable(request.params.idOrSlug, user.id);
      if (!original) throw notFound(SNIPPET.notFound);
      // Decision 042: a private snippet is not forked, even by its author; a fork of an unlisted one is unlisted
      // (its reader had the link, and the copy must not make it findable).
      if (original.visibility === 'private') throw conflict(SNIPPET.privateNotForkable);
      const { title, description, tags, platform, category, codeLanguage, code, visibility } = original;
      // What it touches goes with the code: a copy of a snippet that deletes data still says so.
      const { runsIn, effects, prerequisites } = original;
      // Every file, named as the original names them (an unnamed first file takes the fork's own slug).
      const files = [{ name: original.fileName, language: codeLanguage, code }, ...original.extraFiles];
      const fork = await forkSnippet(app, user.id, original.id, {
        title,
        description,
        tags,
        platform,
        category,
        codeLanguage,
        code,
        visibility,
        files,
        runsIn,
        effects,
        prerequisites,
      });
      const row = await snippets.findDetail(fork.id, user.id);
      if (!row) throw notFound(SNIPPET.notFound);
      return reply.code(201).send({ snippet: presentSnippetDetail(row, user.id), message: SNIPPET.forked });
    },
  );

  app.get(
    '/:idOrSlug/forks',
    {
      config: { tokenScope: 'read', pageData: true },
      schema: {
        tags: ['snippets'],
        summary: "A snippet's forks, newest first (or oldest, or most liked), a page of cards",
        params: idOrSlugParamsSchema,
        querystring: forkListQuerySchema,
        response: { 200: snippetListResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const id = await snippets.findId(request.params.idOrSlug, request.user?.id ?? null);
      if (!id) throw notFound(SNIPPET.notFound);
      const { sort = 'newest', page, limit } = request.query;
      const viewerId = request.user?.id ?? null;
      const { rows, total } = await snippets.listPageWithTotal(
        { forkedFromId: id },
        sort,
        page,
        limit,
        viewerId,
      );
      return presentSnippetPage(rows, { page, limit, total });
    },
  );
};

export default forkRoutes;
