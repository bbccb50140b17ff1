import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Paged } from '#shared/schemas/envelope.ts';
import type { Conversation } from '#shared/schemas/messages.ts';
import { CONVERSATIONS_PAGE_SIZE } from '#shared/limits.ts';
import { api } from '#web/lib/api-client.ts';
import { inboxKeys } from './keys.ts';

/** Whose conversations: the signed-in shopper's, or a business's inbox (its owner's). */
export type Inbox = { kind: 'shopper' } | { kind: 'business'; businessId: string };

/** The latest conversations first; the next page appends. */
export const conversationsQuery = (inbox: Inbox) =>
  infiniteQueryOptions({
    queryKey: inbox.kind === 'shopper' ? inboxKeys.mine : inboxKeys.ofBusiness(inbox.businessId),
    queryFn: async ({ pageParam, signal }) =>
      (
        await api.get<Paged<Conversation>>(
          inbox.kind === 'shopper'
            ? '/conversations'
            : `/businesses/${inbox.businessId}/conversations`,
          { page: pageParam, limit: CONVERSATIONS_PAGE_SIZE },
          signal,
        )
      ).data,
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    // Refetched while the inbox is open: a failed refresh keeps what is shown; the screen says
    // so only when nothing could be loaded.
    meta: { silent: true },
  });

export const useConversations = (inbox: Inbox) => useInfiniteQuery(conversationsQuery(inbox));
