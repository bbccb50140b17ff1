import { Avatar, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatCountOf } from '#shared/format.ts';
import type { Business } from '#shared/schemas/businesses.ts';

/** A business in a list: logo, name, where it is, followers and what it sells; opens its store. */
export function BusinessCard({ business: b }: { business: Business }) {
  return (
    <Card
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
  );
}
