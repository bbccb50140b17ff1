import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged } from '#shared/schemas/envelope.ts';
import type { StaffWithdrawal } from '#shared/schemas/withdrawals.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { consoleKeys } from './keys.ts';

/** Withdrawals waiting on the bank, or failed; the page shown stays while the next one loads. */
export function useStaffWithdrawals(query: { status: 'PENDING' | 'FAILED'; page: number }) {
  return useQuery({
    queryKey: consoleKeys.withdrawals(query),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (await api.get<Paged<StaffWithdrawal>>('/console/withdrawals', query, signal)).data,
  });
}

/** Asks the provider now about one waiting withdrawal; its answer is the toast. */
export function useCheckWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ status: string }>(`/console/withdrawals/${id}/check`),
    onSuccess: async (res) => {
      notify.success(res.message ?? 'Asked');
      await queryClient.invalidateQueries({ queryKey: consoleKeys.money });
    },
  });
}
