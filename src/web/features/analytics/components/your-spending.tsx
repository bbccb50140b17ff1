import { Box, Card, Group, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatCountOf, formatNaira } from '#shared/format.ts';
import type { Metrics } from '#shared/schemas/analytics.ts';
import { api } from '#web/lib/api-client.ts';
import { formatDate } from '#shared/dates.ts';

/** What counts as spending: orders paid for and not turned down or sent back. */
const KEPT = 'PENDING,ACCEPTED,SHIPPED,DELIVERED,RECEIVED';
const BAR_HEIGHT = 48;

/** A shopper's own spending over the last 12 months, month by month (customer metrics, decision 025). */
export function YourSpending({ customerId }: { customerId: string }) {
  const spending = useQuery({
    queryKey: ['analytics', 'spending', customerId],
    queryFn: async ({ signal }) =>
      (
        await api.get<Metrics>(
          '/orders/metrics',
          {
            byValueType: 'CUSTOMER',
            byValue: customerId,
            durationType: 'MONTH',
            duration: 12,
            orderStatus: KEPT,
          },
          signal,
        )
      ).data,
  });
  if (spending.isPending) return <Skeleton h={132} radius="lg" />;
  // Figures are a bonus on this screen: without them the orders still show.
  if (!spending.data || spending.data.totals.orders === 0) return null;
  const { buckets, totals } = spending.data;
  const top = Math.max(...buckets.map((b) => b.value), 1);
  return (
    <Card withBorder radius="lg" p="md" component="section" aria-labelledby="spending-title">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={0}>
          <Title order={2} fz="md" id="spending-title">
            Your spending
          </Title>
          <Text size="sm" c="dimmed">
            Last 12 months, {formatCountOf(totals.orders, 'order')}
          </Text>
          <Text fz={22} fw={700} c="navy.9">
            {formatNaira(totals.value)}
          </Text>
        </Stack>
        <Group
          gap={3}
          align="flex-end"
          h={BAR_HEIGHT}
          aria-hidden
          style={{ flex: '1 1 160px' }}
          maw={320}
        >
          {buckets.map((b) => (
            <Tooltip
              key={b.start}
              label={`${formatDate(b.start, 'month', 'lagos')}: ${formatNaira(b.value)}`}
            >
              <Box
                style={{ flex: 1, borderRadius: 3 }}
                h={Math.max(3, Math.round((b.value / top) * BAR_HEIGHT))}
                bg={b.value > 0 ? 'navy.6' : 'gray.3'}
              />
            </Tooltip>
          ))}
        </Group>
      </Group>
    </Card>
  );
}
