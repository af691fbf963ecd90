import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NotificationListResponse } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/** Which notifications a member has read: these, or every one. */
export type MarkReadInput = { ids: string[] } | { all: true };

export const MARK_READ_ERROR = 'Failed to mark notifications as read';

/** POST /api/notifications/read: answers with the unread count that remains. */
export async function markNotificationsRead(input: MarkReadInput): Promise<number> {
  const { unreadCount } = await api.post<{ unreadCount: number }>('/api/notifications/read', input, {
    defaultError: MARK_READ_ERROR,
  });
  return unreadCount;
}

/** Shows the notifications as read in every cached page at once, and the bell's count that follows. */
function markReadInCache(queryClient: QueryClient, input: MarkReadInput) {
  const isMarked = (id: string) => 'all' in input || input.ids.includes(id);
  let newlyRead = 0;
  const seen = new Set<string>();
  for (const [key, page] of queryClient.getQueriesData<NotificationListResponse>({
    queryKey: notificationKeys.lists,
  })) {
    if (!page) continue;
    for (const notification of page.notifications) {
      if (!notification.read && isMarked(notification._id) && !seen.has(notification._id)) {
        seen.add(notification._id);
        newlyRead += 1;
      }
    }
    queryClient.setQueryData<NotificationListResponse>(key, {
      ...page,
      notifications: page.notifications.map((notification) =>
        isMarked(notification._id) ? { ...notification, read: true } : notification,
      ),
    });
  }
  queryClient.setQueryData<number>(notificationKeys.unreadCount, (count) =>
    count === undefined ? count : 'all' in input ? 0 : Math.max(0, count - newlyRead),
  );
}

/**
 * Marks notifications read: the page and the bell change at once, the server's count follows, and the lists load
 * again (an Unread tab loses what was read). A failure puts the server's truth back.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      markReadInCache(queryClient, input);
    },
    onSuccess: (unreadCount) => {
      queryClient.setQueryData(notificationKeys.unreadCount, unreadCount);
    },
    onSettled: (_data, error) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.lists }),
        error ? queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount }) : undefined,
      ]),
  });
}
