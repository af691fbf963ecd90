/** Every user-facing text of SPEC §5 and §8, written once. */

export const VALIDATION = {
  usernameRequired: 'Username is required',
  usernameTooShort: 'Username must be at least 3 characters',
  usernameTooLong: 'Username cannot exceed 30 characters',
  usernameCharacters: 'Username can only contain letters, numbers, underscores and hyphens',
  usernameTaken: 'Username is already taken',
  usernameReserved: 'This username is reserved. Please choose another one.',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailTaken: 'Email is already registered',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password cannot exceed 128 characters',
  passwordComposition: 'Password must contain at least one letter, one number, and one special character',
  passwordCharacters: 'Password can only contain letters, numbers and the special characters @ $ ! % * # ? &',
  passwordsDoNotMatch: 'Passwords do not match',
  termsRequired: 'You must accept the terms and privacy policy',
  identifierRequired: 'Email or username is required',
  currentPasswordRequired: 'Current password is required',
  newPasswordSameAsCurrent: 'New password must be different from the current one',
  websiteInvalid: 'Website must be a valid http(s) URL',
  fieldTooLong: (label: string, max: number) => `${label} cannot exceed ${max} characters`,
  validationFailed: 'Validation failed',
  /** A NUL character or broken Unicode in a text field. */
  invalidCharacters: 'Contains characters that are not allowed',
} as const;

export const AUTH = {
  invalidCredentials: 'Invalid email/username or password',
  /** The password a member types to change it or to delete the account is not theirs. */
  currentPasswordIncorrect: 'Current password is incorrect',
  authenticationRequired: 'Authentication required',
  sessionExpired: 'Your session has expired. Please log in again.',
  captchaFailed: 'Failed to verify reCAPTCHA. Please try again.',
  loggedOut: 'Logged out successfully',
  passwordChanged: 'Password changed successfully',
  accountDeleted: 'Account deleted successfully',
  tooManyLoginAttempts: 'Too many login attempts. Please try again later.',
  tooManyRegistrations: 'Too many registrations from this address. Please try again later.',
  tooManyPasswordAttempts: 'Too many wrong passwords. Please try again later.',
  registrationSuccess: 'Registration successful! You can now log in.',
  loginFailed: 'An error occurred during login. Please try again.',
  registrationFailed: 'An error occurred during registration. Please try again.',
} as const;

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

/** SPEC §8 global HTTP handling. */
export const HTTP_ERRORS = {
  forbidden: 'Access Denied: You do not have permission to perform this action.',
  server: 'Server Error: Something went wrong on our end. Please try again later.',
  network: 'Network Error: Unable to connect to the server. Please check your internet connection.',
  application: 'Application Error: An unexpected error occurred. Please try again or contact support.',
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

export const PROFILE = {
  updated: 'Profile updated successfully',
  updateFailed: 'Failed to update profile',
  loadFailed: 'Failed to load user profile',
  imageUpdated: 'Profile image updated successfully',
  imageUpdateFailed: 'Failed to update profile image',
  avatarNotImage: 'Please select an image file',
} as const;

export const NOT_FOUND_PAGE = {
  title: 'Page Not Found',
  home: 'Return to Home',
  back: 'Go Back',
} as const;

export const SNIPPET_VALIDATION = {
  titleRequired: 'Title is required',
  titleTooLong: 'Title cannot exceed 120 characters',
  platformRequired: 'Platform is required',
  categoryRequired: 'Category is required',
  categoryNotOfPlatform: 'Category does not belong to the selected platform',
  languageRequired: 'Language is required',
  languageNotOfPlatform: 'Language is not available on the selected platform',
  descriptionRequired: 'Description is required',
  descriptionTooLong: 'Description cannot exceed 5000 characters',
  codeRequired: 'Code is required',
  codeTooLong: 'Code cannot exceed 100000 characters',
  tagsInvalid: 'Tags must be a list of words',
  tooManyTags: 'A snippet can have at most 10 tags',
  tagTooLong: 'A tag cannot exceed 30 characters',
  tagCharacters: 'Tags can only contain letters, numbers and - _ . + #',
} as const;

export const SNIPPET = {
  created: 'Snippet created successfully!',
  updated: 'Snippet updated successfully!',
  deleted: 'Snippet deleted successfully!',
  deleteConfirm: 'Are you sure you want to delete this snippet? This action cannot be undone.',
  notFound: 'Snippet not found',
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

export const COMMENT_VALIDATION = {
  snippetRequired: 'Snippet is required',
  contentRequired: 'Comment cannot be empty',
  contentTooLong: 'Comment cannot exceed 5000 characters',
  /** A `cursor` that is not the `nextCursor` of an earlier page. */
  cursorInvalid: 'Invalid page cursor',
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
  showTroubleshooting: 'Show Troubleshooting',
  hideTroubleshooting: 'Hide Troubleshooting',
} as const;

export const AVATAR = {
  missing: 'Choose an image to upload',
  unsupported: 'Only PNG, JPEG, WebP and GIF images are accepted',
  tooLarge: 'Image size should be less than 1MB',
  oneImageOnly: 'Upload one image at a time',
  tooManyPixels: 'The image dimensions are too large',
  unreadable: 'The image could not be read',
  tooMany: 'Too many image uploads. Please try again later.',
  hint: 'JPG, PNG, WebP or GIF, under 1MB. Shown at up to 512x512 px.',
} as const;

export const SAVED = {
  empty: "You haven't saved any snippets yet.",
  browse: 'Browse snippets',
} as const;

export const CONTACT = {
  sent: 'Thank you! Your message has been sent.',
  failed: 'Your message could not be sent. Please try again.',
  tooMany: 'Too many messages. Please try again later.',
  nameRequired: 'Name is required',
  subjectRequired: 'Subject is required',
  messageTooShort: 'Message must be at least 10 characters',
  messageTooLong: 'Message cannot exceed 5000 characters',
} as const;
