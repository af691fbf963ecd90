/** Error texts: the defaults of SPEC §8, the server's own, and the 404 page. */

/** SPEC §8 defaults: shown when the response carries no message of its own. */
export const DEFAULT_ERRORS = {
  login: 'Failed to login',
  register: 'Registration failed',
  profileUpdate: 'Profile update failed',
  passwordChange: 'Password change failed',
  accountDeletion: 'Account deletion failed',
  fetchProfile: 'Failed to fetch profile',
  fetchSnippets: 'Failed to fetch snippets',
  fetchSnippet: 'Failed to fetch snippet',
  fetchRevisions: 'Failed to fetch revisions',
  restoreRevision: 'Failed to restore the revision',
  applySuggestions: 'Failed to apply the suggestions',
  forkSnippet: 'Failed to fork the snippet',
  downloadSnippet: 'Failed to download the snippet',
  fetchForks: 'Failed to fetch forks',
  createSnippet: 'Failed to create snippet',
  updateSnippet: 'Failed to update snippet',
  deleteSnippet: 'Failed to delete snippet',
  likeSnippet: 'Failed to like snippet',
  dislikeSnippet: 'Failed to dislike snippet',
  removeReaction: 'Failed to remove reaction',
  saveSnippet: 'Failed to save snippet',
  unsaveSnippet: 'Failed to unsave snippet',
  fetchFeatured: 'Failed to fetch featured snippets',
  fetchComments: 'Failed to fetch comments',
  fetchReplies: 'Failed to fetch replies',
  addComment: 'Failed to add comment',
  updateComment: 'Failed to update comment',
  deleteComment: 'Failed to delete comment',
  likeComment: 'Failed to like comment',
  dislikeComment: 'Failed to dislike comment',
  removeDislike: 'Failed to remove dislike',
  updateLike: 'Failed to update like',
  updateDislike: 'Failed to update dislike',
  loadReplies: 'Failed to load replies',
  addReply: 'Failed to add reply',
  fetchSavedSnippets: 'Failed to fetch saved snippets',
  fetchTopContributors: 'Failed to fetch top contributors',
} as const;

/** Server-side error texts used by the one error module. */
export const SERVER_ERRORS = {
  notFound: 'Not found',
  routeNotFound: (method: string, url: string) => `Route ${method} ${url} not found`,
  malformedJson: 'Malformed JSON in request body',
  bodyTooLarge: 'Request body is too large',
  unsupportedMediaType: 'Unsupported content type',
  malformedMultipart: 'Malformed multipart body',
  requestAborted: 'The request was closed before it was complete',
  tooManyRequests: 'Too many requests. Please try again later.',
  internal: 'Internal server error',
  conflict: 'This record conflicts with one that already exists',
  /** 503: PostgreSQL cannot be reached or dropped the connection. */
  databaseUnavailable: 'The database is not available right now. Please try again in a few seconds.',
  /** 503: a statement or lock timeout, or no database connection free in time. */
  databaseBusy: 'The server is busy right now. Please try again in a few seconds.',
  /** 503: too many social cards are waiting to be drawn. */
  cardRendererBusy: 'Too many images are being drawn right now. Please try again in a few seconds.',
  /** 503: the server is shutting down (readiness). */
  shuttingDown: 'The server is restarting. Please try again in a few seconds.',
  /** The database refused a value (PostgreSQL data exception) that the request's checks let through. */
  invalidValue: 'The request contains a value that cannot be stored',
  userNotFound: 'User not found',
} as const;

export const NOT_FOUND_PAGE = {
  title: 'Page Not Found',
  home: 'Return to Home',
  back: 'Go Back',
} as const;
