import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Order } from '#shared/schemas/orders.ts';
import { api, type Paged, type Query } from '#web/lib/api-client.ts';

/** Orders per page (§9). */
export const ORDERS_PAGE_SIZE = 30;

/** Every order list and count lives under this key, so one invalidation refetches them all. */
export const ORDERS_KEY = ['orders'] as const;

export type MyOrdersFilter = {
  orderByCustomerId: string;
  orderStatus?: readonly string[];
  orderTransactionPaid?: '0' | '1';
  page: number;
};

/** One page of the shopper's orders; the previous page stays on screen while the next loads. */
export function useMyOrders(filter: MyOrdersFilter, enabled = true) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'mine', filter],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<Order>>(
          '/orders',
          {
            ...filter,
            orderStatus: filter.orderStatus ? [...filter.orderStatus] : undefined,
            limit: ORDERS_PAGE_SIZE,
          } as Query,
          signal,
        )
      ).data,
  });
}
