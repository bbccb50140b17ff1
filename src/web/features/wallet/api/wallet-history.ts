import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PaymentStatus } from '#shared/constants.ts';
import type { Paged } from '#shared/schemas/envelope.ts';
import type { WalletMovement } from '#shared/schemas/wallet.ts';
import { api } from '#web/lib/api-client.ts';
import { walletKeys } from '#web/lib/query-keys.ts';

// Apart from the balance: checkout reads the balance, only the wallet screen the history.
export type HistoryFilters = {
  paymentStatus?: PaymentStatus;
  /** "yyyy-MM-dd,yyyy-MM-dd" */
  paymentDateRange?: string;
  limit?: number;
};

/** The wallet's movements; "Show more" appends the next page. */
export const walletHistoryQuery = (userId: string, filters: HistoryFilters) =>
  infiniteQueryOptions({
    queryKey: walletKeys.history(userId, filters),
    queryFn: async ({ pageParam, signal }) =>
      (
        await api.get<Paged<WalletMovement>>(
          `/payments/histories/${userId}`,
          { ...filters, page: pageParam },
          signal,
        )
      ).data,
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
  });

export const useWalletHistory = (userId: string, filters: HistoryFilters) =>
  useInfiniteQuery(walletHistoryQuery(userId, filters));
