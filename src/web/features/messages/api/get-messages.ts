import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Paged } from '#shared/schemas/envelope.ts';
import type { Message } from '#shared/schemas/messages.ts';
import { MESSAGES_PAGE_SIZE } from '#shared/limits.ts';
import { api } from '#web/lib/api-client.ts';
import { inboxKeys } from './keys.ts';

/**
 * A conversation's messages, newest first, each earlier page asked for from the oldest message
 * shown (`before`), so messages arriving meanwhile never shift what is already loaded.
 */
export const messagesQuery = (conversationId: string, businessId?: string) =>
  infiniteQueryOptions({
    queryKey: inboxKeys.messages(conversationId, businessId),
    queryFn: async ({ pageParam, signal }) =>
      (
        await api.get<Paged<Message>>(
          `/conversations/${conversationId}/messages`,
          { before: pageParam, limit: MESSAGES_PAGE_SIZE, businessId },
          signal,
        )
      ).data,
    initialPageParam: '',
    getNextPageParam: (last) =>
      last.nextPage ? (last.results[last.results.length - 1]?._id ?? undefined) : undefined,
    // Refetched while the inbox is open: a failed refresh keeps what is shown; the screen says
    // so only when nothing could be loaded.
    meta: { silent: true },
  });

export const useMessages = (conversationId: string, businessId?: string) =>
  useInfiniteQuery(messagesQuery(conversationId, businessId));
