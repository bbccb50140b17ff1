import { Button, Center, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { ShoppingBagIcon } from '#web/components/icons/shopping-bag.tsx';
import { useEffect, useRef, type ReactNode } from 'react';
import { LIST_WINDOW, SEARCH_WINDOW } from '#shared/constants.ts';
import { formatCountUpTo } from '#shared/format.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { savingFilters, useProducts, type ProductFilters } from '../api/products.ts';
import { ProductCard } from './product-card.tsx';
import classes from '#web/components/cards.module.css';
import { useDataSaver } from '#web/lib/data-saver.ts';

/** The cards a phone shows on its first screen (two rows of two): their pictures come first. */
const FIRST_SCREEN = 4;

/** Where cards placed among the products go: the first after two products, the next after four. */
const INSERTS_AFTER = [2, 4];

/**
 * Cards placed among the first products (sponsored ones, from the screen), the same size as
 * theirs; while `pending`, the grid waits for them rather than jump when they come.
 */
export type GridInserts = { cards: ReactNode[]; pending: boolean };

/** The products' cards with the inserted ones among them (after the last, in a short list). */
function withInserts(products: ReactNode[], inserts: ReactNode[]): ReactNode[] {
  const all = [...products];
  // From the last position back, so the earlier positions still count products only.
  for (let i = Math.min(inserts.length, INSERTS_AFTER.length) - 1; i >= 0; i--) {
    all.splice(Math.min(INSERTS_AFTER[i]!, products.length), 0, inserts[i]);
  }
  return all;
}

/** Products for a filter set; scrolling to the end fetches the next page and appends it. */
export function ProductGrid({
  filters,
  empty,
  whenEmpty,
  leads = true,
  inserts,
}: {
  filters: ProductFilters;
  empty?: string;
  /** Shown instead of the plain empty state when nothing matched (a search's ways on). */
  whenEmpty?: ReactNode;
  /** Whether the first cards' pictures lead the page (false below a banner that leads it). */
  leads?: boolean;
  inserts?: GridInserts;
}) {
  const query = useProducts(savingFilters(filters, useDataSaver()));
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries[0]?.isIntersecting && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '400px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending || inserts?.pending) {
    return (
      <div className={classes.productGrid} aria-busy="true">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} h={240} radius="md" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <Center py="xl">
        <Stack align="center" gap="xs">
          <Text>We could not load products.</Text>
          <Button variant="light" onClick={() => query.refetch()}>
            Try again
          </Button>
        </Stack>
      </Center>
    );
  }
  const products = query.data.pages.flatMap((p) => p.results);
  const total = query.data.pages[0]!.totalRecords;
  if (products.length === 0) {
    if (whenEmpty) return whenEmpty;
    return (
      <EmptyState icon={<ShoppingBagIcon size={24} />} title="No products found">
        {empty ?? 'Try another search or remove a filter.'}
      </EmptyState>
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {formatCountUpTo(total, filters.productSearch ? SEARCH_WINDOW : LIST_WINDOW, 'product')}
      </Text>
      <div className={classes.productGrid}>
        {withInserts(
          products.map((p, i) => (
            <ProductCard
              key={p._id}
              product={p}
              load={i >= FIRST_SCREEN ? 'lazy' : leads ? 'lead' : 'eager'}
              search={filters.productBusinessId ? undefined : filters.productSearch}
            />
          )),
          inserts?.cards ?? [],
        )}
      </div>
      <div ref={sentinel} />
      {hasNextPage && (
        <Center>
          {isFetchingNextPage ? (
            <Loader size="sm" role="status" aria-label="Loading more products" />
          ) : (
            <Button variant="light" onClick={() => fetchNextPage()}>
              Show more
            </Button>
          )}
        </Center>
      )}
    </Stack>
  );
}
