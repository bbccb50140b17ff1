import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Business } from '#shared/schemas/businesses.ts';
import type { ProductCardItem } from '#shared/schemas/products.ts';
import { api } from '#web/lib/api-client.ts';
import { businessKeys } from '#web/lib/query-keys.ts';
import { productKeys } from './keys.ts';

/** The most liked products (the home page's shop window), as cards. */
export const popularProductsQuery = (limit: number) =>
  queryOptions({
    queryKey: productKeys.populars(limit),
    queryFn: async ({ signal }) =>
      (await api.get<ProductCardItem[]>('/products/populars', { limit, view: 'card' }, signal))
        .data,
    staleTime: 60_000,
    meta: { silent: true },
  });

/** The most followed businesses. */
export const popularBusinessesQuery = (limit: number) =>
  queryOptions({
    queryKey: businessKeys.populars(limit),
    queryFn: async ({ signal }) =>
      (await api.get<Business[]>('/businesses/populars', { limit }, signal)).data,
    staleTime: 60_000,
    meta: { silent: true },
  });

export const usePopularProducts = (limit: number) => useQuery(popularProductsQuery(limit));
export const usePopularBusinesses = (limit: number) => useQuery(popularBusinessesQuery(limit));
