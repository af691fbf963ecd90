/** Texts of snippets and saved snippets (SPEC §5, §8). */

export const SNIPPET = {
  created: 'Snippet created successfully!',
  updated: 'Snippet updated successfully!',
  deleted: 'Snippet deleted successfully!',
  deleteConfirm: 'Are you sure you want to delete this snippet? This action cannot be undone.',
  notFound: 'Snippet not found',
  revisionNotFound: 'This snippet has no such revision',
  fileNotFound: 'This snippet has no file of that name',
  revisionRestored: 'Revision restored',
  revisionRestoredNote: (number: number) => `Restored revision ${number}`,
  forked: 'Snippet forked: it is yours to change',
  forkedFromDeleted: 'Forked from a deleted snippet',
  /** A fork whose original its reader cannot see (no longer public, or never was to them). */
  forkedFromHidden: 'Forked from a snippet that is not public',
  /** A private snippet's copy stays with its author: no one else sees it to fork it (decision 042). */
  privateNotForkable: 'A private snippet cannot be forked: make it public or unlisted first',
  oembedNotASnippet: 'This URL is not a snippet of this site',
  oembedJsonOnly: 'Only the JSON format is offered',
  editMissing: "The snippet you're trying to edit doesn't exist or has been removed.",
  saved: 'Snippet saved successfully',
  unsaved: 'Snippet removed from saved',
  alreadySaved: 'Snippet already saved',
  notSaved: 'Snippet is not saved',
  liked: 'Snippet liked',
  disliked: 'Snippet disliked',
  reactionRemoved: 'Reaction removed',
  viewRecorded: 'View recorded',
  copied: 'Copied!',
  noSnippets: 'No snippets found',
  loginToViewOwn: 'Please log in to view your snippets',
  likeFailed: 'Failed to update like status',
  saveFailed: 'Failed to update save status',
  loadFailed: 'Failed to load snippet',
  onlyAuthor: 'Only the author can change this snippet',
  tooManyWrites: 'Too many snippets created or edited. Please wait a minute and try again.',
  /** Likes, dislikes and saves of snippets and comments share one allowance per member. */
  tooManyReactions: 'Too many reactions in a short time. Please wait a moment and try again.',
  featureAdminOnly: 'Only administrators can feature snippets',
} as const;

export const SAVED = {
  empty: "You haven't saved any snippets yet.",
  browse: 'Browse snippets',
} as const;
