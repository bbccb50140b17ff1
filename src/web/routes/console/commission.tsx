import { Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { formatDate } from '#shared/dates.ts';
import type { CommissionRate } from '#shared/schemas/commission.ts';
import { deferred } from '#web/components/deferred.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useCommission } from '#web/features/console/api/commission.ts';

// The form's code comes after the screen shows.
const CommissionForm = deferred(() =>
  import('#web/features/console/components/commission-form.tsx').then((m) => m.CommissionForm),
);

function RateLine({ rate, when }: { rate: CommissionRate; when: string }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm">{when}</Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {rate.reason ? `${rate.reason} — ${rate.setBy ?? 'Oja staff'}` : 'Oja’s configured rate'}
        </Text>
      </Stack>
      <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
        {rate.percent} %
      </Text>
    </Group>
  );
}

const since = (r: CommissionRate) =>
  r.effectiveFrom ? `From ${formatDate(r.effectiveFrom, 'dateTime')}` : 'From the start';

/** Finance: Oja's commission now, the rates set to start later, the ones before, and a new one. */
export default function ConsoleCommissionScreen() {
  useDocumentTitle('Commission | Oja console');
  const commission = useCommission();
  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Commission
        </Title>
        <Text c="dimmed">
          Oja&apos;s share of each order&apos;s total. An order keeps the rate in force when it was
          placed, so a change never rewrites orders already placed.
        </Text>
      </Stack>
      {commission.isPending && <Skeleton h={160} radius="md" />}
      {commission.isError && (
        <LoadError what="the commission" onRetry={() => commission.refetch()} />
      )}
      {commission.data && (
        <Card withBorder radius="md" p="md">
          <Stack gap="sm">
            <Text fw={600}>Now: {commission.data.current.percent} %</Text>
            <RateLine rate={commission.data.current} when={since(commission.data.current)} />
            {commission.data.scheduled.map((r) => (
              <RateLine
                key={r._id}
                rate={r}
                when={`Starts ${formatDate(r.effectiveFrom!, 'dateTime')}`}
              />
            ))}
            {commission.data.past.map((r) => (
              <RateLine
                key={r._id ?? 'configured'}
                rate={r}
                when={`Before: ${since(r).toLowerCase()}`}
              />
            ))}
          </Stack>
        </Card>
      )}
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Set a new rate
        </Title>
        <Suspense fallback={<Skeleton h={240} radius="md" />}>
          <CommissionForm />
        </Suspense>
      </Stack>
    </Stack>
  );
}
