import { queryOptions } from '@tanstack/react-query';
import type { ProductFacets, SearchHelp } from '#shared/schemas/product-search.ts';
import { api, type Query } from '#web/lib/api-client.ts';
import { productKeys } from './keys.ts';
import type { ProductFilters } from './products.ts';

/**
 * How a search's matches spread over price, stock, stars and category. The server counts them
 * without the filters a shopper narrows by, so only the words make a new set of counts.
 */
export const facetsQuery = (search: string) =>
  queryOptions({
    queryKey: productKeys.facets(search),
    queryFn: async ({ signal }) =>
      (await api.get<ProductFacets>('/products/facets', { productSearch: search }, signal)).data,
    staleTime: 60_000,
    meta: { silent: true },
  });

/** Ways on from a search that found nothing (a respelling, the matches filters hid, populars). */
export const searchHelpQuery = ({
  productNear: _near,
  limit: _limit,
  ...filters
}: ProductFilters) =>
  queryOptions({
    queryKey: productKeys.searchHelp(filters),
    queryFn: async ({ signal }) =>
      (await api.get<SearchHelp>('/products/search-help', filters as Query, signal)).data,
    staleTime: 60_000,
    meta: { silent: true },
  });
