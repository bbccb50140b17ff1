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
