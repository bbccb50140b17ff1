import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '#shared/schemas/notifications.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { notificationPreferenceKeys } from './keys.ts';

/** Saves every choice at once (PUT replaces them); the answer is what the server kept. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferences) =>
      api.put<NotificationPreferences>('/users/notification-preferences', body),
    onSuccess: (res) => {
      queryClient.setQueryData(notificationPreferenceKeys.all, res.data);
      notify.success(res.message ?? 'Notification preferences saved');
    },
  });
}
