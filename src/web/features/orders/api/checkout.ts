import { useRef } from 'react';
import { useMutation, useQueries } from '@tanstack/react-query';
import type { Business } from '#shared/schemas/businesses.ts';
import type { CheckoutBody, CheckoutResult } from '#shared/schemas/orders.ts';
import { api } from '#web/lib/api-client.ts';
import { newIdempotencyKey } from '#web/lib/idempotency-key.ts';
import { businessKeys } from '#web/lib/query-keys.ts';

/**
 * One order per business under one payment; the answer says where to pay. The same checkout
 * sent again (a double tap, a retry after a dropped connection) carries the same
 * Idempotency-Key, so the server answers it once and holds the stock once.
 */
export function useCheckout() {
  const last = useRef<{ body: string; key: string } | null>(null);
  return useMutation({
    mutationFn: async (body: CheckoutBody) => {
      const text = JSON.stringify(body);
      if (last.current?.body !== text) last.current = { body: text, key: newIdempotencyKey() };
      return (
        await api.post<CheckoutResult>('/orders', body, { 'idempotency-key': last.current.key })
      ).data;
    },
  });
}

/** The businesses in the cart, for their names and delivery fees (the server charges its own). */
export function useCheckoutBusinesses(ids: string[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: businessKeys.detail(id),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (await api.get<Business>(`/businesses/${id}`, undefined, signal)).data,
      staleTime: 60_000,
      meta: { silent: true },
    })),
  });
}
