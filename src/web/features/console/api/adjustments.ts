import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Adjustment, AdjustmentBody } from '#shared/schemas/adjustments.ts';
import type { Paged } from '#shared/schemas/envelope.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { consoleKeys } from './keys.ts';

/** One person's adjustments, waiting or decided (their account screen). */
export function usePersonAdjustments(userId: string, status: 'PENDING' | 'DECIDED') {
  return useQuery({
    queryKey: consoleKeys.reviewQueue('adjustments', { userId, status }),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<Adjustment>>(
          '/console/adjustments',
          { userId, status, limit: 5 },
          signal,
        )
      ).data,
  });
}

/** Makes an adjustment; the form shows a refusal under its fields. */
export function useMakeAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: AdjustmentBody) => api.post<Adjustment>('/console/adjustments', body),
    onSuccess: async (res) => {
      notify.success(res.message ?? 'Recorded');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleKeys.reviews }),
        queryClient.invalidateQueries({ queryKey: consoleKeys.accounts }),
      ]);
    },
  });
}
