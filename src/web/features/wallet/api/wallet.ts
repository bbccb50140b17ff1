import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CancelledWalletFunding, WalletFunding } from '#shared/schemas/wallet.ts';
import { api } from '#web/lib/api-client.ts';
import { checkedPaymentQuery } from '#web/lib/card-payment.ts';
import { newIdempotencyKey } from '#web/lib/idempotency-key.ts';
import { walletKeys } from '#web/lib/query-keys.ts';

// The balance alone lives in its own module: screens that only show it (checkout, pricing, a
// badge, a profile) do not carry the wallet screen's hooks.
export { useWallet } from './wallet-balance.ts';

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
  return useQuery(
    checkedPaymentQuery(walletKeys.funding(transactionId), transactionId, () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: walletKeys.balances }),
        queryClient.invalidateQueries({ queryKey: walletKeys.histories }),
      ]),
    ),
  );
}

/** Back to the payment page of a top-up left unpaid (the server asks the provider first). */
export function useResumeFunding(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (transactionId: string) =>
      (await api.post<WalletFunding>(`/payments/wallet/${userId}/fundings/${transactionId}/resume`))
        .data,
    // Paid or expired after all: the wallet shows it as it now is.
    onError: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: walletKeys.balances }),
        queryClient.invalidateQueries({ queryKey: walletKeys.histories }),
      ]),
  });
}

/** Cancels a top-up left unpaid; one paid after all is credited instead. */
export function useCancelFunding(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transactionId: string) =>
      api.delete<CancelledWalletFunding>(`/payments/wallet/${userId}/fundings/${transactionId}`),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: walletKeys.balances }),
        queryClient.invalidateQueries({ queryKey: walletKeys.histories }),
      ]),
  });
}
