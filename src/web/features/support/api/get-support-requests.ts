import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged } from '#shared/schemas/envelope.ts';
import type { SupportRequestSummary } from '#shared/schemas/support.ts';
import { api } from '#web/lib/api-client.ts';
import { supportKeys } from '#web/lib/query-keys.ts';

export const SUPPORT_PAGE_SIZE = 10;

/** One page of the signed-in user's requests, the most recently active first. */
export function useMySupportRequests(page: number, enabled: boolean) {
  return useQuery({
    queryKey: supportKeys.mine(page),
    enabled,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<SupportRequestSummary>>(
          '/support/requests',
          { page, limit: SUPPORT_PAGE_SIZE },
          signal,
        )
      ).data,
  });
}
