import type { QueryClient } from '@tanstack/react-query';
import { facetsQuery, searchHelpQuery } from './api/product-search.ts';
import { productsQuery, type ProductFilters } from './api/products.ts';
import { NoMatches, SearchFacets } from './components/search-extras.tsx';

/**
 * What a search shows beside its products: the facets with their counts, and, when the list
 * (being fetched: `listed`) came back empty, the ways on from it, so they come with the page.
 */
export function prefetchSearch(
  client: QueryClient,
  filters: ProductFilters,
  listed: Promise<void>,
) {
  return Promise.all([
    SearchFacets.preload(),
    client.prefetchQuery(facetsQuery(filters.productSearch!)),
    listed.then(() => {
      const found = client.getQueryData(productsQuery(filters).queryKey)?.pages[0]?.results.length;
      return found === 0
        ? Promise.all([NoMatches.preload(), client.prefetchQuery(searchHelpQuery(filters))])
        : null;
    }),
  ]);
}
