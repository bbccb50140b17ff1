import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/**
 * The businesses in the cart, for their names and delivery fees (the server charges its own): one
 * query that reads each business through its own cache entry (shared with the other screens), so
 * checkout does not carry the code of `useQueries`. A business that cannot be read has no data,
 * like a failed query of its own: its fee is worked out when the shopper pays.
 */
export function useCheckoutBusinesses(ids: string[]) {
  const client = useQueryClient();
  const all = useQuery({
    queryKey: ['business', 'for-checkout', ids] as const,
    queryFn: () =>
      Promise.all(
        ids.map((id) =>
          client
            .fetchQuery({
              queryKey: businessKeys.detail(id),
              queryFn: async ({ signal }) =>
                (await api.get<Business>(`/businesses/${id}`, undefined, signal)).data,
              staleTime: 60_000,
              meta: { silent: true },
            })
            .catch(() => undefined),
        ),
      ),
    staleTime: 60_000,
    meta: { silent: true },
  });
  return ids.map((_, i) => ({ isPending: all.isPending, data: all.data?.[i] }));
}
