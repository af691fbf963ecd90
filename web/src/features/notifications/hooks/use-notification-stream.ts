import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { openNotificationStream } from '../api/notification-stream';
import { notificationKeys } from '../api/keys';

/**
 * While a member is signed in (`token`), the bell's count follows the notification stream, and the notification
 * pages in use load again on each change. Signing out (or another token) closes it. Effects never run on the
 * server, so neither does the stream.
 */
export function useNotificationStream(token: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    return openNotificationStream({
      token,
      onUnread(unreadCount) {
        queryClient.setQueryData(notificationKeys.unreadCount, unreadCount);
        void queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
      },
      // The token was refused: the count's own request (through the API client) ends the session.
      onUnauthorized: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount }),
    });
  }, [token, queryClient]);
}
