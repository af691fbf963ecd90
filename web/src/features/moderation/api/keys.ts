/**
 * Query keys of the moderation feature. Under ['me'], which a logout removes: the next member of the tab never sees
 * the queue a moderator had open.
 */
export const moderationKeys = {
  all: ['me', 'moderation'] as const,
  queue: ['me', 'moderation', 'queue'] as const,
  log: ['me', 'moderation', 'log'] as const,
};
