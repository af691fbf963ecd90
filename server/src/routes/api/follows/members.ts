import {
  SERVER_ERRORS,
  followMembersQuerySchema,
  followMembersResponseSchema,
} from '@cloud-snippets/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../plugins/app/errors.js';
import { errorResponses } from '../route-docs.js';
import { cursorOf, memberByUsername } from './params.js';
import { presentFollowMembers } from './follows.presenter.js';

const paramsSchema = z.object({ username: z.string() });

/** GET /api/users/{username}/followers and /following: anyone may read them, newest first, by keyset pages. */
const followMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  const follows = app.followsRepository;

  for (const list of ['followers', 'following'] as const) {
    app.get(
      `/:username/${list}`,
      {
        config: { tokenScope: 'read', pageData: true },
        schema: {
          tags: ['follows'],
          summary:
            list === 'followers'
              ? 'Who follows a member, newest first'
              : 'Whom a member follows, newest first',
          params: paramsSchema,
          querystring: followMembersQuerySchema,
          response: { 200: followMembersResponseSchema, ...errorResponses(400, 404) },
        },
      },
      async (request) => {
        const member = await memberByUsername(app, request.params.username);
        if (!member) throw notFound(SERVER_ERRORS.userNotFound);
        const { cursor, limit } = request.query;
        const after = cursorOf(cursor);
        const page = list === 'followers' ? follows.followersPage : follows.followingPage;
        return presentFollowMembers(await page(member.id, after, limit + 1), limit);
      },
    );
  }
};

export default followMembersRoutes;
