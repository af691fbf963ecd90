import {
  canSeeHidden,
  LIMITS,
  SERVER_ERRORS,
  USERNAME_PATTERN,
  publicProfileResponseSchema,
  snippetListResponseSchema,
  userSnippetsQuerySchema,
} from '@cloud-snippets/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UserRow } from '../../../db/schema/index.js';
import { notFound } from '../../../plugins/app/errors.js';
import { resolveSort } from '../snippets/schemas.js';
import { presentSnippetPage, presentSnippetSummary } from '../snippets/snippets.presenter.js';
import { presentPublicUser } from './users.presenter.js';
import { listsOwnSnippets } from '../../../policies/snippets.policy.js';
import { errorResponses } from '../route-docs.js';

/** Any text: a name that cannot exist is a 404 like an unknown one, not a validation error. */
const paramsSchema = z.object({ username: z.string() });
const errors = errorResponses(400, 404);

/**
 * GET /{username} and GET /{username}/snippets: anyone may read a member's public profile and snippets. The
 * static routes of this prefix (/profile, /top-contributors, /avatar…) win over `{username}`, and registration
 * refuses those words as usernames (RESERVED_USERNAMES).
 */
const publicProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = app.usersRepository;
  const profiles = app.profilesRepository;
  const snippets = app.snippetsRepository;
  const follows = app.followsRepository;

  /**
   * The member named so, whatever the case, or a 404; a profile hidden by a moderator (decision 053) is a 404 to
   * everyone but its member and the moderators.
   */
  const findMember = async (username: string, viewer: UserRow | null): Promise<UserRow> => {
    const isPossible = username.length <= LIMITS.usernameMax && USERNAME_PATTERN.test(username);
    const user = isPossible ? await users.findByUsername(username) : null;
    const mayRead = user && (!user.hiddenAt || canSeeHidden(viewer, { authorId: user.id }));
    if (!mayRead) throw notFound(SERVER_ERRORS.userNotFound);
    return user;
  };

  app.get(
    '/:username',
    {
      config: { tokenScope: 'read', pageData: true },
      schema: {
        tags: ['users'],
        summary: "A member's public profile, most used languages and top five snippets",
        params: paramsSchema,
        response: { 200: publicProfileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await findMember(request.params.username, request.user);
      const viewerId = request.user?.id ?? null;
      const [topLanguages, top, followersCount, followingCount, isFollowing] = await Promise.all([
        profiles.topLanguages(user.id),
        profiles.topSnippets(user.id, viewerId),
        follows.followersCount('member', user.id),
        follows.followingCount(user.id),
        viewerId === null ? undefined : follows.isFollowing(viewerId, 'member', user.id),
      ]);
      return {
        user: {
          ...presentPublicUser(user),
          topLanguages,
          followersCount,
          followingCount,
          isFollowing,
          ...(user.hiddenAt && { hidden: true }),
        },
        snippets: top.map(presentSnippetSummary),
      };
    },
  );

  app.get(
    '/:username/snippets',
    {
      config: { tokenScope: 'read', pageData: true },
      schema: {
        tags: ['users'],
        summary: "A member's snippets, paged (page, limit default 10, sortBy, sortOrder)",
        params: paramsSchema,
        querystring: userSnippetsQuerySchema,
        response: { 200: snippetListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await findMember(request.params.username, request.user);
      const { page, limit, sortBy, sortOrder } = request.query;
      const viewerId = request.user?.id ?? null;
      // Its owner sees every one of theirs, unlisted and private too, each card with its visibility.
      if (listsOwnSnippets(request.user ?? null, { id: user.id })) {
        const own = await snippets.listPageWithTotal(
          { authorId: user.id, allVisibilities: true },
          resolveSort({ sortBy, sortOrder }),
          page,
          limit,
          viewerId,
        );
        return presentSnippetPage(own.rows, { page, limit, total: own.total });
      }
      const rows = await snippets.listPage(
        { authorId: user.id },
        resolveSort({ sortBy, sortOrder }),
        page,
        limit,
        viewerId,
      );
      // The member's own counter (decision 007): no count(*) per request.
      return presentSnippetPage(rows, { page, limit, total: user.totalSnippets });
    },
  );
};

export default publicProfileRoutes;
