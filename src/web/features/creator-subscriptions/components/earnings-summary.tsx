import { Card, SimpleGrid, Text } from '@mantine/core';
import { formatNaira, formatNumber } from '#shared/format.ts';
import type { SubscriptionSummary } from '#shared/schemas/creator-subscriptions.ts';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl">
        {value}
      </Text>
    </Card>
  );
}

/** What subscriptions brought the creator, after Oja's share, and how many fans have access. */
export function EarningsSummary({ summary }: { summary: SubscriptionSummary }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      <Figure label="Subscribers" value={formatNumber(summary.activeSubscribers)} />
      <Figure label="Earned this month" value={formatNaira(summary.earningsThisMonth)} />
      <Figure label="Earned in all" value={formatNaira(summary.earnings)} />
    </SimpleGrid>
  );
}
