import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AccountSummary } from '#shared/schemas/accounts.ts';

/** Who the person is and what stores they own; opens their account screen. */
export function AccountCard({ account }: { account: AccountSummary }) {
  return (
    <Card withBorder radius="md" p="md" component={Link} to={`/console/accounts/${account.id}`}>
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600}>{account.name}</Text>
          <Text size="sm" c="dimmed">
            @{account.handle}
          </Text>
          {account.suspended && (
            <Badge color="red" variant="light">
              Suspended
            </Badge>
          )}
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {account.email} · {account.phone}
        </Text>
        {account.stores.length > 0 && (
          <Text size="sm" c="dimmed">
            Stores: {account.stores.map((s) => s.name).join(', ')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
