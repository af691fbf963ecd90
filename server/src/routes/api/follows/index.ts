import {
  FOLLOW_MESSAGES,
  PLATFORM_VALUES,
  SERVER_ERRORS,
  SNIPPET_LIMITS,
  TAG_PATTERN,
  followListResponseSchema,
  followParamsSchema,
  followResponseSchema,
  type FollowKind,
} from '@cloud-snippets/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember } from '../../../plugins/app/auth.js';
import { badRequest, conflict, notFound } from '../../../plugins/app/errors.js';
import { errorResponses, secured } from '../route-docs.js';
import { presentFollow } from './follows.presenter.js';
import { memberByUsername } from './params.js';

const errors = errorResponses(400, 401, 404, 409);

/** What a follow stores as its target: a member's id, a tag as snippets store it, or a platform's value. */
interface ResolvedTarget {
  stored: string;
  /** What the response names: the member's username, the tag, the platform. */
  shown: string;
}

/**
 * PUT and DELETE /api/follows/{kind}/{target}, GET /api/follows (decision 052). Following is
 * idempotent: a second follow or unfollow changes nothing and says so.
 */
const followsRoutes: FastifyPluginAsyncZod = async (app) => {
  const follows = app.followsRepository;

  const resolve = async (kind: FollowKind, target: string, followerId: string): Promise<ResolvedTarget> => {
    if (kind === 'member') {
      const member = await memberByUsername(app, target);
      if (!member) throw notFound(SERVER_ERRORS.userNotFound);
      if (member.id === followerId) throw conflict(FOLLOW_MESSAGES.cannotFollowYourself);
      return { stored: member.id, shown: member.username };
    }
    if (kind === 'tag') {
      const tag = target.trim().toLowerCase();
      if (tag.length > SNIPPET_LIMITS.tagMax || !TAG_PATTERN.test(tag))
        throw badRequest(FOLLOW_MESSAGES.tagInvalid);
      return { stored: tag, shown: tag };
    }
    if (!(PLATFORM_VALUES as readonly string[]).includes(target))
      throw notFound(FOLLOW_MESSAGES.platformNotFound);
    return { stored: target, shown: target };
  };

  const change = (method: 'PUT' | 'DELETE') =>
    app.route({
      method,
      url: '/:kind/:target',
      onRequest: app.requireAuth,
      schema: {
        tags: ['follows'],
        summary:
          method === 'PUT'
            ? 'Follow a member (by username), a tag or a platform; following again changes nothing'
            : 'Unfollow a member, a tag or a platform; unfollowing again changes nothing',
        security: secured,
        params: followParamsSchema,
        response: { 200: followResponseSchema, ...errors },
      },
      handler: async (request) => {
        const user = currentMember(request);
        const { kind } = request.params;
        const target = await resolve(kind, request.params.target, user.id);
        const changed =
          method === 'PUT'
            ? await follows.follow(user.id, kind, target.stored)
            : await follows.unfollow(user.id, kind, target.stored);
        const isFollowing = method === 'PUT';
        const message = isFollowing
          ? changed
            ? FOLLOW_MESSAGES.followed
            : FOLLOW_MESSAGES.alreadyFollowing
          : changed
            ? FOLLOW_MESSAGES.unfollowed
            : FOLLOW_MESSAGES.notFollowing;
        return {
          message,
          kind,
          target: target.shown,
          isFollowing,
          followersCount: await follows.followersCount(kind, target.stored),
        };
      },
    });
  change('PUT');
  change('DELETE');

  app.get(
    '/',
    {
      config: { tokenScope: 'read' },
      onRequest: app.requireAuth,
      schema: {
        tags: ['follows'],
        summary: 'What the signed-in member follows, newest first',
        security: secured,
        response: { 200: followListResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = currentMember(request);
      return { follows: (await follows.listOf(user.id)).map(presentFollow) };
    },
  );
};

export default followsRoutes;
