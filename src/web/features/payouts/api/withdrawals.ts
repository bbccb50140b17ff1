import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Paged } from '#shared/schemas/envelope.ts';
import type { Withdrawal } from '#shared/schemas/withdrawals.ts';
import { api } from '#web/lib/api-client.ts';
import { payoutKeys } from './keys.ts';

const PAGE_SIZE = 10;
/** While a withdrawal is on its way, the list asks again this often to show it settle. */
const PENDING_REFRESH_MS = 5_000;

/** A business's withdrawals, newest first; "Load more" appends the next page. */
export const businessWithdrawalsQuery = (userId: string, businessId: string) =>
  infiniteQueryOptions({
    queryKey: payoutKeys.withdrawals(userId, businessId),
    queryFn: async ({ pageParam, signal }) =>
      (
        await api.get<Paged<Withdrawal>>(
          `/payments/withdrawals/${userId}`,
          { businessId, page: pageParam, limit: PAGE_SIZE },
          signal,
        )
      ).data,
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    refetchInterval: (query) =>
      query.state.data?.pages.some((p) => p.results.some((w) => w.status === 'PENDING'))
        ? PENDING_REFRESH_MS
        : false,
  });

export const useBusinessWithdrawals = (userId: string, businessId: string) =>
  useInfiniteQuery(businessWithdrawalsQuery(userId, businessId));
