import { z } from './zod.js';
import { COLLECTION_LIMITS, COLLECTION_MESSAGES } from '../collections.js';
import { VISIBILITY_VALUES } from '../visibility.js';
import { snippetAuthorSchema, snippetSummarySchema } from './snippets.js';

const title = z
  .string({ error: COLLECTION_MESSAGES.titleRequired })
  .trim()
  .min(1, { error: COLLECTION_MESSAGES.titleRequired, abort: true })
  .max(COLLECTION_LIMITS.titleMax, { error: COLLECTION_MESSAGES.titleTooLong });
const description = z
  .string()
  .trim()
  .max(COLLECTION_LIMITS.descriptionMax, { error: COLLECTION_MESSAGES.descriptionTooLong });

/** POST /api/collections: what a member names and chooses; the form validates with the same schema. */
export const collectionInputSchema = z.object({
  title,
  description: description.default(''),
  /** Who reads it (decision 042's three, as for snippets): an unlisted one's address ends in random bits. */
  visibility: z.enum(VISIBILITY_VALUES).default('public'),
});
export type CollectionInput = z.input<typeof collectionInputSchema>;

/** PATCH /api/collections/{id}: any of the same fields. */
export const collectionUpdateSchema = z.object({
  title: title.optional(),
  description: description.optional(),
  visibility: z.enum(VISIBILITY_VALUES).optional(),
});

/** A collection by id in a route's path. */
export const collectionIdParamsSchema = z.object({ id: z.uuid({ error: COLLECTION_MESSAGES.notFound }) });
export const collectionItemParamsSchema = collectionIdParamsSchema.extend({
  snippetId: z.uuid({ error: COLLECTION_MESSAGES.snippetNotFound }),
});
/** A collection's page address: its owner and its slug. */
export const collectionAddressParamsSchema = z.object({
  username: z.string().max(100),
  slug: z.string().max(200),
});

/** PUT /api/collections/{id}/items: every snippet of the collection, once, in its new order. */
export const collectionOrderSchema = z.object({
  snippetIds: z.array(z.uuid()).max(COLLECTION_LIMITS.itemsMax),
});

/** GET /api/collections/mine?snippetId=: the member's collections, each saying whether it holds that snippet. */
export const myCollectionsQuerySchema = z.object({ snippetId: z.uuid().optional() });

/** A collection in a list: its owner, its count of snippets the reader may see, its followers. */
export const collectionSummarySchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  visibility: z.enum(VISIBILITY_VALUES),
  itemCount: z.number().int(),
  followersCount: z.number().int(),
  owner: snippetAuthorSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Hidden by a moderator: only its owner and the moderators see it (they are told so on its page). */
  hidden: z.boolean(),
  /** In the member's own list when asked about a snippet: whether it holds it. */
  hasSnippet: z.boolean().optional(),
});
export type CollectionSummary = z.infer<typeof collectionSummarySchema>;

/** A collection with its snippets in order; `isFollowing` for a signed-in reader. */
export const collectionDetailSchema = collectionSummarySchema.extend({
  items: z.array(snippetSummarySchema),
  isFollowing: z.boolean().optional(),
});
export type CollectionDetail = z.infer<typeof collectionDetailSchema>;

export const collectionListResponseSchema = z.object({ collections: z.array(collectionSummarySchema) });
export type CollectionListResponse = z.infer<typeof collectionListResponseSchema>;

/** After an item is added or removed, or the order saved. */
export const collectionItemsResponseSchema = z.object({
  message: z.string(),
  itemCount: z.number().int(),
});
export type CollectionItemsResponse = z.infer<typeof collectionItemsResponseSchema>;

/** After a follow or unfollow of a collection. */
export const collectionFollowResponseSchema = z.object({
  message: z.string(),
  isFollowing: z.boolean(),
  followersCount: z.number().int(),
});
export type CollectionFollowResponse = z.infer<typeof collectionFollowResponseSchema>;
