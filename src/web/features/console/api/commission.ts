import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommissionOverview, CommissionRateBody } from '#shared/schemas/commission.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { consoleKeys } from './keys.ts';

export function useCommission() {
  return useQuery({
    queryKey: consoleKeys.commission,
    queryFn: async ({ signal }) =>
      (await api.get<CommissionOverview>('/console/commission', undefined, signal)).data,
  });
}

/** Sets a new rate; the form shows a refusal under its fields. */
export function useSetCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: CommissionRateBody) =>
      api.post<CommissionOverview>('/console/commission', body),
    onSuccess: (res) => {
      notify.success(res.message ?? 'Saved');
      queryClient.setQueryData(consoleKeys.commission, res.data);
    },
  });
}
