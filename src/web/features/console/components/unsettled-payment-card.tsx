import { Button, Group, Stack, Text } from '@mantine/core';
import type { PaymentType } from '#shared/constants.ts';
import { formatDate } from '#shared/dates.ts';
import { formatNaira } from '#shared/format.ts';
import type { UnsettledPayment } from '#shared/schemas/unsettled-payments.ts';
import { Panel, Tag } from '#web/components/plain.tsx';
import { useCheckPayment } from '../api/payments.ts';

const WHAT: Record<PaymentType, string> = {
  ORDER_PAYMENT: 'an order',
  WALLET_FUNDING: 'a wallet top-up',
  SUPER_LIKE: 'a super-like',
  GIFT: 'a gift',
  PLAN_SUBSCRIPTION: 'a plan',
  CREATOR_SUBSCRIPTION: 'a creator subscription',
  THEME: 'a store theme',
  VERIFICATION_BADGE: 'a verification badge',
  AD: 'an ad',
};

const STATUS_WORDS: Record<UnsettledPayment['status'], string> = {
  PENDING: 'Waiting for Paystack',
  SUCCESS: 'Paid',
  FAILED: 'Given up: what it held went back',
  CANCELLED: 'Cancelled by the payer',
  REVERSED: 'Paid late: to the wallet',
};

/** A card payment Paystack has not answered for good, and asking it now. */
export function UnsettledPaymentCard({ p }: { p: UnsettledPayment }) {
  const check = useCheckPayment();
  return (
    <Panel as="div" padding="md" radius="md">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600}>
            {formatNaira(p.amount)} for {WHAT[p.type]}
          </Text>
          <Tag size="sm" color={p.pastReconciliation ? 'red.9' : 'gray.7'}>
            {p.pastReconciliation ? 'No longer asked' : STATUS_WORDS[p.status]}
          </Tag>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          From {p.payer.name} ({p.payer.email}) · {p.reference}
        </Text>
        <Text size="sm" c="dimmed">
          Started {formatDate(p.createdAt, 'dateTime')}
          {p.lastCheckedAt
            ? ` · Paystack last asked ${formatDate(p.lastCheckedAt, 'dateTime')}`
            : ''}
          {p.pastReconciliation ? ' · over a day old, so only staff settle it now' : ''}
        </Text>
        <Button
          size="sm"
          variant="light"
          w="fit-content"
          loading={check.isPending}
          onClick={() => check.mutate(p._id)}
        >
          Ask Paystack now
        </Button>
      </Stack>
    </Panel>
  );
}
