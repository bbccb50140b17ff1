import { Button, Group, Modal, Stack, Text, type ButtonProps } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { orderNumber, vendorStage, type OrderStatus } from '#shared/order-flow.ts';
import type { Order } from '#shared/schemas/orders.ts';
import { formatNaira } from '#shared/format.ts';
import { useUpdateOrderStatus } from '../../api/update-order-status.ts';

type Confirming = { status: OrderStatus; title: string; body: string; button: string } | null;

/**
 * Every move the customer is told about is confirmed first: the next button appears where the
 * last one was, so a quick second tap must not move the order again.
 */
function question(next: OrderStatus, number: string, customer: string, button: string) {
  switch (next) {
    case 'ACCEPTED':
      return {
        status: next,
        title: `Accept order ${number}?`,
        body: `${customer} is told that you accepted the order and are preparing it.`,
        button,
      };
    case 'SHIPPED':
      return {
        status: next,
        title: `Ship order ${number}?`,
        body: `${customer} is told that the order is on its way.`,
        button,
      };
    case 'DELIVERED':
      return {
        status: next,
        title: `Mark order ${number} as delivered?`,
        body: `Do this only once the customer has the items. ${customer} is then asked to confirm receipt.`,
        button,
      };
    case 'RETURN_CONFIRMED':
      return {
        status: next,
        title: `Confirm the return of order ${number}?`,
        body: 'Confirm only once the items are back with you. The customer is then refunded to their Oja wallet.',
        button,
      };
    default:
      return {
        status: next,
        title: `Update order ${number}?`,
        body: `${customer} is told.`,
        button,
      };
  }
}

/**
 * The vendor's move at the order's status (§4): Accept Order or Reject, Ship Order, Deliver Order,
 * Confirm Return, or Track Order once delivered. Each move asks first.
 */
export function OrderActions({
  order,
  onTrack,
  size = 'sm',
  grow = false,
  before,
}: {
  order: Order;
  /** Track Order: show the order's timeline. Not given where the timeline is already on screen. */
  onTrack?: (order: Order) => void;
  size?: ButtonProps['size'];
  /** Buttons share the full width (cards on phones). */
  grow?: boolean;
  /** Another button placed first in the same row (Details on the phone cards). */
  before?: ReactNode;
}) {
  const update = useUpdateOrderStatus();
  const [confirming, ask] = useState<Confirming>(null);
  // The question stays while the dialog fades out; only `open` changes.
  const [open, setOpen] = useState(false);
  const setConfirming = (next: Confirming) => {
    if (next) ask(next);
    setOpen(next !== null);
  };
  const stage = vendorStage(order.status);
  const number = orderNumber(order._id);
  const move = (status: OrderStatus) =>
    update.mutate({ id: order._id, status }, { onSuccess: () => setConfirming(null) });
  const busy = (status: OrderStatus) => update.isPending && update.variables?.status === status;

  const buttons = [];
  if (stage.next && stage.button) {
    const next = stage.next;
    buttons.push(
      <Button
        key="next"
        size={size}
        aria-label={`${stage.button} ${number}`}
        loading={busy(next)}
        disabled={update.isPending && !busy(next)}
        onClick={() => setConfirming(question(next, number, order.customer.name, stage.button!))}
      >
        {stage.button}
      </Button>,
    );
  } else if (order.status === 'DELIVERED' && stage.button && onTrack) {
    buttons.push(
      <Button
        key="track"
        size={size}
        variant="light"
        aria-label={`${stage.button} ${number}`}
        onClick={() => onTrack(order)}
      >
        {stage.button}
      </Button>,
    );
  }
  if (order.status === 'PENDING') {
    buttons.push(
      <Button
        key="reject"
        size={size}
        variant="outline"
        color="red.9"
        aria-label={`Reject ${number}`}
        loading={busy('REJECTED')}
        disabled={update.isPending && !busy('REJECTED')}
        onClick={() =>
          setConfirming({
            status: 'REJECTED',
            title: `Reject order ${number}?`,
            body: `${order.customer.name} is refunded ${formatNaira(order.totalAmount)} to their Oja wallet. This cannot be undone.`,
            button: 'Reject order',
          })
        }
      >
        Reject
      </Button>,
    );
  }
  if (buttons.length === 0 && !before) return null;

  return (
    <>
      <Group gap="xs" wrap="nowrap" grow={grow}>
        {before}
        {buttons}
      </Group>
      <Modal
        opened={open}
        onClose={() => setConfirming(null)}
        title={confirming?.title}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text size="sm">{confirming?.body}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirming(null)}>
              Go back
            </Button>
            <Button
              color={confirming?.status === 'REJECTED' ? 'red.9' : undefined}
              loading={update.isPending}
              onClick={() => confirming && move(confirming.status)}
            >
              {confirming?.button}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
