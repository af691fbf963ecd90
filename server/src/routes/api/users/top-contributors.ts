import {
  errorResponseSchema,
  topContributorsQuerySchema,
  topContributorsResponseSchema,
} from '@cloud-snippets/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentContributor } from './users.presenter.js';

/** GET /top-contributors: the home page's contributors (most snippets first) and how many members contribute. */
const topContributorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = app.profilesRepository;

  app.get(
    '/top-contributors',
    {
      config: { tokenScope: 'read', pageData: true },
      schema: {
        tags: ['users'],
        summary: 'Members with the most snippets (limit default 5, at most 20)',
        querystring: topContributorsQuerySchema,
        response: { 200: topContributorsResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const [rows, totalContributors] = await Promise.all([
        profiles.topContributors(request.query.limit),
        profiles.contributorsCount(),
      ]);
      return { success: true, data: { users: rows.map(presentContributor), totalContributors } };
    },
  );
};

export default topContributorsRoutes;
