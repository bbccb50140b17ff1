import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Dispute, DisputeReason } from '#shared/schemas/disputes.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';

export const disputeKeys = {
  ofOrder: (orderId: string) => ['dispute', orderId] as const,
};

/** The order's dispute, or null when there is none. */
export function useDispute(orderId: string) {
  return useQuery({
    queryKey: disputeKeys.ofOrder(orderId),
    queryFn: async ({ signal }) =>
      (await api.get<Dispute | null>(`/orders/${orderId}/dispute`, undefined, signal)).data,
  });
}

/** Opens the dispute (buyer) or writes in it; the form shows a refusal under its fields. */
export function useDisputeWrite(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (input: { reason: DisputeReason; message: string } | { text: string }) =>
      'reason' in input
        ? api.post<Dispute>(`/orders/${orderId}/dispute`, input)
        : api.post<Dispute>(`/orders/${orderId}/dispute/messages`, input),
    onSuccess: (res) => {
      notify.success(res.message ?? 'Sent');
      queryClient.setQueryData(disputeKeys.ofOrder(orderId), res.data);
    },
  });
}
