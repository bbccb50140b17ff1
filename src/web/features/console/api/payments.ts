import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged } from '#shared/schemas/envelope.ts';
import type { PaymentCheck, UnsettledPayment } from '#shared/schemas/unsettled-payments.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { consoleKeys } from './keys.ts';

/** Card payments Paystack has not answered for good; the page shown stays while the next loads. */
export function useUnsettledPayments(page: number) {
  return useQuery({
    queryKey: consoleKeys.payments(page),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (await api.get<Paged<UnsettledPayment>>('/console/payments', { page }, signal)).data,
  });
}

/** Asks Paystack now about one payment; what its answer did is the toast. */
export function useCheckPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<PaymentCheck>(`/console/payments/${id}/check`),
    onSuccess: async (res) => {
      notify.success(res.message ?? 'Asked');
      await queryClient.invalidateQueries({ queryKey: consoleKeys.money });
    },
  });
}
