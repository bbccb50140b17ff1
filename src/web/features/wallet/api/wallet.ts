import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { PaymentStatus } from '#shared/constants.ts';
import type { Paged } from '#shared/schemas/envelope.ts';
import type { Transaction } from '#shared/schemas/orders.ts';
import type { Wallet, WalletFunding, WalletMovement } from '#shared/schemas/wallet.ts';
import { api } from '#web/lib/api-client.ts';
import { newIdempotencyKey } from '#web/lib/idempotency-key.ts';
import { walletKeys } from './keys.ts';

/** The wallet's balance; idle until the user is known. */
export const useWallet = (userId: string | undefined) =>
  useQuery({
    queryKey: walletKeys.balance(userId ?? ''),
    enabled: Boolean(userId),
    queryFn: async ({ signal }) =>
      (await api.get<Wallet>(`/payments/wallet/${userId}`, undefined, signal)).data,
  });

export type HistoryFilters = {
  paymentStatus?: PaymentStatus;
  /** "yyyy-MM-dd,yyyy-MM-dd" */
  paymentDateRange?: string;
  limit?: number;
};

/** The wallet's movements; "Show more" appends the next page (§4). */
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

/** Opens a funding: the answer holds the payment page to send the user to. */
export function useFundWallet(userId: string) {
  return useMutation({
    mutationFn: async (amount: number) =>
      (
        await api.post<WalletFunding>(`/users/${userId}/wallet/${amount}/funds`, undefined, {
          'idempotency-key': newIdempotencyKey(),
        })
      ).data,
  });
}

/**
 * Back from the payment page: the server checks the funding with the provider, then the wallet
 * is read again. A failed check stays quiet: the funding as the server knows it is shown.
 */
export function useFundingResult(transactionId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: walletKeys.funding(transactionId),
    enabled: Boolean(transactionId),
    queryFn: async ({ signal }) => {
      await api.patch(`/orders/transaction-order/${transactionId}`).catch(() => undefined);
      const funding = (
        await api.get<Transaction>(`/transactions/${transactionId}`, undefined, signal)
      ).data;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: walletKeys.balances }),
        queryClient.invalidateQueries({ queryKey: walletKeys.histories }),
      ]);
      return funding;
    },
    staleTime: Infinity,
    meta: { silent: true },
  });
}
