import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '#shared/order-flow.ts';
import type { Order } from '#shared/schemas/orders.ts';
import { api, type Paged, type Query } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';

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
    queryKey: ['orders', 'mine', filter],
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

export const orderKey = (id: string) => ['order', id] as const;

export function useOrder(id: string) {
  return useQuery({
    queryKey: orderKey(id),
    queryFn: async ({ signal }) => (await api.get<Order>(`/orders/${id}`, undefined, signal)).data,
  });
}

/** The customer's moves: confirm received, request a return. */
export function useSetOrderStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: OrderStatus) => api.put<Order>(`/orders/${id}/status`, { status }),
    onSuccess: async (res) => {
      queryClient.setQueryData(orderKey(id), res.data);
      notify.success(res.message);
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}
