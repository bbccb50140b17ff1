import { useMutation, useQueryClient } from '@tanstack/react-query';
import { statusChangedMessage, type OrderStatus } from '#shared/order-flow.ts';
import type { Order } from '#shared/schemas/orders.ts';
import { api, ApiError } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { orderKeys } from './keys.ts';

/**
 * Moves an order on (docs/order-lifecycle.md); afterwards every order list and count is refetched. A refused move
 * (409: the order changed meanwhile) shows the server's message and reloads the order too.
 */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: OrderStatus }) =>
      api.put<Order>(`/orders/${id}/status`, { status }),
    onSuccess: async (res, { id, status }) => {
      queryClient.setQueryData(orderKeys.detail(id), res.data);
      notify.success(res.message ?? statusChangedMessage(status));
      await queryClient.invalidateQueries({ queryKey: orderKeys.lists });
    },
    onError: async (error, { id }) => {
      if (!(error instanceof ApiError) || error.status !== 409) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.lists }),
      ]);
    },
  });
}
