import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { notificationSettingsKey } from './get-notification-settings';

export const SETTINGS_SAVE_ERROR = 'Failed to save notification settings';
export const SETTINGS_SAVED = 'Notification settings saved';

/** PUT /api/notifications/settings with the kinds that changed; answers with every kind. */
export async function updateNotificationSettings(
  settings: Partial<NotificationSettings>,
): Promise<NotificationSettings> {
  const saved = await api.put<{ settings: NotificationSettings }>(
    '/api/notifications/settings',
    { settings },
    { defaultError: SETTINGS_SAVE_ERROR },
  );
  return saved.settings;
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (settings) => queryClient.setQueryData(notificationSettingsKey, settings),
  });
}
