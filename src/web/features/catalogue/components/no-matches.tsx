import { Anchor, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatCountOf } from '#shared/format.ts';
import { searchHelpQuery } from '../api/product-search.ts';
import type { ProductFilters } from '../api/products.ts';
import { ProductCard } from './product-card.tsx';
import classes from '#web/components/cards.module.css';

/**
 * What a search that found nothing shows instead of an empty page: the words respelt, the
 * matches its filters hid, and what sells in the category it was probably after.
 */
export function NoMatches({
  search,
  filters,
  onSearch,
  onClearFilters,
}: {
  search: string;
  filters: ProductFilters;
  onSearch: (text: string) => void;
  onClearFilters: () => void;
}) {
  const help = useQuery(searchHelpQuery(filters));
  return (
    <Stack gap="md">
      <Stack gap={6} align="center" ta="center" py="md">
        <Title order={2} size="h4">
          No products match “{search}”
        </Title>
        {help.isPending && (
          <Skeleton h={16} w={240} role="status" aria-label="Looking for similar products" />
        )}
        {help.isError && (
          <>
            <Text size="sm" c="dimmed">
              Try another search or remove a filter.
            </Text>
            <Button variant="light" size="xs" onClick={() => help.refetch()}>
              Try again
            </Button>
          </>
        )}
        {help.data?.didYouMean && (
          <Text>
            Did you mean{' '}
            <Anchor
              component="button"
              type="button"
              fw={700}
              fz="inherit"
              onClick={() => onSearch(help.data.didYouMean!)}
            >
              {help.data.didYouMean}
            </Anchor>
            ?
          </Text>
        )}
        {help.data && help.data.withoutFilters > 0 && (
          <Text size="sm">
            {formatCountOf(help.data.withoutFilters, 'product')}{' '}
            {help.data.withoutFilters === 1 ? 'matches' : 'match'} without your filters{' '}
            <Button variant="light" size="compact-sm" ml={4} onClick={onClearFilters}>
              Show them
            </Button>
          </Text>
        )}
        {help.data && !help.data.didYouMean && help.data.withoutFilters === 0 && (
          <Text size="sm" c="dimmed">
            Try fewer or other words.
          </Text>
        )}
      </Stack>
      {help.data && help.data.popular.products.length > 0 && (
        <Stack gap="sm">
          <Title order={3} size="h5">
            {help.data.popular.category
              ? `Popular in ${help.data.popular.category.name}`
              : 'Popular on Oja'}
          </Title>
          <div className={classes.productGrid}>
            {help.data.popular.products.map((p) => (
              <ProductCard key={p._id} product={p} />
            ))}
          </div>
        </Stack>
      )}
    </Stack>
  );
}
