import { Alert, Card, Divider, Skeleton, Stack, Text } from '@mantine/core';
import { IconHourglassLow } from '@tabler/icons-react';
import { formatDate } from '#shared/dates.ts';
import { formatNaira, formatNumber, formatPoints } from '#shared/format.ts';
import { POINT_VALUE_NAIRA } from '#shared/rewards.ts';
import type { PointsSummary } from '#shared/schemas/rewards.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { usePointsSummary } from '../api/points-summary.ts';
import { usePendingOrderCount } from '../api/reward-entries.ts';

/** Why the pending points are not spendable yet, with how many orders they come from. */
function PendingNote({ pending }: { pending: number }) {
  const orders = usePendingOrderCount(pending > 0);
  if (pending === 0)
    return (
      <Text size="sm" c="dimmed">
        Points from orders you have paid for wait here until you confirm you received them.
      </Text>
    );
  const from =
    orders.data === undefined
      ? 'from orders on their way'
      : `from ${orders.data === 1 ? 'one order' : `${formatNumber(orders.data)} orders`} on their way`;
  return (
    <Text size="sm" c="dimmed">
      {from}: they become yours when you confirm you received them.
    </Text>
  );
}

function Points({ summary }: { summary: PointsSummary }) {
  const { available, pending, expiringSoon, lifetime } = summary;
  return (
    <Stack gap="md">
      <Stack gap={2} role="group" aria-label="Available points">
        <Text size="sm" c="dimmed">
          Available to spend
        </Text>
        <Text fz={32} fw={700} c="navy.9" lh={1.2}>
          {formatPoints(available)}
        </Text>
        <Text size="sm" fw={600}>
          = {formatNaira(available * POINT_VALUE_NAIRA)} to spend
        </Text>
      </Stack>
      {expiringSoon && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconHourglassLow size={18} />}
          title="Ending soon"
          styles={{ title: { color: 'var(--mantine-color-gray-9)' } }}
        >
          {formatPoints(expiringSoon.points)} end on {formatDate(expiringSoon.on)}: use them first.
        </Alert>
      )}
      <Divider />
      <Stack gap={2} role="group" aria-label="Pending points">
        <Text size="sm" c="dimmed">
          Pending
        </Text>
        <Text fz={20} fw={700} c="navy.9">
          {formatPoints(pending)}
        </Text>
        <PendingNote pending={pending} />
      </Stack>
      {lifetime > 0 && (
        <Text size="xs" c="dimmed">
          {formatPoints(lifetime)} earned since you joined.
        </Text>
      )}
    </Stack>
  );
}

/** The user's points: to spend now (and what they are worth), on their way and ending soon. */
export function PointsCard() {
  const summary = usePointsSummary();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label="Your points">
      {summary.isPending ? (
        <Stack gap="sm" role="status" aria-label="Loading your points">
          <Skeleton h={20} w={140} />
          <Skeleton h={40} w={220} />
          <Skeleton h={20} w={180} />
          <Skeleton h={56} mt="sm" />
        </Stack>
      ) : summary.isError ? (
        <LoadError what="your points" onRetry={() => summary.refetch()} />
      ) : (
        <Points summary={summary.data} />
      )}
    </Card>
  );
}
