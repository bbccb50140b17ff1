import { Button, Center, Loader, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { EmptyState } from '#web/components/empty-state.tsx';
import { useBusinesses, type BusinessFilters } from '../api/businesses.ts';
import { BusinessCard } from './business-card.tsx';

export function BusinessList({ filters }: { filters: BusinessFilters }) {
  const query = useBusinesses(filters);
  if (query.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} h={96} radius="md" />
        ))}
      </SimpleGrid>
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
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {businesses.map((b) => (
          <BusinessCard key={b._id} business={b} />
        ))}
      </SimpleGrid>
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
