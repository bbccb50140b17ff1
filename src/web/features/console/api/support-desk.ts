import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged } from '#shared/schemas/envelope.ts';
import type { SupportDeskRequest, SupportDeskSummary } from '#shared/schemas/support.ts';
import type { SupportStatus } from '#shared/support.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { consoleKeys } from './keys.ts';

export type DeskAssignee = 'ANYONE' | 'ME' | 'NOBODY';
export type DeskQuery = {
  status: SupportStatus | null;
  assignee: DeskAssignee;
  q: string;
  page: number;
};

/** A page of the support desk's inbox; the page shown stays while the next one loads. */
export function useSupportDesk(query: DeskQuery) {
  return useQuery({
    queryKey: consoleKeys.supportQueue(query),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<SupportDeskSummary>>(
          '/console/support',
          {
            status: query.status ?? undefined,
            assignee: query.assignee,
            q: query.q || undefined,
            page: query.page,
          },
          signal,
        )
      ).data,
  });
}

export function useDeskRequest(id: string) {
  return useQuery({
    queryKey: consoleKeys.supportRequest(id),
    queryFn: async ({ signal }) =>
      (await api.get<SupportDeskRequest>(`/console/support/${id}`, undefined, signal)).data,
  });
}

/** Staff who may take requests, for the "Taken by" choice. */
export function useDeskAssignees() {
  return useQuery({
    queryKey: consoleKeys.supportAssignees,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) =>
      (
        await api.get<{ _id: string; name: string }[]>(
          '/console/support/assignees',
          undefined,
          signal,
        )
      ).data,
  });
}

/**
 * A change to one request (answer, taker, status): the screen shows the request as the server
 * returns it, and the inbox refreshes.
 */
function useDeskChange<I>(id: string, path: string, body: (input: I) => object, fields = false) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: fields ? { fieldErrors: true } : {},
    mutationFn: (input: I) =>
      api.post<SupportDeskRequest>(`/console/support/${id}/${path}`, body(input)),
    onSuccess: async (res) => {
      queryClient.setQueryData(consoleKeys.supportRequest(id), res.data);
      notify.success(res.message ?? 'Saved');
      await queryClient.invalidateQueries({ queryKey: consoleKeys.supportQueues });
    },
  });
}

export const useDeskAnswer = (id: string) =>
  useDeskChange(id, 'replies', (message: string) => ({ message }), true);
export const useDeskAssign = (id: string) =>
  useDeskChange(id, 'assignee', (assigneeId: string | null) => ({ assigneeId }));
export const useDeskStatus = (id: string) =>
  useDeskChange(id, 'status', (status: SupportStatus) => ({ status }));
