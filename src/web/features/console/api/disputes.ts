import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged } from '#shared/schemas/envelope.ts';
import type {
  DisputeDetail,
  DisputeOutcome,
  DisputeStatus,
  DisputeSummary,
} from '#shared/schemas/disputes.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { consoleKeys } from './keys.ts';

/** A page of disputes; the page shown stays while the next one loads. */
export function useDisputeQueue(query: { status: DisputeStatus; q?: string; page: number }) {
  return useQuery({
    queryKey: consoleKeys.disputeQueue(query),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<DisputeSummary>>(
          '/console/disputes',
          { status: query.status, q: query.q || undefined, page: query.page },
          signal,
        )
      ).data,
  });
}

export function useConsoleDispute(id: string) {
  return useQuery({
    queryKey: consoleKeys.dispute(id),
    queryFn: async ({ signal }) =>
      (await api.get<DisputeDetail>(`/console/disputes/${id}`, undefined, signal)).data,
  });
}

/** Pays the seller or refunds the buyer; the form shows a refusal under its fields. */
export function useDecideDispute(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (input: { outcome: DisputeOutcome; refund?: string; reason: string }) =>
      api.post<DisputeDetail>(`/console/disputes/${id}/decision`, input),
    onSuccess: async (res) => {
      notify.success(res.message ?? 'Decided');
      queryClient.setQueryData(consoleKeys.dispute(id), res.data);
      await queryClient.invalidateQueries({ queryKey: consoleKeys.disputes });
    },
  });
}
