import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Article, ArticleBody, ArticlePatch, ArticleSummary } from '#shared/schemas/blog.ts';
import type { Paged } from '#shared/schemas/envelope.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { consoleKeys } from './keys.ts';

/** Every article, drafts first; the page shown stays while the next one loads. */
export function useConsoleArticles(page: number) {
  return useQuery({
    queryKey: consoleKeys.blogPage(page),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (await api.get<Paged<ArticleSummary>>('/console/blog', { page }, signal)).data,
  });
}

export function useConsoleArticle(id: string | null) {
  return useQuery({
    queryKey: consoleKeys.article(id ?? 'new'),
    enabled: id !== null,
    queryFn: async ({ signal }) =>
      (await api.get<Article>(`/console/blog/${id}`, undefined, signal)).data,
  });
}

/** Writes a new article or changes one; the form shows a refusal under its fields. */
export function useSaveArticle(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: ArticleBody | ArticlePatch) =>
      id
        ? api.patch<Article>(`/console/blog/${id}`, body)
        : api.post<Article>('/console/blog', body),
    onSuccess: async (res) => {
      notify.success(res.message ?? 'Saved');
      queryClient.setQueryData(consoleKeys.article(res.data._id), res.data);
      await queryClient.invalidateQueries({ queryKey: consoleKeys.blog });
    },
  });
}

export function useDeleteArticle(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(`/console/blog/${id}`),
    onSuccess: async (res) => {
      notify.success(res.message ?? 'Deleted');
      await queryClient.invalidateQueries({ queryKey: consoleKeys.blog });
    },
  });
}

/** What the Markdown will look like, from the server's own renderer. */
export function useArticlePreview() {
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: string) =>
      api.post<{ html: string; readingMinutes: number }>('/console/blog/preview', { body }),
  });
}
