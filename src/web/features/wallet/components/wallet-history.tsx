import { Group, Paper, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { PAYMENT_STATUSES, type PaymentStatus } from '#shared/constants.ts';
import { formatDate, isoDay } from '#shared/dates.ts';
import { formatNaira } from '#shared/format.ts';
import { noResults, QueryState } from '#web/components/query-state.tsx';
import { ShowMore } from '#web/components/show-more.tsx';
import { useWalletHistory } from '../api/wallet-history.ts';

/** The UI's words for payment statuses. */
const STATUS_LABELS: Record<PaymentStatus, string> = {
  PENDING: 'Pending',
  FAILED: 'Failed',
  RECIEVED: 'Received',
  SUCCESS: 'Success',
  REVERSED: 'Reversed',
};
const STATUS_COLOURS: Record<PaymentStatus, string> = {
  PENDING: 'indigo.9',
  FAILED: 'red.9',
  RECIEVED: 'teal.9',
  SUCCESS: 'teal.9',
  REVERSED: 'gray.7',
};

/** How far back the history goes, in days ('' for all of it). */
const PERIODS = [
  { value: '', label: 'Any time' },
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 3 months' },
];
/** The last `days` days up to today, as the history's date range. */
function lastDays(days: string) {
  if (!days) return undefined;
  const today = new Date();
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - Number(days) + 1);
  return `${isoDay(from)},${isoDay(today)}`;
}

/** Every movement of the wallet, newest first, with status and date filters; "Show more" appends. */
export function WalletHistory({ userId }: { userId: string }) {
  const [status, setStatus] = useState<PaymentStatus | null>(null);
  const [period, setPeriod] = useState('');
  const range = lastDays(period);
  const query = useWalletHistory(userId, {
    ...(status ? { paymentStatus: status } : {}),
    ...(range ? { paymentDateRange: range } : {}),
  });
  const movements = query.data?.pages.flatMap((p) => p.results) ?? [];

  return (
    <Stack gap="sm" component="section" aria-label="Wallet history">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2} fz="lg">
          History
        </Title>
        <Group gap="xs" wrap="nowrap">
          <NativeSelect
            label="Date"
            w={150}
            data={PERIODS}
            value={period}
            onChange={(e) => setPeriod(e.currentTarget.value)}
          />
          <NativeSelect
            label="Status"
            w={130}
            data={[
              { value: '', label: 'All' },
              ...PAYMENT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
            ]}
            value={status ?? ''}
            onChange={(e) => setStatus((e.currentTarget.value || null) as PaymentStatus | null)}
          />
        </Group>
      </Group>
      <QueryState
        query={query}
        what="your wallet history"
        rows={3}
        isEmpty={noResults}
        empty={{
          icon: <IconReceipt size={24} />,
          title: 'Nothing here yet',
          children:
            status || period
              ? 'No movements match these filters.'
              : 'Fundings, refunds and payments from your wallet show here.',
        }}
      >
        {() => (
          <Stack gap="xs">
            {movements.map((m) => (
              <Paper key={m._id} withBorder radius="md" p="sm">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600}>
                      {m.description}
                    </Text>
                    <Group gap="xs">
                      <Text size="xs" c="dimmed">
                        {formatDate(m.createdAt)}
                      </Text>
                      <Text size="xs" fw={700} c={STATUS_COLOURS[m.status]}>
                        {STATUS_LABELS[m.status]}
                      </Text>
                    </Group>
                  </Stack>
                  <Text
                    fw={700}
                    c={m.direction === 'CREDIT' ? 'teal.9' : 'red.9'}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {m.direction === 'CREDIT' ? '+' : '−'}
                    {formatNaira(m.amount)}
                  </Text>
                </Group>
              </Paper>
            ))}
            <ShowMore query={query} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
