import { useQuery } from '@tanstack/react-query';
import { checkedPayment } from '#web/lib/card-payment.ts';
import { transactionKeys } from './keys.ts';

/**
 * Asks the server to check the payment with the provider, then reads the transaction. A failed
 * check stays quiet: the transaction as the server knows it is shown either way.
 */
export function usePaymentResult(transactionId: string | null) {
  return useQuery({
    queryKey: transactionKeys.detail(transactionId),
    enabled: Boolean(transactionId),
    queryFn: async ({ signal }) => {
      return checkedPayment(transactionId!, signal);
    },
    staleTime: 0,
    // A payment still being confirmed is checked again a few times on its own.
    refetchInterval: (query) =>
      query.state.data?.status === 'PENDING' && query.state.dataUpdateCount < 6 ? 5_000 : false,
  });
}
