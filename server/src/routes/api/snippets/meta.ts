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
/** Counting every tag of 100,000 snippets is a full scan: keep the answer this long (writes clear it). */
const POPULAR_TAGS_TTL_MS = 60_000;

/** The fixed-path reads: featured, popular, tags/popular, languages (they win over /:idOrSlug). */
const metaRoutes: FastifyPluginAsyncZod = async (app) => {
  const snippets = app.snippetsRepository;
  const tagCache = app.popularTagsCache;

  app.get(
    '/featured',
    {
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
      schema: {
        tags: ['snippets'],
        summary: 'Most used tags with how many snippets carry each',
        querystring: shortListQuerySchema,
        response: { 200: popularTagsResponseSchema },
      },
    },
    async (request) => {
      const limit = request.query.limit ?? POPULAR_TAGS_DEFAULT_LIMIT;
      const cached = tagCache.get(limit);
      if (cached && Date.now() - cached.at < POPULAR_TAGS_TTL_MS) return { tags: cached.tags };
      const tags = await snippets.popularTags(limit);
      tagCache.set(limit, { at: Date.now(), tags });
      return { tags };
    },
  );

  app.get(
    '/languages',
    {
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
