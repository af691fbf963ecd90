import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { NOTIFICATION_PAGE_SIZE, type NotificationListResponse } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { notificationKeys, type NotificationFilter } from './keys';

export const NOTIFICATIONS_LOAD_ERROR = 'Failed to fetch notifications';

/** GET /api/notifications: a page of the member's notifications, the newest change first. */
export function getNotifications(
  filter: NotificationFilter,
  page: number,
  signal?: AbortSignal,
): Promise<NotificationListResponse> {
  return api.get<NotificationListResponse>('/api/notifications', {
    params: { filter, page, limit: NOTIFICATION_PAGE_SIZE },
    defaultError: NOTIFICATIONS_LOAD_ERROR,
    signal,
  });
}

export const notificationsQueryOptions = (filter: NotificationFilter, page: number) =>
  queryOptions({
    queryKey: notificationKeys.list(filter, page),
    queryFn: ({ signal }) => getNotifications(filter, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useNotifications(filter: NotificationFilter, page: number) {
  return useQuery(notificationsQueryOptions(filter, page));
}
