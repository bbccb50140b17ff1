import { useQuery } from '@tanstack/react-query';
import type { Business } from '#shared/schemas/businesses.ts';
import type { Product } from '#shared/schemas/products.ts';
import { api } from '#web/lib/api-client.ts';

/** The most liked products (the home page's shop window). */
export const usePopularProducts = (limit: number) =>
  useQuery({
    queryKey: ['products', 'populars', limit],
    queryFn: async ({ signal }) =>
      (await api.get<Product[]>('/products/populars', { limit }, signal)).data,
    staleTime: 60_000,
    meta: { silent: true },
  });

/** The most followed businesses. */
export const usePopularBusinesses = (limit: number) =>
  useQuery({
    queryKey: ['businesses', 'populars', limit],
    queryFn: async ({ signal }) =>
      (await api.get<Business[]>('/businesses/populars', { limit }, signal)).data,
    staleTime: 60_000,
    meta: { silent: true },
  });
