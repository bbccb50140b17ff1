import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Order } from '#shared/schemas/orders.ts';
import type { Paged } from '#shared/schemas/envelope.ts';
import { api, type Query } from '#web/lib/api-client.ts';
import { orderKeys } from './keys.ts';

/** Orders per page. */
export const ORDERS_PAGE_SIZE = 30;

export type MyOrdersFilter = {
  orderByCustomerId: string;
  orderStatus?: readonly string[];
  orderTransactionPaid?: '0' | '1';
  page: number;
};

/** One page of the shopper's orders; the previous page stays on screen while the next loads. */
export function useMyOrders(filter: MyOrdersFilter, enabled = true) {
  return useQuery({
    queryKey: orderKeys.mine(filter),
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
