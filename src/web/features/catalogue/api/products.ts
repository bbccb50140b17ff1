import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ProductCardItem } from '#shared/schemas/products.ts';
import type { Paged } from '#shared/schemas/envelope.ts';
import { api, type Query } from '#web/lib/api-client.ts';
import { productKeys } from './keys.ts';

export type ProductFilters = {
  productSearch?: string;
  productState?: string;
  productBusinessId?: string;
  productTagIds?: string[];
  productCategoryIds?: string[];
  activeProduct?: boolean;
  /** Whole naira, inclusive. */
  productMinPrice?: number;
  productMaxPrice?: number;
  productInStock?: boolean;
  /** The least average stars of the product's shop. */
  productMinRating?: number;
  /** The shopper's state: a search ranks shops there a little higher. */
  productNear?: string;
  limit?: number;
};

/** The next page of a list: its number, and the last product's key to continue after. */
type NextPage = { page: number; after?: string };

/**
 * Each filter set is its own list; fetching the next page appends to it, continuing after the
 * last product shown (so a deep page reads no row before it). The grid shows cards, so it asks
 * for the card view of each product, a third of the bytes of a whole one.
 */
export const productsQuery = (filters: ProductFilters) =>
  infiniteQueryOptions({
    queryKey: productKeys.list(filters),
    queryFn: async ({ pageParam, signal }) =>
      (
        await api.get<Paged<ProductCardItem> & { nextAfter?: string | null }>(
          '/products',
          { ...filters, view: 'card', ...pageParam } as Query,
          signal,
        )
      ).data,
    initialPageParam: { page: 1 } as NextPage,
    getNextPageParam: (last): NextPage | undefined =>
      last.nextPage ? { page: last.nextPage, after: last.nextAfter ?? undefined } : undefined,
    meta: { silent: Boolean(filters.productSearch) },
  });

export const useProducts = (filters: ProductFilters) => useInfiniteQuery(productsQuery(filters));

/** Data saver: half a page at a time (the rest comes on scrolling, as ever). */
export const savingFilters = (filters: ProductFilters, dataSaver: boolean): ProductFilters =>
  dataSaver
    ? { ...filters, limit: filters.limit ?? (filters.productBusinessId ? 6 : 10) }
    : filters;
