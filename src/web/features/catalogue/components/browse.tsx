import { Button, Group, Stack, Title } from '@mantine/core';
import { skipToken, useQuery } from '@tanstack/react-query';
import { Suspense, useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { Me } from '#shared/schemas/users.ts';
import type { SearchBox } from '#web/components/search-field.tsx';
import { meKeys } from '#web/lib/query-keys.ts';
import { browseState } from '../browse-state.ts';
import { FACET_PARAMS } from '../facet-values.ts';
import { CatalogueFilters, type CatalogueFilterValues } from './catalogue-filters.tsx';
import { ProductGrid, type GridInserts } from './product-grid.tsx';
import { BusinessList, MatchingBusinesses, NoMatches, SearchFacets } from './search-extras.tsx';

/**
 * The signed-in shopper's state, from the account the menu has already loaded (never fetched
 * here): a search ranks shops there a little higher.
 */
function useShopperState() {
  return useQuery<Me>({ queryKey: meKeys.all, queryFn: skipToken }).data?.defaultAddress?.state;
}

/** What a search narrows by besides its words: cleared together ("Clear filters", "Show them"). */
const NARROWING = ['state', 'category', ...FACET_PARAMS] as const;

/**
 * Products and businesses with search, state and category filters kept in the address bar, and
 * for a search, facets with counts and ways on when nothing matched; `searchBox` is the search
 * box to use (one that suggests, from the screen); `inserts`, cards the screen places among the
 * first products (sponsored ones).
 */
export function BrowseCatalogue({
  title,
  searchBox,
  inserts,
}: {
  title: string;
  searchBox?: SearchBox;
  inserts?: GridInserts;
}) {
  const [params, setParams] = useSearchParams();
  const near = useShopperState();
  const { filters, facets, narrowed, tab, businessFilters, productFilters } = browseState(
    params,
    near,
  );
  const showTab = useCallback(
    (value: 'products' | 'businesses') =>
      setParams((current) => {
        const p = new URLSearchParams(current);
        p.set('tab', value);
        return p;
      }),
    [setParams],
  );
  /** Sets (a value) or removes (empty, null) address bar parameters, replacing the entry. */
  const setFilters = useCallback(
    (change: Record<string, string | null | undefined>) =>
      setParams(
        (current) => {
          const p = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change)) {
            if (value) p.set(key, value);
            else p.delete(key);
          }
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );
  const update = useCallback(
    (next: CatalogueFilterValues) =>
      setFilters({ q: next.search, state: next.state, category: next.category }),
    [setFilters],
  );
  const searchFor = (q: string) => setFilters({ q });
  const clearFilters = () => setFilters(Object.fromEntries(NARROWING.map((key) => [key, null])));

  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {title}
      </Title>
      <CatalogueFilters value={filters} onChange={update} searchBox={searchBox} />
      <Group gap="xs" role="group" aria-label="Show">
        {(['products', 'businesses'] as const).map((value) => (
          <Button
            key={value}
            size="xs"
            radius="xl"
            variant={tab === value ? 'filled' : 'default'}
            aria-pressed={tab === value}
            onClick={() => showTab(value)}
          >
            {value === 'products' ? 'Products' : 'Businesses'}
          </Button>
        ))}
      </Group>
      {tab === 'products' ? (
        <>
          {filters.search && (
            <Suspense fallback={<div style={{ height: 28 }} />}>
              <SearchFacets
                search={filters.search}
                value={facets}
                category={filters.category}
                narrowed={narrowed}
                onChange={setFilters}
                onClear={clearFilters}
              />
            </Suspense>
          )}
          {filters.search && (
            <Suspense fallback={null}>
              <MatchingBusinesses
                filters={businessFilters}
                onShowAll={() => showTab('businesses')}
              />
            </Suspense>
          )}
          <ProductGrid
            filters={productFilters}
            inserts={inserts}
            whenEmpty={
              filters.search ? (
                <Suspense fallback={null}>
                  <NoMatches
                    search={filters.search}
                    filters={productFilters}
                    onSearch={searchFor}
                    onClearFilters={clearFilters}
                  />
                </Suspense>
              ) : undefined
            }
          />
        </>
      ) : (
        <Suspense fallback={null}>
          <BusinessList filters={businessFilters} />
        </Suspense>
      )}
    </Stack>
  );
}
