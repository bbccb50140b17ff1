import { Group, Stack, Text, Title } from '@mantine/core';
import { ArrowUpRightIcon } from '#web/components/icons/arrow-up-right.tsx';
import { formatDate } from '#shared/dates.ts';
import { formatNaira } from '#shared/format.ts';
import type { WithdrawalStatus } from '#shared/schemas/withdrawals.ts';
import { Panel, Tag } from '#web/components/plain.tsx';
import { noResults, QueryState } from '#web/components/query-state.tsx';
import { ShowMore } from '#web/components/show-more.tsx';
import { useBusinessWithdrawals } from '../api/withdrawals.ts';

/** A withdrawal's status in words. */
const STATUS_LABELS: Record<WithdrawalStatus, string> = {
  PENDING: 'Pending',
  SUCCESS: 'Successful',
  FAILED: 'Failed',
  REVERSED: 'Reversed',
};
/** Dark enough for white badge text to pass WCAG AA. */
const STATUS_COLOURS: Record<WithdrawalStatus, string> = {
  PENDING: 'indigo.9',
  SUCCESS: 'teal.9',
  FAILED: 'red.9',
  REVERSED: 'gray.7',
};

/** A business's withdrawals (requested and automatic), newest first; "Load more" appends. */
export function WithdrawalList({ userId, businessId }: { userId: string; businessId: string }) {
  const query = useBusinessWithdrawals(userId, businessId);
  const withdrawals = query.data?.pages.flatMap((p) => p.results) ?? [];
  return (
    <Stack gap="sm" component="section" aria-label="Withdrawals">
      <Title order={2} fz="lg">
        Withdrawals
      </Title>
      <QueryState
        query={query}
        what="the withdrawals"
        rows={3}
        isEmpty={noResults}
        empty={{
          icon: <ArrowUpRightIcon size={24} />,
          title: 'No withdrawals yet',
          children:
            'Money you withdraw, and automatic payouts, show here with their fee and status.',
        }}
      >
        {() => (
          <Stack gap="xs">
            {withdrawals.map((w) => (
              <Panel key={w._id} as="div" padding="sm" radius="md">
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={700}>{formatNaira(w.amount)}</Text>
                    <Text size="xs" c="dimmed">
                      Fee {formatNaira(w.fee)} · {w.bankName} •••• {w.last4}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDate(w.createdAt, 'dateTime')}
                    </Text>
                  </Stack>
                  <Tag size="md" color={STATUS_COLOURS[w.status]}>
                    {STATUS_LABELS[w.status]}
                  </Tag>
                </Group>
              </Panel>
            ))}
            <ShowMore query={query} label="Load more" />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
