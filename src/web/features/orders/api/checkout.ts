import { useMutation, useQueries } from '@tanstack/react-query';
import type { Business } from '#shared/schemas/businesses.ts';
import type { CheckoutBody, CheckoutResult } from '#shared/schemas/orders.ts';
import { api } from '#web/lib/api-client.ts';

/** One order per business under one payment; the answer says where to pay. */
export function useCheckout() {
  return useMutation({
    mutationFn: async (body: CheckoutBody) =>
      (await api.post<CheckoutResult>('/orders', body)).data,
  });
}

/** The businesses in the cart, for their names and delivery fees (the server charges its own). */
export function useCheckoutBusinesses(ids: string[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: ['business', id],
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (await api.get<Business>(`/businesses/${id}`, undefined, signal)).data,
      staleTime: 60_000,
      meta: { silent: true },
    })),
  });
}
