import type { QueryClient } from '@tanstack/react-query';
import { categoriesQuery, nigerianStatesQuery } from '#web/lib/reference-data.ts';
import { businessesQuery, type BusinessFilters } from './api/businesses.ts';
import { productsQuery, type ProductFilters } from './api/products.ts';
import type { CatalogueFilterValues } from './components/catalogue-filters.tsx';

/** How many matching stores a search shows above its products. */
export const MATCHING_BUSINESSES_SHOWN = 3;

export type BrowseTab = 'products' | 'businesses';

/** A browse page's filters and tab, as the address bar holds them. */
export function browseState(params: URLSearchParams) {
  const filters: CatalogueFilterValues = {
    search: params.get('q') ?? '',
    state: params.get('state') ?? '',
    category: params.get('category') ?? '',
  };
  const tab: BrowseTab = params.get('tab') === 'businesses' ? 'businesses' : 'products';
  const businessFilters: BusinessFilters = {
    businessSearch: filters.search || undefined,
    businessState: filters.state || undefined,
    businessCategoryIds: filters.category || undefined,
  };
  const productFilters: ProductFilters = {
    productSearch: filters.search || undefined,
    productState: filters.state || undefined,
    productCategoryIds: filters.category ? [filters.category] : undefined,
  };
  return { filters, tab, businessFilters, productFilters };
}

/** Puts what a browse page's first screen shows into the cache (for its route loader). */
export function prefetchBrowse(client: QueryClient, params: URLSearchParams): Promise<unknown> {
  const { filters, tab, businessFilters, productFilters } = browseState(params);
  return Promise.all([
    client.prefetchQuery(categoriesQuery),
    client.prefetchQuery(nigerianStatesQuery),
    tab === 'products'
      ? client.prefetchInfiniteQuery(productsQuery(productFilters))
      : client.prefetchInfiniteQuery(businessesQuery(businessFilters)),
    tab === 'products' && filters.search
      ? client.prefetchInfiniteQuery(
          businessesQuery({ ...businessFilters, limit: MATCHING_BUSINESSES_SHOWN }),
        )
      : null,
  ]);
}
