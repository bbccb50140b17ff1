import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatCountOf } from '#shared/format.ts';
import { useBusinesses, type BusinessFilters } from '../api/businesses.ts';
import { MATCHING_BUSINESSES_SHOWN as SHOWN } from '../matching-shown.ts';
import { BusinessCard } from './business-card.tsx';
import classes from '#web/components/cards.module.css';

/**
 * The stores a search matches, above its products: someone typing a store's name ("Chidi")
 * is looking for that store first. Nothing shows when no store matches.
 */
export function MatchingBusinesses({
  filters,
  onShowAll,
}: {
  filters: BusinessFilters;
  onShowAll: () => void;
}) {
  const query = useBusinesses({ ...filters, limit: SHOWN });
  if (query.isPending) {
    return (
      <div className={classes.businessGrid} aria-busy="true">
        <Skeleton h={96} radius="md" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Text size="sm" c="dimmed">
        We could not look for matching stores.
      </Text>
    );
  }
  const first = query.data.pages[0]!;
  if (first.results.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label="Matching stores">
      <Group justify="space-between" align="baseline" wrap="nowrap">
        <Title order={2} fz="md">
          Stores
        </Title>
        {first.totalRecords > SHOWN && (
          <Anchor component="button" type="button" size="sm" fw={600} onClick={onShowAll}>
            See all {formatCountOf(first.totalRecords, 'store')}
          </Anchor>
        )}
      </Group>
      <div className={classes.businessGrid}>
        {first.results.map((b) => (
          <BusinessCard key={b._id} business={b} />
        ))}
      </div>
    </Stack>
  );
}
