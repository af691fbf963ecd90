import type { Notification, NotificationListResponse } from '@cloud-snippets/contract';

/** A notification as the API sends it: ampscript_amy commented on "Send a welcome email", unread. */
export function buildNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    _id: '7f1c8a52-4c1e-4a39-9a77-0c7c2b1d0001',
    kind: 'comment',
    actors: [{ username: 'ampscript_amy', avatar: '/assets/avatar.png' }],
    actorCount: 1,
    snippet: { slug: 'send-a-welcome-email', title: 'Send a welcome email' },
    commentId: 'c0ffee00-0000-4000-8000-000000000001',
    excerpt: 'Works with Data Views too',
    milestone: null,
    read: false,
    createdAt: '2025-03-04T10:00:00.000Z',
    updatedAt: '2025-03-04T10:00:00.000Z',
    ...overrides,
  };
}

/** A page of notifications, with the unread count the server would send. */
export function buildNotificationList(
  notifications: Notification[],
  overrides: Partial<NotificationListResponse> = {},
): NotificationListResponse {
  return {
    notifications,
    unreadCount: notifications.filter((notification) => !notification.read).length,
    currentPage: 1,
    totalPages: notifications.length > 0 ? 1 : 0,
    hasNextPage: false,
    ...overrides,
  };
}

/** The actors of a group: `count` members, the newest first. */
export const actorsNamed = (...usernames: string[]) =>
  usernames.map((username) => ({ username, avatar: '/assets/avatar.png' }));
