import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged } from '#shared/schemas/envelope.ts';
import type { SupportRequestSummary } from '#shared/schemas/support.ts';
import type { SupportStatus } from '#shared/support.ts';
import { api } from '#web/lib/api-client.ts';
import { supportKeys } from '#web/lib/query-keys.ts';

export const INBOX_PAGE_SIZE = 20;

export type InboxFilter = { status: SupportStatus | null; page: number };

/** Oja support's inbox: every request, or those of one status, newest first. */
export function useSupportInbox(filter: InboxFilter, enabled: boolean) {
  return useQuery({
    queryKey: supportKeys.inbox(filter),
    enabled,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<SupportRequestSummary>>(
          '/support/requests/all',
          { status: filter.status, page: filter.page, limit: INBOX_PAGE_SIZE },
          signal,
        )
      ).data,
  });
}
