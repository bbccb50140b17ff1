import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { Article, ArticleSummary } from '#shared/schemas/blog.ts';
import type { Paged } from '#shared/schemas/envelope.ts';
import { api } from '#web/lib/api-client.ts';

export const blogKeys = {
  all: ['blog'] as const,
  list: (tag: string | null) => ['blog', 'list', tag] as const,
  article: (slug: string) => ['blog', 'article', slug] as const,
};

/** Published articles, newest first, nine a page (three rows of three on a wide screen). */
export const articlesQuery = (tag: string | null) =>
  infiniteQueryOptions({
    queryKey: blogKeys.list(tag),
    queryFn: async ({ pageParam, signal }) =>
      (
        await api.get<Paged<ArticleSummary>>(
          '/blog/articles',
          { page: pageParam, limit: 9, ...(tag ? { tag } : {}) },
          signal,
        )
      ).data,
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
  });

export const useArticles = (tag: string | null) => useInfiniteQuery(articlesQuery(tag));

/** One published article with its live product and store cards. */
export const articleQuery = (slug: string) =>
  queryOptions({
    queryKey: blogKeys.article(slug),
    queryFn: async ({ signal }) =>
      (await api.get<Article>(`/blog/articles/${slug}`, undefined, signal)).data,
  });

export const useArticle = (slug: string) => useQuery(articleQuery(slug));
