import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { formatDate } from '#shared/dates.ts';
import { DISPUTE_REASON_NAMES } from '#shared/disputes.ts';
import { formatNaira } from '#shared/format.ts';
import { orderNumber } from '#shared/order-flow.ts';
import { deferred } from '#web/components/deferred.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { NotFound } from '#web/components/not-found.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useConsoleDispute } from '#web/features/console/api/disputes.ts';
import { AuditEntryCard } from '#web/features/console/components/audit-entry.tsx';
import { DisputeThread } from '#web/features/disputes/components/dispute-thread.tsx';
import { isNotFound } from '#web/lib/api-client.ts';

// The decision's form (its radios and fields) comes after the screen shows.
const DisputeDecisionForm = deferred(() =>
  import('#web/features/console/components/dispute-decision-form.tsx').then(
    (m) => m.DisputeDecisionForm,
  ),
);

const STATUS_WORDS: Record<string, string> = {
  PENDING: 'Placed',
  ACCEPTED: 'Accepted by the store',
  SHIPPED: 'Shipped',
  DELIVERED: 'Marked delivered',
  RECEIVED: 'Received',
  REJECTED: 'Turned down',
  RETURNED: 'Sent back',
  RETURN_CONFIRMED: 'Return confirmed',
};

/** One dispute: both sides' messages, the order and its timeline, and finance's decision. */
export default function ConsoleDisputeScreen() {
  useDocumentTitle('Dispute | Oja console');
  const { id = '' } = useParams();
  const detail = useConsoleDispute(id);
  if (detail.isError && isNotFound(detail.error)) return <NotFound what="dispute" />;
  if (detail.isPending) return <Skeleton h={320} radius="md" maw={900} />;
  if (detail.isError) return <LoadError what="the dispute" onRetry={() => detail.refetch()} />;
  const { dispute, order, refundableInPart, history } = detail.data;
  return (
    <Stack gap="lg" maw={900}>
      <Anchor component={Link} to="/console/disputes" size="sm">
        ← All disputes
      </Anchor>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 22, sm: 28 }}>
          {DISPUTE_REASON_NAMES[dispute.reason]}
        </Title>
        <Text c="dimmed">
          Order {orderNumber(order._id)} · {order.customer.name} bought from {order.business.name} ·{' '}
          {formatNaira(order.totalAmount)}
        </Text>
      </Stack>
      <Card withBorder radius="md" p="md">
        <Stack gap={6}>
          {order.products.map((p, i) => (
            <Group key={`${p.product.name}-${i}`} justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" style={{ minWidth: 0 }}>
                {p.quantity} × {p.product.name}
              </Text>
              <Text size="sm">{formatNaira(p.totalPrice)}</Text>
            </Group>
          ))}
          <Text size="sm" c="dimmed">
            Delivery {formatNaira(order.deliveryFee)}
            {order.points > 0 ? ` · ${order.points} paid in points` : ''}
          </Text>
          <Text size="sm" c="dimmed">
            {order.history
              .map((h) => `${STATUS_WORDS[h.status] ?? h.status} ${formatDate(h.at, 'dateTime')}`)
              .join(' → ')}
          </Text>
        </Stack>
      </Card>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          What each side says
        </Title>
        <DisputeThread messages={dispute.messages} reader="OJA" />
      </Stack>
      {dispute.status === 'OPEN' ? (
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Decide
          </Title>
          <Suspense fallback={<Skeleton h={160} radius="md" />}>
            <DisputeDecisionForm
              disputeId={dispute._id}
              total={order.totalAmount}
              refundableInPart={refundableInPart}
            />
          </Suspense>
        </Stack>
      ) : (
        <Text fw={600}>
          {dispute.outcome === 'RELEASE'
            ? 'Decided: the seller was paid.'
            : `Decided: ${formatNaira(dispute.refunded)} went back to the buyer.`}
        </Text>
      )}
      {history.length > 0 && (
        <Stack gap="sm">
          <Title order={2} fz="lg">
            What staff did
          </Title>
          {history.map((entry) => (
            <AuditEntryCard key={entry.id} entry={entry} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
