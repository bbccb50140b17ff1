import { Text, Timeline } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { AUTO_RECEIVE_AFTER_DAYS, type OrderStatus } from '#shared/order-flow.ts';
import type { Order } from '#shared/schemas/orders.ts';
import { formatDate } from '#shared/dates.ts';
import { STATUS_STEP } from './order-display.ts';

const FORWARD: OrderStatus[] = ['PENDING', 'ACCEPTED', 'SHIPPED', 'DELIVERED', 'RECEIVED'];

const UPCOMING: Partial<Record<OrderStatus, string>> = {
  ACCEPTED: 'Accept the order to start',
  SHIPPED: 'Ship it once it is packed',
  DELIVERED: 'Mark it delivered when it reaches the customer',
  RECEIVED: `The customer confirms receipt, or it is confirmed for them ${AUTO_RECEIVE_AFTER_DAYS} days after delivery. Your payment is released then.`,
};

/** The steps the order went through, with when, followed by the steps still ahead. */
export function OrderTimeline({
  order,
}: {
  order: Pick<Order, 'status' | 'history' | 'createdAt'>;
}) {
  const done = order.history.length
    ? order.history
    : [{ status: 'PENDING' as const, at: order.createdAt }];
  const at = FORWARD.indexOf(order.status);
  const ahead = at >= 0 ? FORWARD.slice(at + 1) : [];
  const failed = order.status === 'REJECTED';

  return (
    <Timeline
      active={done.length - 1}
      bulletSize={22}
      lineWidth={2}
      color={failed ? 'red.9' : 'navy.8'}
    >
      {done.map((step, i) => (
        <Timeline.Item
          key={`${step.status}-${i}`}
          title={STATUS_STEP[step.status]}
          bullet={step.status === 'REJECTED' ? <IconX size={13} /> : <IconCheck size={13} />}
        >
          <Text size="xs" c="dimmed">
            {formatDate(step.at, 'dateTime')}
          </Text>
        </Timeline.Item>
      ))}
      {ahead.map((status) => (
        <Timeline.Item key={status} title={STATUS_STEP[status]} lineVariant="dashed">
          <Text size="xs" c="dimmed">
            {UPCOMING[status] ?? 'Next'}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
