import {
  COLLECTION_MESSAGES,
  collectionFollowResponseSchema,
  collectionIdParamsSchema,
  collectionItemParamsSchema,
  collectionItemsResponseSchema,
  canReadHiddenCollection,
  collectionOrderSchema,
  FOLLOW_MESSAGES,
} from '@cloud-snippets/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentSession } from '../../../plugins/app/auth.js';
import { perMember } from '../../../plugins/app/rate-limits.js';
import { conflict, notFound, validationFailed } from '../../../plugins/app/errors.js';
import { errorResponses, secured } from '../route-docs.js';
import { ownedCollection } from './owned.js';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * A collection's snippets and followers (decision 075): PUT and DELETE /{id}/items/{snippetId} add and remove one
 * (idempotent, decision 071), PUT /{id}/items saves the whole order, PUT and DELETE /{id}/follow follow it.
 */
const collectionItemsRoutes: FastifyPluginAsyncZod = async (app) => {
  const collections = app.collectionsRepository;
  const follows = app.followsRepository;
  const addLimit = perMember(
    app.createRateLimiter(
      'collection-items-member',
      app.config.rateLimits.collectionItemsPerMember,
      COLLECTION_MESSAGES.tooManyAdded,
    ),
  );

  app.put(
    '/:id/items/:snippetId',
    {
      onRequest: [app.requireAuth, addLimit],
      schema: {
        tags: ['collections'],
        summary:
          'Add a snippet the owner can read at the end of their collection; adding again changes nothing',
        security: secured,
        params: collectionItemParamsSchema,
        response: { 200: collectionItemsResponseSchema, ...errors, ...errorResponses(429) },
      },
    },
    async (request) => {
      const { user } = currentSession(request);
      const collection = await ownedCollection(app, request.params.id, user);
      if (!(await collections.canHold(user.id, request.params.snippetId)))
        throw notFound(COLLECTION_MESSAGES.snippetNotFound);
      const { result, itemCount } = await collections.addItem(collection.id, request.params.snippetId);
      if (result === 'full') throw conflict(COLLECTION_MESSAGES.tooManyItems);
      return {
        message: result === 'added' ? COLLECTION_MESSAGES.added : COLLECTION_MESSAGES.alreadyAdded,
        itemCount,
      };
    },
  );

  app.delete(
    '/:id/items/:snippetId',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['collections'],
        summary: 'Remove a snippet from the collection; removing again changes nothing',
        security: secured,
        params: collectionItemParamsSchema,
        response: { 200: collectionItemsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = currentSession(request);
      const collection = await ownedCollection(app, request.params.id, user);
      const { removed, itemCount } = await collections.removeItem(collection.id, request.params.snippetId);
      return {
        message: removed ? COLLECTION_MESSAGES.removed : COLLECTION_MESSAGES.notInCollection,
        itemCount,
      };
    },
  );

  app.put(
    '/:id/items',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['collections'],
        summary: "Save the collection's order: every snippet id once, first to last",
        security: secured,
        params: collectionIdParamsSchema,
        body: collectionOrderSchema,
        response: { 200: collectionItemsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = currentSession(request);
      const collection = await ownedCollection(app, request.params.id, user);
      const { snippetIds } = request.body;
      const isSaved = await collections.reorder(collection.id, snippetIds);
      if (!isSaved)
        throw validationFailed([{ field: 'snippetIds', error: COLLECTION_MESSAGES.orderMismatch }]);
      return { message: COLLECTION_MESSAGES.reordered, itemCount: snippetIds.length };
    },
  );

  const follow = (method: 'PUT' | 'DELETE') =>
    app.route({
      method,
      url: '/:id/follow',
      onRequest: app.requireAuth,
      schema: {
        tags: ['collections'],
        summary:
          method === 'PUT'
            ? "Follow a collection: its snippets join the member's Following feed"
            : 'Unfollow a collection',
        security: secured,
        params: collectionIdParamsSchema,
        response: { 200: collectionFollowResponseSchema, ...errors },
      },
      handler: async (request) => {
        const { user } = currentSession(request);
        const collection = await collections.byId(request.params.id);
        // A private collection is nobody else's to follow, or to know of; nor is one a moderator hid.
        if (
          !collection ||
          (collection.visibility === 'private' && collection.ownerId !== user.id) ||
          !canReadHiddenCollection(user, collection)
        )
          throw notFound(COLLECTION_MESSAGES.notFound);
        if (collection.ownerId === user.id) throw conflict(COLLECTION_MESSAGES.cannotFollowOwn);
        const isFollowing = method === 'PUT';
        const changed = isFollowing
          ? await follows.follow(user.id, 'collection', collection.id)
          : await follows.unfollow(user.id, 'collection', collection.id);
        return {
          message: isFollowing
            ? changed
              ? FOLLOW_MESSAGES.followed
              : FOLLOW_MESSAGES.alreadyFollowing
            : changed
              ? FOLLOW_MESSAGES.unfollowed
              : FOLLOW_MESSAGES.notFollowing,
          isFollowing,
          followersCount: await follows.followersCount('collection', collection.id),
        };
      },
    });
  follow('PUT');
  follow('DELETE');
};

export default collectionItemsRoutes;
