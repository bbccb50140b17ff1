import type { QueryClient } from '@tanstack/react-query';
import type { Me } from '#shared/schemas/users.ts';
import { meKeys } from '#web/lib/query-keys.ts';
import { categoriesQuery, nigerianStatesQuery } from '#web/lib/reference-data.ts';
import { businessesQuery, type BusinessFilters } from './api/businesses.ts';
import { productsQuery, savingFilters, type ProductFilters } from './api/products.ts';
import type { CatalogueFilterValues } from './components/catalogue-filters.tsx';
import { facetValues } from './facet-values.ts';
import { MATCHING_BUSINESSES_SHOWN } from './matching-shown.ts';
import { BusinessList, MatchingBusinesses } from './components/search-extras.tsx';

export type BrowseTab = 'products' | 'businesses';

/**
 * A browse page's filters and tab, as the address bar holds them; `near` is the shopper's own
 * state, which ranks shops there a little higher in a search.
 */
export function browseState(params: URLSearchParams, near?: string) {
  const filters: CatalogueFilterValues = {
    search: params.get('q') ?? '',
    state: params.get('state') ?? '',
    category: params.get('category') ?? '',
  };
  const facets = facetValues(params);
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
    productMinPrice: facets.price?.min || undefined,
    // The list's top is inclusive and a band's is not: ₦20,000 belongs to the band above.
    productMaxPrice: facets.price?.max != null ? facets.price.max - 1 : undefined,
    productInStock: facets.inStock || undefined,
    productMinRating: facets.minRating ?? undefined,
    productNear: (filters.search && near) || undefined,
  };
  const narrowed = Boolean(
    filters.state || filters.category || facets.price || facets.inStock || facets.minRating,
  );
  return { filters, facets, narrowed, tab, businessFilters, productFilters };
}

/** Puts what a browse page's first screen shows into the cache (for its route loader). */
export function prefetchBrowse(
  client: QueryClient,
  params: URLSearchParams,
  dataSaver: boolean,
): Promise<unknown> {
  // The signed-in shopper's state once the browser has their account (never on the server).
  const near = client.getQueryData<Me>(meKeys.all)?.defaultAddress?.state;
  const { filters, tab, businessFilters, productFilters } = browseState(params, near);
  const searching = tab === 'products' && filters.search;
  const products =
    tab === 'products'
      ? client.prefetchInfiniteQuery(productsQuery(savingFilters(productFilters, dataSaver)))
      : null;
  return Promise.all([
    client.prefetchQuery(categoriesQuery),
    client.prefetchQuery(nigerianStatesQuery),
    products ?? client.prefetchInfiniteQuery(businessesQuery(businessFilters)),
    searching
      ? client.prefetchInfiniteQuery(
          businessesQuery({ ...businessFilters, limit: MATCHING_BUSINESSES_SHOWN }),
        )
      : null,
    // Their code, so the server renders them whole and the browser starts fetching it early.
    searching ? MatchingBusinesses.preload() : null,
    tab === 'businesses' ? BusinessList.preload() : null,
    // Only a search needs these, so their code is fetched then (beside the list, not after it).
    searching
      ? import('./prefetch-search.ts').then((m) =>
          m.prefetchSearch(client, productFilters, products!),
        )
      : null,
  ]);
}
