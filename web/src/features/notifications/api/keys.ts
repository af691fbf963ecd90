/**
 * Query keys of the notifications feature. Under ['me'], which a logout removes: the next member of the tab never
 * sees the last one's bell.
 */
export const notificationKeys = {
  all: ['me', 'notifications'] as const,
  unreadCount: ['me', 'notifications', 'unread-count'] as const,
  lists: ['me', 'notifications', 'list'] as const,
  list: (filter: NotificationFilter, page: number) => [...notificationKeys.lists, filter, page] as const,
};

/** The page's tabs: every notification, or the unread ones. */
export type NotificationFilter = 'all' | 'unread';
