import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged } from '#shared/schemas/envelope.ts';
import type {
  ModerationAction,
  ReportedItem,
  ReportedItemDetail,
  ReportedItemStatus,
  ReportSubject,
} from '#shared/schemas/moderation.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { consoleKeys } from './keys.ts';

export type ReportQueueQuery = {
  status: ReportedItemStatus;
  subjectType?: ReportSubject;
  q?: string;
  page: number;
};

/** A page of reported items; the page shown stays while the next one loads. */
export function useReportQueue(query: ReportQueueQuery) {
  return useQuery({
    queryKey: consoleKeys.reportQueue(query),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<ReportedItem>>(
          '/console/reports',
          {
            status: query.status,
            subjectType: query.subjectType,
            q: query.q || undefined,
            page: query.page,
          },
          signal,
        )
      ).data,
  });
}

/** One reported item with its reports and what staff did. */
export function useReportedItem(type: string, id: string) {
  return useQuery({
    queryKey: consoleKeys.reportedItem(type, id),
    queryFn: async ({ signal }) =>
      (await api.get<ReportedItemDetail>(`/console/reports/${type}/${id}`, undefined, signal)).data,
  });
}

/** Hides, restores, warns or dismisses; the form shows a refusal under its fields. */
export function useDecideReport(type: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (input: { action: ModerationAction; reason: string }) =>
      api.post<ReportedItemDetail>(`/console/reports/${type}/${id}/decision`, input),
    onSuccess: async (res) => {
      notify.success(res.message ?? 'Decision recorded');
      queryClient.setQueryData(consoleKeys.reportedItem(type, id), res.data);
      await queryClient.invalidateQueries({ queryKey: consoleKeys.reports });
    },
  });
}
