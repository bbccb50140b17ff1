import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Business } from '#shared/schemas/businesses.ts';
import type { Paged } from '#shared/schemas/envelope.ts';
import { api, type Query } from '#web/lib/api-client.ts';
import { businessKeys } from '#web/lib/query-keys.ts';

export type BusinessFilters = {
  businessSearch?: string;
  businessState?: string;
  businessCategoryIds?: string;
  limit?: number;
};

/** Each filter set is its own list; fetching the next page appends to it. */
export const businessesQuery = (filters: BusinessFilters) =>
  infiniteQueryOptions({
    queryKey: businessKeys.list(filters),
    queryFn: async ({ pageParam, signal }) =>
      (
        await api.get<Paged<Business>>(
          '/businesses',
          { ...filters, page: pageParam } as Query,
          signal,
        )
      ).data,
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    meta: { silent: Boolean(filters.businessSearch) },
  });

export const useBusinesses = (filters: BusinessFilters) =>
  useInfiniteQuery(businessesQuery(filters));
