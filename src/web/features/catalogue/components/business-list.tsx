import { Button, Center, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { EmptyState } from '#web/components/empty-state.tsx';
import { useBusinesses, type BusinessFilters } from '../api/businesses.ts';
import { BusinessCard } from './business-card.tsx';
import classes from '#web/components/cards.module.css';

export function BusinessList({ filters }: { filters: BusinessFilters }) {
  const query = useBusinesses(filters);
  if (query.isPending) {
    return (
      <div className={classes.businessGrid} aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} h={96} radius="md" />
        ))}
      </div>
    );
  }
  if (query.isError) return <Text>We could not load businesses.</Text>;
  const businesses = query.data.pages.flatMap((p) => p.results);
  if (businesses.length === 0) {
    return (
      <EmptyState icon={<IconBuildingStore size={24} />} title="No businesses found">
        Try another search or state.
      </EmptyState>
    );
  }
  return (
    <Stack gap="md">
      <div className={classes.businessGrid}>
        {businesses.map((b) => (
          <BusinessCard key={b._id} business={b} />
        ))}
      </div>
      {query.hasNextPage && (
        <Center>
          {query.isFetchingNextPage ? (
            <Loader size="sm" />
          ) : (
            <Button variant="light" onClick={() => query.fetchNextPage()}>
              Show more businesses
            </Button>
          )}
        </Center>
      )}
    </Stack>
  );
}
