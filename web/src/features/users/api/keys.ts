/** Query keys of the users feature; mutations invalidate by these. */
export const userKeys = {
  all: ['users'] as const,
  /** A public profile; usernames are case-insensitive, so the key is lowercased. */
  profile: (username: string) => [...userKeys.all, 'profile', username.toLowerCase()] as const,
  snippetsOf: (username: string) => [...userKeys.all, 'snippets', username.toLowerCase()] as const,
  saved: ['me', 'saved-snippets'] as const,
  topContributors: ['users', 'top-contributors'] as const,
};
