import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatDate } from '#shared/dates.ts';
import { formatNaira } from '#shared/format.ts';
import type { StaffWithdrawal } from '#shared/schemas/withdrawals.ts';
import { WalletIcon } from '#web/components/icons/wallet.tsx';
import { LightSegments } from '#web/components/light-segments.tsx';
import { QueueList } from '#web/features/console/components/queue-list.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { Panel, Tag } from '#web/components/plain.tsx';
import { useConsoleMe } from '#web/features/console/api/console-me.ts';
import { useUnsettledPayments } from '#web/features/console/api/payments.ts';
import { useReviewQueue } from '#web/features/console/api/reviews.ts';
import { AdjustmentCard } from '#web/features/console/components/adjustment-card.tsx';
import { useCheckWithdrawal, useStaffWithdrawals } from '#web/features/console/api/withdrawals.ts';
import { UnsettledPaymentCard } from '#web/features/console/components/unsettled-payment-card.tsx';

const STATUS = {
  PENDING: { label: 'Waiting on the bank', color: 'red.9' },
  SUCCESS: { label: 'Paid', color: 'teal.9' },
  FAILED: { label: 'Failed: money returned', color: 'gray.7' },
  REVERSED: { label: 'Reversed: money returned', color: 'gray.7' },
} as const;

function WithdrawalCard({ w }: { w: StaffWithdrawal }) {
  const check = useCheckWithdrawal();
  return (
    <Panel as="div" padding="md" radius="md">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600}>{formatNaira(w.amount)}</Text>
          <Tag size="sm" color={STATUS[w.status].color}>
            {STATUS[w.status].label}
          </Tag>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          To {w.bank} · for {w.person}
          {w.store ? ` (${w.store})` : ' (wallet)'}
        </Text>
        <Text size="sm" c="dimmed">
          Asked for {formatDate(w.requestedAt, 'dateTime')}
          {w.status === 'PENDING'
            ? w.sent
              ? w.lastCheckedAt
                ? ` · bank last asked ${formatDate(w.lastCheckedAt, 'dateTime')}`
                : ' · sent to the bank'
              : ' · not yet taken by the bank'
            : w.settledAt
              ? ` · settled ${formatDate(w.settledAt, 'dateTime')}`
              : ''}
        </Text>
        {w.status === 'PENDING' && (
          <Button
            size="sm"
            variant="light"
            w="fit-content"
            loading={check.isPending}
            onClick={() => check.mutate(w._id)}
          >
            Ask the bank now
          </Button>
        )}
      </Stack>
    </Panel>
  );
}

type Show = 'PENDING' | 'FAILED' | 'PAYMENTS' | 'ADJUSTMENTS';

function Withdrawals({ status }: { status: 'PENDING' | 'FAILED' }) {
  const [page, setPage] = useState(1);
  const list = useStaffWithdrawals({ status, page });
  return (
    <QueueList
      query={list}
      what="the withdrawals"
      noun="withdrawal"
      empty={
        status === 'PENDING' ? 'No withdrawal is waiting on the bank' : 'No withdrawal has failed'
      }
      emptyIcon={<WalletIcon size={24} />}
      page={page}
      onPage={setPage}
    >
      {(w) => <WithdrawalCard key={w._id} w={w} />}
    </QueueList>
  );
}

function Payments() {
  const [page, setPage] = useState(1);
  const list = useUnsettledPayments(page);
  return (
    <QueueList
      query={list}
      what="the card payments"
      noun="payment"
      empty="Paystack has answered for every card payment"
      emptyIcon={<WalletIcon size={24} />}
      page={page}
      onPage={setPage}
    >
      {(p) => <UnsettledPaymentCard key={p._id} p={p} />}
    </QueueList>
  );
}

function Adjustments() {
  const [page, setPage] = useState(1);
  const list = useReviewQueue('adjustments', { status: 'PENDING', page });
  const { data: me } = useConsoleMe(true);
  return (
    <QueueList
      query={list}
      what="the adjustments"
      noun="adjustment"
      empty="No adjustment waits for a second approval"
      emptyIcon={<WalletIcon size={24} />}
      page={page}
      onPage={setPage}
    >
      {(a) => <AdjustmentCard key={a._id} a={a} viewerId={me?.userId ?? ''} />}
    </QueueList>
  );
}

/**
 * Finance: withdrawals waiting on the bank or refused by it, and card payments Paystack has not
 * answered for good (the reconciliation asks about both every minute).
 */
export default function ConsoleMoneyScreen() {
  useDocumentTitle('Money | Oja console');
  const [show, setShow] = useState<Show>('PENDING');
  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Money
        </Title>
        <Text c="dimmed">
          Money waiting on the outside. Oja asks the bank about each waiting withdrawal, and
          Paystack about each card payment, every minute; a refused withdrawal's money is back in
          its balance. Ask now when someone is waiting on the phone. Adjustments above the threshold
          wait here for a second finance person.
        </Text>
      </Stack>
      <LightSegments<Show>
        label="Show"
        value={show}
        onChange={setShow}
        options={[
          { value: 'PENDING', label: 'Waiting' },
          { value: 'FAILED', label: 'Failed' },
          { value: 'PAYMENTS', label: 'Card payments' },
          { value: 'ADJUSTMENTS', label: 'Adjustments' },
        ]}
      />
      {show === 'PAYMENTS' ? (
        <Payments />
      ) : show === 'ADJUSTMENTS' ? (
        <Adjustments />
      ) : (
        <Withdrawals key={show} status={show} />
      )}
    </Stack>
  );
}
