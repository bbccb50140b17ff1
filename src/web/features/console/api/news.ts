import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewsIssue, NewsIssueBody, NewsOverview } from '#shared/schemas/news.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { consoleKeys } from './keys.ts';

const overview = (page: number) => ({
  queryKey: consoleKeys.newsPage(page),
  placeholderData: keepPreviousData,
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await api.get<NewsOverview>('/console/news', { page }, signal)).data,
});

/** The issues, drafts first; the page shown stays while the next one loads. */
export const useNewsIssues = (page: number) =>
  useQuery({ ...overview(page), select: (o) => o.issues });

/** How many people would receive an issue sent now (from the same answer). */
export const useNewsSubscribers = (page: number) =>
  useQuery({ ...overview(page), select: (o) => o.subscribers });

export function useNewsIssue(id: string | null) {
  return useQuery<NewsIssue>({
    queryKey: consoleKeys.newsIssue(id ?? 'new'),
    enabled: id !== null,
    // While it goes out, its figures are read again every few seconds.
    refetchInterval: (query) => (query.state.data?.status === 'sending' ? 10_000 : false),
    queryFn: async ({ signal }) =>
      (await api.get<NewsIssue>(`/console/news/${id}`, undefined, signal)).data,
  });
}

/** The e-mail as a subscriber will read it, asked for when staff want to see it. */
export function useNewsPreview(id: string, enabled: boolean) {
  return useQuery({
    queryKey: consoleKeys.newsPreview(id),
    enabled,
    queryFn: async ({ signal }) =>
      (
        await api.get<{ subject: string; text: string }>(
          `/console/news/${id}/preview`,
          undefined,
          signal,
        )
      ).data,
  });
}

/** Writes a draft or changes one; the form shows a refusal under its fields. */
export function useSaveNewsIssue(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: NewsIssueBody) =>
      id
        ? api.put<NewsIssue>(`/console/news/${id}`, body)
        : api.post<NewsIssue>('/console/news', body),
    onSuccess: async (res) => {
      notify.success(res.message ?? 'Saved');
      queryClient.setQueryData(consoleKeys.newsIssue(res.data._id), res.data);
      await queryClient.invalidateQueries({ queryKey: consoleKeys.news });
    },
  });
}

export function useSendNewsIssue(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<NewsIssue>(`/console/news/${id}/send`),
    onSuccess: async (res) => {
      notify.success(res.message ?? 'Sending');
      queryClient.setQueryData(consoleKeys.newsIssue(id), res.data);
      await queryClient.invalidateQueries({ queryKey: consoleKeys.news });
    },
  });
}

export function useDeleteNewsIssue(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(`/console/news/${id}`),
    onSuccess: async (res) => {
      notify.success(res.message ?? 'Deleted');
      await queryClient.invalidateQueries({ queryKey: consoleKeys.news });
    },
  });
}
