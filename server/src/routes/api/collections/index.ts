import {
  COLLECTION_MESSAGES,
  collectionDetailSchema,
  collectionIdParamsSchema,
  collectionInputSchema,
  collectionListResponseSchema,
  collectionUpdateSchema,
  messageResponseSchema,
  myCollectionsQuerySchema,
} from '@cloud-snippets/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentSession } from '../../../plugins/app/auth.js';
import { perMember } from '../../../plugins/app/rate-limits.js';
import { conflict, notFound } from '../../../plugins/app/errors.js';
import { errorResponses, secured } from '../route-docs.js';
import { presentSnippetSummary } from '../../../presenters/snippets.presenter.js';
import { presentCollection, presentCollectionDetail } from '../../../presenters/collections.presenter.js';
import { ownedCollection } from './owned.js';

/**
 * POST /api/collections, GET /api/collections/mine, PATCH and DELETE /api/collections/{id} (decision 075): a
 * member's own collections. Reading them by address is /api/users/{username}/collections (read.ts); their items
 * and follows are items.ts's.
 */
const collectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const collections = app.collectionsRepository;
  const createLimit = perMember(
    app.createRateLimiter(
      'collections-member',
      app.config.rateLimits.collectionsPerMember,
      COLLECTION_MESSAGES.tooManyCreated,
    ),
  );

  /** The owner's view of a collection after a write: every item they may read. */
  const ownerDetail = async (id: string, ownerId: string) => {
    const row = await collections.byId(id);
    if (!row) throw notFound(COLLECTION_MESSAGES.notFound);
    const items = await collections.items(row, ownerId);
    return presentCollectionDetail(row, items.map(presentSnippetSummary), undefined);
  };

  app.post(
    '/',
    {
      onRequest: [app.requireAuth, createLimit],
      schema: {
        tags: ['collections'],
        summary: 'Create a collection (title, description, visibility)',
        security: secured,
        body: collectionInputSchema,
        response: { 201: collectionDetailSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      const { user } = currentSession(request);
      const id = await collections.create(user.id, request.body);
      if (!id) throw conflict(COLLECTION_MESSAGES.tooManyCollections);
      return reply.code(201).send(await ownerDetail(id, user.id));
    },
  );

  app.get(
    '/mine',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['collections'],
        summary: "The signed-in member's collections, newest first; given a snippet, whether each holds it",
        security: secured,
        querystring: myCollectionsQuerySchema,
        response: { 200: collectionListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { user } = currentSession(request);
      const rows = await collections.listOf(user.id, true, request.query.snippetId ?? null);
      return { collections: rows.map(presentCollection) };
    },
  );

  app.patch(
    '/:id',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['collections'],
        summary: "Change a collection's title, description or visibility (its owner only)",
        security: secured,
        params: collectionIdParamsSchema,
        body: collectionUpdateSchema,
        response: { 200: collectionDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { user } = currentSession(request);
      const collection = await ownedCollection(app, request.params.id, user);
      await collections.update(collection.id, user.id, request.body);
      return ownerDetail(collection.id, user.id);
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['collections'],
        summary: 'Delete a collection (its owner only); its snippets stay',
        security: secured,
        params: collectionIdParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { user } = currentSession(request);
      const collection = await ownedCollection(app, request.params.id, user);
      await collections.remove(collection.id);
      return { message: COLLECTION_MESSAGES.deleted };
    },
  );
};

export default collectionsRoutes;
