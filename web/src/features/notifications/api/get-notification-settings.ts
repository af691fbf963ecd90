import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationSettings } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';

/** Under ['me', 'notifications'] (api/keys.ts), apart from the keys the bell uses: the profile page needs only it. */
export const notificationSettingsKey = ['me', 'notifications', 'settings'] as const;

export const SETTINGS_LOAD_ERROR = 'Failed to load notification settings';

/** GET /api/notifications/settings: every kind with its channel. */
export async function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  const { settings } = await api.get<{ settings: NotificationSettings }>('/api/notifications/settings', {
    defaultError: SETTINGS_LOAD_ERROR,
    signal,
  });
  return settings;
}

export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: notificationSettingsKey,
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}
