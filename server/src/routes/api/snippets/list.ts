import {
  recentReleases,
  SNIPPET,
  errorResponseSchema,
  snippetListQuerySchema,
  snippetListResponseSchema,
} from '@cloud-snippets/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../../plugins/app/errors.js';
import { refuseMissingScope } from '../../../plugins/app/auth.js';
import { listsOwnSnippets } from '../../../policies/snippets.policy.js';
import { presentSnippetPage } from './snippets.presenter.js';
import { resolveSort } from './schemas.js';
import type { ListFilters } from '../../../repositories/snippets/snippets.list.js';

export { resolveSort };

/** GET /api/snippets: browse, filter, search, sort and paginate (SPEC §7). */
const listRoutes: FastifyPluginAsyncZod = async (app) => {
  const snippets = app.snippetsRepository;

  app.get(
    '/',
    {
      config: { tokenScope: 'read', pageData: true },
      schema: {
        tags: ['snippets'],
        summary: 'Browse snippets: filters, full-text search, sort, pages',
        querystring: snippetListQuerySchema,
        response: { 200: snippetListResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
      // The presenter builds exactly the response type (checked by TypeScript against the schema, which still
      // documents the route), so the page is not validated again on its way out: Zod's encode of 12 cards cost about
      // twice the JSON.stringify itself (bench/serialize-micro.ts). Decision 070; search.test.ts holds the fields.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => {
      const query = request.query;
      const viewerId = request.user?.id ?? null;
      const filters: ListFilters = {
        platform: query.platform,
        category: query.category,
        codeLanguage: query.codeLanguage ?? query.language,
        tag: query.tag,
        search: query.search,
        hasTestClass: query.hasTestClass === 'true',
        ssjsSafe: query.ssjsSafe === 'true',
        verifiedSince: query.verified === 'recent' ? recentReleases().at(-1)?.api : undefined,
      };
      if (query.author === 'me') {
        refuseMissingScope(request);
        if (!viewerId) throw unauthorized(request.hasRejectedToken ? undefined : SNIPPET.loginToViewOwn);
        filters.authorId = viewerId;
        // A member's own list holds every one of theirs, unlisted and private too (decision 042).
        filters.allVisibilities = true;
      } else if (request.user && listsOwnSnippets(request.user, { username: query.author ?? '' })) {
        // "My Snippets" names the member by username: theirs, every visibility, as with author=me.
        filters.authorId = request.user.id;
        filters.allVisibilities = true;
      } else if (query.author !== undefined) {
        // Resolved inside the statement: no lookup round trip first.
        filters.authorUsername = query.author;
      }
      const { limit, page } = query;
      // The page and its total in one statement (one round trip, and a search matches once).
      const { rows, total, found, approximate } = await snippets.listPageWithTotal(
        filters,
        resolveSort(query),
        page,
        limit,
        viewerId,
      );
      return presentSnippetPage(rows, { page, limit, total, found, approximate });
    },
  );
};

export default listRoutes;
