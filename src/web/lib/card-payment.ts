import type { QueryKey } from '@tanstack/react-query';
import type { Transaction } from '#shared/schemas/orders.ts';
import { api } from './api-client.ts';

/**
 * Back from the provider's payment page: the server checks the payment with the provider (a
 * failed check stays quiet), then the payment is read as the server now knows it.
 */
export async function checkedPayment(
  transactionId: string,
  signal?: AbortSignal,
): Promise<Transaction> {
  await api.patch(`/orders/transaction-order/${transactionId}`).catch(() => undefined);
  return (await api.get<Transaction>(`/transactions/${transactionId}`, undefined, signal)).data;
}

/**
 * The query of a payment's result, back from the provider's page (`?payment=<id>`): the payment
 * checked (`checkedPayment`), then what it changed read again (`afterwards`). Read once, and a
 * failed check stays quiet: the screen shows the payment as the server knows it.
 */
export const checkedPaymentQuery = (
  queryKey: QueryKey,
  transactionId: string | null,
  afterwards: () => Promise<unknown>,
) => ({
  queryKey,
  enabled: Boolean(transactionId),
  queryFn: async ({ signal }: { signal?: AbortSignal }) => {
    const payment = await checkedPayment(transactionId!, signal);
    await afterwards();
    return payment;
  },
  staleTime: Infinity,
  meta: { silent: true },
});
