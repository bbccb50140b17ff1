import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdCreateBody, AdView } from '#shared/schemas/ads.ts';
import { api } from '#web/lib/api-client.ts';
import { checkedPaymentQuery } from '#web/lib/card-payment.ts';
import { pointsKeys, walletKeys } from '#web/lib/query-keys.ts';
import { manageAdKeys } from './manage-keys.ts';

export type AdPurchase = { ad: AdView; authorizationUrl: string | null };

/**
 * `POST ads`: an ad paid up front, with Oja points, from the wallet or by card. The key is one per order the
 * owner confirms, so a retry or a double tap buys it once.
 */
export function useCreateAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: { body: AdCreateBody; idempotencyKey: string }) =>
      (await api.post<AdPurchase>('/ads', body, { 'idempotency-key': idempotencyKey })).data,
    onSuccess: (result) => {
      if (result.authorizationUrl) return;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: manageAdKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletKeys.balances }),
        queryClient.invalidateQueries({ queryKey: pointsKeys.all }),
      ]);
    },
    // A wallet that no longer covers it: its balance is read again, so the choice shows it.
    onError: () => queryClient.invalidateQueries({ queryKey: walletKeys.balances }),
    // The form shows the server's message itself (a wallet too small, a total changed).
    meta: { silent: true },
  });
}

/**
 * Back from the card payment (`?payment=<id>`): the server checks the payment with the
 * provider, then the ads and the wallet are read again. A failed check stays quiet.
 */
export function useAdPaymentResult(transactionId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    ...checkedPaymentQuery(manageAdKeys.payment(transactionId), transactionId, () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: manageAdKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletKeys.balances }),
      ]),
    ),
    // A payment still being confirmed is asked about again for a minute or so.
    refetchInterval: (query) =>
      query.state.data?.status === 'PENDING' && query.state.dataUpdateCount < 20 ? 3_000 : false,
  });
}
