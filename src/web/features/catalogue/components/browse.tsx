import { Button, Group, Stack, Title } from '@mantine/core';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { SearchBox } from '#web/components/search-field.tsx';
import { browseState } from '../browse-state.ts';
import { BusinessList } from './business-list.tsx';
import { CatalogueFilters, type CatalogueFilterValues } from './catalogue-filters.tsx';
import { MatchingBusinesses } from './matching-businesses.tsx';
import { ProductGrid } from './product-grid.tsx';

/**
 * Products and businesses with search, state and category filters kept in the address bar;
 * `searchBox` is the search box to use (one that suggests, from the screen).
 */
export function BrowseCatalogue({ title, searchBox }: { title: string; searchBox?: SearchBox }) {
  const [params, setParams] = useSearchParams();
  const { filters, tab, businessFilters, productFilters } = browseState(params);
  const showTab = useCallback(
    (value: 'products' | 'businesses') =>
      setParams((current) => {
        const p = new URLSearchParams(current);
        p.set('tab', value);
        return p;
      }),
    [setParams],
  );
  const update = useCallback(
    (next: CatalogueFilterValues) =>
      setParams(
        (current) => {
          const p = new URLSearchParams(current);
          for (const [key, value] of [
            ['q', next.search],
            ['state', next.state],
            ['category', next.category],
          ] as const) {
            if (value) p.set(key, value);
            else p.delete(key);
          }
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );

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
            <MatchingBusinesses filters={businessFilters} onShowAll={() => showTab('businesses')} />
          )}
          <ProductGrid filters={productFilters} />
        </>
      ) : (
        <BusinessList filters={businessFilters} />
      )}
    </Stack>
  );
}
