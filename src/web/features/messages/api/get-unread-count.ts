import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '#shared/schemas/messages.ts';
import { api } from '#web/lib/api-client.ts';
import { useClientStore } from '#web/lib/store.ts';
import { inboxKeys } from './keys.ts';

export const unreadCountQuery = queryOptions({
  queryKey: inboxKeys.unread,
  queryFn: async ({ signal }) =>
    (await api.get<UnreadCount>('/conversations/unread-count', undefined, signal)).data,
  meta: { silent: true },
});

/** Messages the signed-in user has not read, in total, as a shopper and per business. */
export function useUnreadCount() {
  const signedIn = useClientStore((s) => s.auth.accessToken !== null);
  return useQuery({ ...unreadCountQuery, enabled: signedIn });
}
