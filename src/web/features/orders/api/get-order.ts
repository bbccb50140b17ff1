import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '#shared/schemas/orders.ts';
import { api } from '#web/lib/api-client.ts';
import { orderKeys } from './keys.ts';

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: async ({ signal }) => (await api.get<Order>(`/orders/${id}`, undefined, signal)).data,
  });

/** One order in full; the row it was opened from is shown while it loads. */
export function useOrder(id: string | null, fromList?: Order) {
  return useQuery({
    ...orderQuery(id ?? ''),
    enabled: id !== null,
    placeholderData: fromList,
  });
}
