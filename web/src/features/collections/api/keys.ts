/** Query keys of the collections feature; mutations invalidate by these. Usernames are case-insensitive. */
export const collectionKeys = {
  all: ['collections'] as const,
  ofMember: (username: string) => [...collectionKeys.all, 'of', username.toLowerCase()] as const,
  one: (username: string, slug: string) =>
    [...collectionKeys.all, 'one', username.toLowerCase(), slug] as const,
  mine: (snippetId?: string) => [...collectionKeys.all, 'mine', snippetId ?? null] as const,
};

/** Where a collection's routes live. */
export const collectionApiPath = (id: string) => `/api/collections/${encodeURIComponent(id)}`;
