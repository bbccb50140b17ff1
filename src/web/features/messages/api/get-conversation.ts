import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Conversation } from '#shared/schemas/messages.ts';
import { api } from '#web/lib/api-client.ts';
import { inboxKeys } from './keys.ts';

export const conversationQuery = (id: string, businessId?: string) =>
  queryOptions({
    queryKey: inboxKeys.conversation(id, businessId),
    queryFn: async ({ signal }) =>
      (await api.get<Conversation>(`/conversations/${id}`, { businessId }, signal)).data,
    // Refetched while the inbox is open: a failed refresh keeps what is shown; the screen says
    // so only when nothing could be loaded.
    meta: { silent: true },
  });

/**
 * One conversation: both parties, whether the shopper is blocked, the viewer's unread count.
 * `businessId`: the business inbox it is opened through.
 */
export const useConversation = (id: string, businessId?: string) =>
  useQuery(conversationQuery(id, businessId));
