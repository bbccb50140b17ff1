import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPreferences } from '#shared/schemas/notifications.ts';
import { api } from '#web/lib/api-client.ts';
import { notificationPreferenceKeys } from './keys.ts';

export const notificationPreferencesQuery = queryOptions({
  queryKey: notificationPreferenceKeys.all,
  queryFn: async ({ signal }) =>
    (await api.get<NotificationPreferences>('/users/notification-preferences', undefined, signal))
      .data,
});

/** How the signed-in user hears of orders, messages and social activity outside the app. */
export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQuery);
}
