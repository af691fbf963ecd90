import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/** GET /api/notifications/unread-count. Silent: a badge that could not load is no reason for an error message. */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const { unreadCount } = await api.get<{ unreadCount: number }>('/api/notifications/unread-count', {
    silent: true,
    signal,
  });
  return unreadCount;
}

/** The bell's count; the notification stream keeps it current between fetches. */
export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount,
    queryFn: ({ signal }) => getUnreadCount(signal),
  });

export function useUnreadCount(options: { enabled?: boolean } = {}) {
  return useQuery({ ...unreadCountQueryOptions(), enabled: options.enabled ?? true });
}
