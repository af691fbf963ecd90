/**
 * Collections (decision 075): a member's named, ordered lists of snippets. Limits and messages only: a module
 * without Zod, so the pages that read them do not carry the schemas.
 */

/** How much a collection holds and how many a member keeps; the server refuses past them, the web says so. */
export const COLLECTION_LIMITS = {
  titleMax: 80,
  descriptionMax: 500,
  itemsMax: 100,
  perMemberMax: 50,
} as const;

/** What the collection routes and screens say (one key per message). */
export const COLLECTION_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${COLLECTION_LIMITS.titleMax} characters`,
  descriptionTooLong: `Description must be at most ${COLLECTION_LIMITS.descriptionMax} characters`,
  notFound: 'Collection not found',
  snippetNotFound: 'Snippet not found',
  tooManyCollections: `You can keep at most ${COLLECTION_LIMITS.perMemberMax} collections`,
  tooManyItems: `A collection holds at most ${COLLECTION_LIMITS.itemsMax} snippets`,
  created: 'Collection created',
  updated: 'Collection updated',
  deleted: 'Collection deleted',
  added: 'Added to the collection',
  alreadyAdded: 'Already in the collection',
  removed: 'Removed from the collection',
  notInCollection: 'Not in the collection',
  reordered: 'Order saved',
  orderMismatch: "The order must name each of the collection's snippets once",
  cannotFollowOwn: 'You cannot follow your own collection',
  tooManyCreated: 'You have made many collections in a short time: try again later',
  tooManyAdded: 'You have added many snippets to collections in a short time: try again later',
  loadFailed: 'Could not load the collection',
  listFailed: 'Could not load the collections',
  changeFailed: 'Could not save the change, try again',
} as const;
