import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { Paged } from '#shared/schemas/envelope.ts';
import type { NotificationItem } from '#shared/schemas/notifications.ts';
import { api } from '#web/lib/api-client.ts';
import { notificationKeys } from './keys.ts';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** GET users/notifications, a page at a time (a further page appends). */
export const notificationsQuery = infiniteQueryOptions({
  queryKey: notificationKeys.list,
  queryFn: async ({ pageParam, signal }) =>
    (
      await api.get<Paged<NotificationItem>>(
        '/users/notifications',
        { page: pageParam, limit: NOTIFICATIONS_PAGE_SIZE },
        signal,
      )
    ).data,
  initialPageParam: 1,
  getNextPageParam: (last) => last.nextPage ?? undefined,
});

export const useNotifications = () => useInfiniteQuery(notificationsQuery);

/** Marks one notification read (`id`) or all of them; the list refreshes. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      api.put<{ count: number }>(
        id ? `/users/notifications/${id}/read` : '/users/notifications/read',
      ),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
