import {
  LANGUAGES,
  languagesResponseSchema,
  popularTagsResponseSchema,
  shortListQuerySchema,
  snippetCardsResponseSchema,
} from '@cloud-snippets/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentSnippetSummary } from './snippets.presenter.js';

export const FEATURED_DEFAULT_LIMIT = 6;
export const POPULAR_DEFAULT_LIMIT = 10;
export const POPULAR_TAGS_DEFAULT_LIMIT = 20;

/** The fixed-path reads: featured, popular, tags/popular, languages (they win over /:idOrSlug). */
const metaRoutes: FastifyPluginAsyncZod = async (app) => {
  const snippets = app.snippetsRepository;

  app.get(
    '/featured',
    {
      config: { tokenScope: 'read', pageData: true },
      schema: {
        tags: ['snippets'],
        summary: 'Featured snippets: admin picks first, topped up with the best-liked recent ones',
        querystring: shortListQuerySchema,
        response: { 200: snippetCardsResponseSchema },
      },
    },
    async (request) => ({
      snippets: (
        await snippets.featured(request.query.limit ?? FEATURED_DEFAULT_LIMIT, request.user?.id ?? null)
      ).map(presentSnippetSummary),
    }),
  );

  app.get(
    '/popular',
    {
      config: { tokenScope: 'read', pageData: true },
      schema: {
        tags: ['snippets'],
        summary: 'Most liked snippets',
        querystring: shortListQuerySchema,
        response: { 200: snippetCardsResponseSchema },
      },
    },
    async (request) => ({
      snippets: (
        await snippets.popular(request.query.limit ?? POPULAR_DEFAULT_LIMIT, request.user?.id ?? null)
      ).map(presentSnippetSummary),
    }),
  );

  app.get(
    '/tags/popular',
    {
      config: { tokenScope: 'read', pageData: true },
      schema: {
        tags: ['snippets'],
        summary: 'Most used tags with how many snippets carry each',
        querystring: shortListQuerySchema,
        response: { 200: popularTagsResponseSchema },
      },
    },
    async (request) => ({
      tags: await snippets.popularTags(request.query.limit ?? POPULAR_TAGS_DEFAULT_LIMIT),
    }),
  );

  app.get(
    '/languages',
    {
      config: { tokenScope: 'read', pageData: true },
      schema: {
        tags: ['snippets'],
        summary: 'The languages of SPEC §3',
        response: { 200: languagesResponseSchema },
      },
    },
    async () => ({
      languages: LANGUAGES.map(({ name, value, icon, description }) => ({ name, value, icon, description })),
    }),
  );
};

export default metaRoutes;
