/** Texts of comments (SPEC §5, §8). */

export const COMMENT_VALIDATION = {
  snippetRequired: 'Snippet is required',
  contentRequired: 'Comment cannot be empty',
  contentTooLong: 'Comment cannot exceed 5000 characters',
  /** A `cursor` that is not the `nextCursor` of an earlier page. */
  cursorInvalid: 'Invalid page cursor',
  /** A line comment's anchor (decision 076). */
  lineInvalid: 'Choose the lines to comment on',
  lineOnReply: 'A reply belongs to its thread: it cannot be anchored to lines',
  lineFileMissing: 'The snippet has no such file',
  lineOutOfRange: (lines: number) => `The file has ${lines} ${lines === 1 ? 'line' : 'lines'}`,
  /** Suggested changes (decision 077). */
  suggestionsInvalid: 'Choose the suggestions to apply',
  suggestionsTooMany: (max: number) => `Apply at most ${max} suggestions at once`,
  suggestionsRepeated: 'A suggestion is named twice',
  suggestionMissing: 'This comment suggests no change to this snippet',
  suggestionsOverlap: 'These suggestions change the same lines: apply one, then the other',
} as const;

/** SPEC §2, §5, §6 and §8 comment texts, and the server's refusals. */
export const COMMENT = {
  added: 'Comment added successfully',
  replyAdded: 'Reply added successfully',
  updated: 'Comment updated successfully',
  deleted: 'Comment deleted successfully',
  deleteConfirm: 'Are you sure you want to delete this comment?',
  loadFailed: 'Failed to load comments',
  guestPrompt: 'Log in or register to add a comment',
  edited: '(edited)',
  hideReplies: 'Hide replies',
  viewReplies: (count: number) => `View ${count} ${count === 1 ? 'reply' : 'replies'}`,
  tooMany: 'Too many comments. Please wait before posting again.',
  invalidResponse: 'Invalid server response',
  renderErrorHeading: 'Error rendering comment:',
  invalidMissingId: 'Invalid comment: Missing ID',
  invalidMissingAuthor: 'Invalid comment: Missing author information',
  invalidNotObject: 'Invalid comment: Not an object',
  notFound: 'Comment not found',
  parentNotFound: 'The comment you are replying to does not exist',
  replyToReply: 'Replies can only be made to top-level comments',
  parentOfOtherSnippet: 'The comment you are replying to belongs to another snippet',
  onlyAuthorEdits: 'Only the author can edit this comment',
  onlyAuthorOrAdminDeletes: 'Only the author or an administrator can delete this comment',
  liked: 'Comment liked',
  likeRemoved: 'Like removed',
  disliked: 'Comment disliked',
  dislikeRemoved: 'Dislike removed',
  /** A line comment written on a revision that is no longer the snippet's current one (decision 076). */
  lineRevisionChanged:
    'The snippet has changed since you selected these lines. Reload it and select them again.',
  /** Suggested changes (decision 077). */
  suggestionNotOpen: (state: 'applied' | 'outdated') =>
    state === 'applied'
      ? 'This suggestion is already applied'
      : 'This suggestion is outdated: its lines changed',
  suggestionsOutdated: (count: number) =>
    `${count === 1 ? 'A suggestion is' : `${count} suggestions are`} outdated: the lines changed since. Nothing was applied.`,
  suggestionsApplied: (count: number) =>
    `${count === 1 ? 'Suggestion' : `${count} suggestions`} applied as a new revision`,
  suggestionsNote: (usernames: readonly string[]) =>
    `Applied suggestions from ${usernames
      .map((name) => `@${name}`)
      .join(', ')
      .replace(/, ([^,]*)$/, ' and $1')}`,
  suggestionApplied: 'Applied',
  suggestionOutdated: 'Outdated',
  suggestChange: 'Suggest a change',
  applySuggestions: (count: number) => `Apply ${count} ${count === 1 ? 'suggestion' : 'suggestions'}`,
  onEarlierRevision: (revision: number) => `On an earlier revision (${revision})`,
  lineLabel: (start: number, end: number) => (start === end ? `Line ${start}` : `Lines ${start}–${end}`),
  showTroubleshooting: 'Show Troubleshooting',
  hideTroubleshooting: 'Hide Troubleshooting',
} as const;
