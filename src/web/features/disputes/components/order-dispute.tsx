import { Button, Group, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { formatDate } from '#shared/dates.ts';
import {
  DISPUTE_REASON_NAMES,
  DISPUTE_REASONS,
  disputeOpensAt,
  type DisputeReason,
} from '#shared/disputes.ts';
import { formatNaira } from '#shared/format.ts';
import type { Dispute } from '#shared/schemas/disputes.ts';
import type { Order } from '#shared/schemas/orders.ts';
import { Panel, Tag } from '#web/components/plain.tsx';
import { fieldMessage, otherMessages } from '#web/lib/error-messages.ts';
import { useNow } from '#web/lib/use-now.ts';
import { useDispute, useDisputeWrite } from '../api/dispute.ts';
import { DisputeThread } from './dispute-thread.tsx';

type Side = 'BUYER' | 'SELLER';

/** The buyer's form: what went wrong and what happened. */
function OpenForm({ orderId, onCancel }: { orderId: string; onCancel: () => void }) {
  const send = useDisputeWrite(orderId);
  const [reason, setReason] = useState<DisputeReason | null>(null);
  const [message, setMessage] = useState('');
  const error = send.isError ? send.error : null;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send.mutate({ reason: reason ?? ('' as DisputeReason), message });
      }}
    >
      <Stack gap="sm">
        <Radio.Group
          label="What went wrong?"
          value={reason}
          onChange={(v) => setReason(v as DisputeReason)}
          error={error ? fieldMessage(error, 'reason') : undefined}
        >
          <Stack gap={8} mt={6}>
            {DISPUTE_REASONS.map((r) => (
              <Radio key={r} value={r} label={DISPUTE_REASON_NAMES[r]} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label="What happened"
          description="The seller reads this too. Oja decides within 3 days."
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          error={error ? fieldMessage(error, 'message') : undefined}
          autosize
          minRows={3}
          maxLength={2000}
        />
        {error && otherMessages(error, ['reason', 'message']) && (
          <Text size="sm" c="red.7" role="alert">
            {otherMessages(error, ['reason', 'message'])}
          </Text>
        )}
        <Group gap="sm">
          <Button type="submit" color="red" loading={send.isPending}>
            Open dispute
          </Button>
          <Button variant="subtle" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Reply({ orderId }: { orderId: string }) {
  const send = useDisputeWrite(orderId);
  const [text, setText] = useState('');
  const error = send.isError ? send.error : null;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send.mutate({ text }, { onSuccess: () => setText('') });
      }}
    >
      <Stack gap="xs">
        <Textarea
          label="Add to the dispute"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={
            error ? (fieldMessage(error, 'text') ?? otherMessages(error, ['text'])) : undefined
          }
          autosize
          minRows={2}
          maxLength={2000}
        />
        <Button type="submit" variant="light" loading={send.isPending} w="fit-content">
          Send
        </Button>
      </Stack>
    </form>
  );
}

function Decided({ dispute, side }: { dispute: Dispute; side: Side }) {
  const refunded = formatNaira(dispute.refunded);
  const words =
    dispute.outcome === 'RELEASE'
      ? side === 'SELLER'
        ? 'Oja paid you for this order.'
        : 'Oja paid the seller for this order.'
      : side === 'SELLER'
        ? `Oja refunded ${refunded} to the buyer; you were paid the rest.`
        : `Oja refunded ${refunded} to your Oja wallet.`;
  return (
    <Text size="sm" fw={600}>
      {words}
    </Text>
  );
}

/**
 * An order's dispute for its buyer or seller: the way to open one when the order is late or
 * arrived wrong (buyer), then both sides' messages, a reply, and Oja's decision.
 */
export function OrderDispute({ order, side }: { order: Order; side: Side }) {
  const dispute = useDispute(order._id);
  const [opening, setOpening] = useState(false);
  const now = useNow();
  if (!order.transaction.paid || dispute.isPending || dispute.isError) return null;
  const d = dispute.data;
  if (!d) {
    if (side !== 'BUYER') return null;
    const opensAt = disputeOpensAt(order);
    if (!opensAt) return null;
    if (opensAt.getTime() > now)
      return (
        <Text size="sm" c="dimmed">
          If it has not arrived by {formatDate(opensAt, 'date')}, you can ask Oja to step in here.
        </Text>
      );
    return (
      <Panel>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Something wrong with this order?
          </Title>
          {opening ? (
            <OpenForm orderId={order._id} onCancel={() => setOpening(false)} />
          ) : (
            <>
              <Text size="sm" c="dimmed">
                Oja holds the money until it is settled. Open a dispute and we decide within 3 days:
                the seller is paid, or you get some or all of it back.
              </Text>
              <Button variant="light" color="red" w="fit-content" onClick={() => setOpening(true)}>
                Open a dispute
              </Button>
            </>
          )}
        </Stack>
      </Panel>
    );
  }
  return (
    <Panel>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="lg">
            Dispute
          </Title>
          <Tag size="sm" color={d.status === 'OPEN' ? 'red.9' : 'navy.7'}>
            {d.status === 'OPEN' ? 'Oja is deciding' : 'Decided'}
          </Tag>
        </Group>
        <Text size="sm" c="dimmed">
          {DISPUTE_REASON_NAMES[d.reason]} · opened {formatDate(d.openedAt, 'date')}
        </Text>
        {d.status === 'DECIDED' && <Decided dispute={d} side={side} />}
        <DisputeThread messages={d.messages} reader={side} />
        {d.status === 'OPEN' && <Reply orderId={order._id} />}
      </Stack>
    </Panel>
  );
}
