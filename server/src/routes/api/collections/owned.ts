import { canChangeCollection, COLLECTION_MESSAGES } from '@cloud-snippets/contract';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../../db/schema/index.js';
import { forbidden, notFound } from '../../../plugins/app/errors.js';

/**
 * The collection a write names, when the member owns it (canChangeCollection): someone else's is a 403 when they
 * may read it and a 404 when it is private, as if it did not exist.
 */
export async function ownedCollection(app: FastifyInstance, id: string, member: UserRow) {
  const collection = await app.collectionsRepository.byId(id);
  if (!collection) throw notFound(COLLECTION_MESSAGES.notFound);
  if (!canChangeCollection({ id: member.id }, collection)) {
    if (collection.visibility === 'private') throw notFound(COLLECTION_MESSAGES.notFound);
    throw forbidden();
  }
  return collection;
}
