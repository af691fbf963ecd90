import {
  canReadHiddenCollection,
  canSeeHidden,
  COLLECTION_MESSAGES,
  collectionAddressParamsSchema,
  collectionDetailSchema,
  collectionListResponseSchema,
  LIMITS,
  SERVER_ERRORS,
  USERNAME_PATTERN,
} from '@cloud-snippets/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UserRow } from '../../../db/schema/index.js';
import { notFound } from '../../../plugins/app/errors.js';
import { errorResponses } from '../route-docs.js';
import { presentSnippetSummary } from '../../../presenters/snippets.presenter.js';
import { presentCollection, presentCollectionDetail } from '../../../presenters/collections.presenter.js';

const errors = errorResponses(400, 404);

/**
 * GET /api/users/{username}/collections and /{username}/collections/{slug} (decision 075), the profile's list and
 * a collection's page: anyone reads public collections, whoever has the address an unlisted one, the owner alone a
 * private one (a 404 to everyone else); one a moderator hid, its owner and the moderators. Others see a collection's
 * listed snippets only.
 */
const collectionReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = app.usersRepository;
  const collections = app.collectionsRepository;
  const follows = app.followsRepository;

  /** The member named so, or a 404; a profile hidden by a moderator is a 404 but to its member and moderators. */
  const findOwner = async (username: string, viewer: UserRow | null) => {
    const isPossible = username.length <= LIMITS.usernameMax && USERNAME_PATTERN.test(username);
    const user = isPossible ? await users.findByUsername(username) : null;
    if (!user || (user.hiddenAt && !canSeeHidden(viewer, { authorId: user.id })))
      throw notFound(SERVER_ERRORS.userNotFound);
    return user;
  };

  app.get(
    '/:username/collections',
    {
      config: { pageData: true },
      schema: {
        tags: ['collections'],
        summary: "A member's collections, newest first: public ones, and all of them for the member",
        params: z.object({ username: z.string() }),
        response: { 200: collectionListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const owner = await findOwner(request.params.username, request.user);
      const rows = await collections.listOf(owner.id, owner.id === request.user?.id);
      return { collections: rows.map(presentCollection) };
    },
  );

  app.get(
    '/:username/collections/:slug',
    {
      config: { pageData: true },
      schema: {
        tags: ['collections'],
        summary: 'A collection by its address, with its snippets in order',
        params: collectionAddressParamsSchema,
        response: { 200: collectionDetailSchema, ...errors },
      },
    },
    async (request) => {
      const viewerId = request.user?.id ?? null;
      await findOwner(request.params.username, request.user);
      const row = await collections.byAddress(request.params.username, request.params.slug, viewerId);
      if (
        !row ||
        (row.visibility === 'private' && row.ownerId !== viewerId) ||
        !canReadHiddenCollection(request.user, row)
      )
        throw notFound(COLLECTION_MESSAGES.notFound);
      const [items, isFollowing] = await Promise.all([
        collections.items(row, viewerId),
        viewerId === null ? undefined : follows.isFollowing(viewerId, 'collection', row.id),
      ]);
      return presentCollectionDetail(row, items.map(presentSnippetSummary), isFollowing);
    },
  );
};

export default collectionReadRoutes;
