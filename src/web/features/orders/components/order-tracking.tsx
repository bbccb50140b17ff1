import { Text, Timeline } from '@mantine/core';
import { IconCheck, IconCircleDashed, IconX } from '@tabler/icons-react';
import { formatDate } from '#shared/dates.ts';
import type { Order } from '#shared/schemas/orders.ts';
import { BRANCH_STEPS, TRACKING_STEPS } from '../status.ts';

/**
 * Where the order is: each status it reached with its time, then the steps still ahead. An order
 * that was rejected or returned ends on that branch instead.
 */
export function OrderTracking({ order }: { order: Pick<Order, 'history' | 'status'> }) {
  const reached = new Map(order.history.map((h) => [h.status, h.at]));
  const branch = BRANCH_STEPS[order.status];
  const forward = TRACKING_STEPS.filter((s) => !branch || reached.has(s.status));
  const steps = [
    ...forward.map((s) => ({ ...s, at: reached.get(s.status) ?? null, bad: false })),
    ...Object.entries(BRANCH_STEPS)
      .filter(([status]) => reached.has(status as Order['status']))
      .map(([status, s]) => ({
        status,
        ...s!,
        at: reached.get(status as Order['status']) ?? null,
        bad: status === 'REJECTED',
      })),
  ];
  const active = steps.reduce((last, s, i) => (s.at ? i : last), 0);

  return (
    <Timeline active={active} bulletSize={24} lineWidth={2} color="teal.9">
      {steps.map((s) => (
        <Timeline.Item
          key={s.status}
          title={s.title}
          color={s.bad ? 'red.8' : undefined}
          bullet={
            s.at ? (
              s.bad ? (
                <IconX size={14} />
              ) : (
                <IconCheck size={14} />
              )
            ) : (
              <IconCircleDashed size={14} />
            )
          }
        >
          {s.at && (
            <>
              <Text size="xs" c="dimmed">
                {formatDate(s.at, 'dayTime')}
              </Text>
              <Text size="sm" mt={2}>
                {s.hint}
              </Text>
            </>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
