import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatDate } from '#shared/dates.ts';
import type { OrderStatus } from '#shared/order-flow.ts';
import type { Order } from '#shared/schemas/orders.ts';
import { LazyModal, preloadModal } from '#web/components/lazy-modal.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useNow } from '#web/lib/use-now.ts';
import { useUpdateOrderStatus } from '../../api/update-order-status.ts';

/** The shopper's moves (docs/order-lifecycle.md), each asked first: what the button says and what the question says. */
const ACTIONS: Partial<
  Record<OrderStatus, { button: string; title: string; body: (o: Order) => string }>
> = {
  RECEIVED: {
    button: 'Confirm received',
    title: 'Confirm you received this order?',
    body: (o) =>
      `Your payment is then released to ${o.business.name}. Only confirm once you have everything in good condition.`,
  },
  RETURNED: {
    button: 'Request a return',
    title: 'Return this order?',
    body: (o) =>
      `${o.business.name} is told you are sending it back. You are refunded to your Oja wallet once they confirm they have it.`,
  },
};

/** Confirm received once delivered, and ask for a return while the return window is open. */
export function ShopperOrderActions({ order }: { order: Order }) {
  const move = useUpdateOrderStatus();
  const [asking, setAsking] = useState<OrderStatus | null>(null);
  const now = useNow();
  const returnable =
    order.returnableUntil !== null && new Date(order.returnableUntil).getTime() > now;
  const moves: OrderStatus[] = [];
  // A disputed order waits for Oja.
  if (!order.disputed && order.status === 'DELIVERED') moves.push('RECEIVED');
  if (
    !order.disputed &&
    (order.status === 'DELIVERED' || order.status === 'RECEIVED') &&
    returnable
  )
    moves.push('RETURNED');
  const canMove = moves.length > 0;
  useEffect(() => {
    if (canMove) preloadModal();
  }, [canMove]);
  if (!canMove) return null;
  const action = asking ? ACTIONS[asking]! : null;

  return (
    <Stack gap="xs">
      <Group gap="sm">
        {moves.map((status, i) => (
          <Button
            key={status}
            variant={i === 0 ? 'filled' : 'default'}
            onClick={() => setAsking(status)}
          >
            {ACTIONS[status]!.button}
          </Button>
        ))}
      </Group>
      {returnable && (
        <Text size="xs" c="dimmed">
          You can ask for a return until {formatDate(order.returnableUntil!, 'longDate')}.
        </Text>
      )}
      <LazyModal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={action?.title}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text size="sm">{action?.body(order)}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(null)}>
              Cancel
            </Button>
            <Button
              loading={move.isPending}
              color={asking === 'RETURNED' ? 'red.8' : undefined}
              onClick={() =>
                move.mutate(
                  { id: order._id, status: asking! },
                  {
                    onSuccess: () => setAsking(null),
                    onError: (err) => {
                      // The order moved meanwhile: show it as it is now.
                      if (err instanceof ApiError && err.status === 409) setAsking(null);
                    },
                  },
                )
              }
            >
              {action?.button}
            </Button>
          </Group>
        </Stack>
      </LazyModal>
    </Stack>
  );
}
