import {
  Avatar,
  Button,
  Card,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatCountOf } from '#shared/format.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { useBusinesses, type BusinessFilters } from '../api/businesses.ts';

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
          <Card
            key={b._id}
            component={Link}
            to={`/store/${b.handle}`}
            withBorder
            radius="md"
            style={{ textDecoration: 'none' }}
          >
            <Group wrap="nowrap" align="flex-start">
              <Avatar src={b.logo} alt="" size={56} radius="md" />
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={700} c="dark.7" truncate>
                  {b.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {[b.address.city, b.address.state].filter(Boolean).join(', ')} ·{' '}
                  {formatCountOf(b.followers, 'follower')}
                </Text>
                <Text size="sm" c="dark.6" lineClamp={2}>
                  {b.description}
                </Text>
              </Stack>
            </Group>
          </Card>
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
