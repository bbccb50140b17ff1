import { Button, Group, Stack, Text, type ButtonProps } from '@mantine/core';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { orderNumber, vendorStage, type OrderStatus } from '#shared/order-flow.ts';
import type { Order } from '#shared/schemas/orders.ts';
import { formatNaira, formatPoints } from '#shared/format.ts';
import { LazyModal, preloadModal } from '#web/components/lazy-modal.tsx';
import { useUpdateOrderStatus } from '../../api/update-order-status.ts';

type Question = { status: OrderStatus; title: string; body: string; button: string };
type Asking = { order: Order; question: Question };

type Moves = {
  ask: (asking: Asking) => void;
  /** The move being sent, for the buttons' loading state. */
  sending: { id: string; status: OrderStatus } | null;
};
const MovesContext = createContext<Moves | null>(null);

/**
 * Every move the customer is told about is confirmed first: the next button appears where the
 * last one was, so a quick second tap must not move the order again.
 */
function question(next: OrderStatus, number: string, customer: string, button: string): Question {
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
 * Holds the confirmation question above the order lists and the detail drawer: a list that
 * reloads, changes tab or drops a row while the question is open never closes it under the
 * vendor's finger. Screens with order actions wrap their content in it.
 */
export function OrderMoves({ children }: { children: ReactNode }) {
  const update = useUpdateOrderStatus();
  const [asking, setAsking] = useState<Asking | null>(null);
  // The question stays while the dialog fades out; only `open` changes.
  const [open, setOpen] = useState(false);
  // The dialog's code comes after the screen, so the first question opens at once.
  useEffect(preloadModal, []);
  const ask = (next: Asking) => {
    setAsking(next);
    setOpen(true);
  };
  const close = () => setOpen(false);
  const question = asking?.question;
  const sending =
    update.isPending && update.variables
      ? { id: update.variables.id, status: update.variables.status }
      : null;

  return (
    <MovesContext.Provider value={{ ask, sending }}>
      {children}
      <LazyModal
        opened={open}
        onClose={close}
        title={question?.title}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text size="sm">{question?.body}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              Go back
            </Button>
            <Button
              color={question?.status === 'REJECTED' ? 'red.9' : undefined}
              loading={update.isPending}
              onClick={() =>
                asking &&
                update.mutate(
                  { id: asking.order._id, status: asking.question.status },
                  { onSuccess: close },
                )
              }
            >
              {question?.button}
            </Button>
          </Group>
        </Stack>
      </LazyModal>
    </MovesContext.Provider>
  );
}

/**
 * The vendor's move at the order's status (docs/order-lifecycle.md): Accept Order or Reject, Ship Order, Deliver Order,
 * Confirm Return, or Track Order once delivered. Each move asks first (inside `OrderMoves`).
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
  const moves = useContext(MovesContext);
  if (!moves) throw new Error('OrderActions needs OrderMoves around it');
  const { ask, sending } = moves;
  const stage = vendorStage(order.status);
  const number = orderNumber(order._id);
  const busy = (status: OrderStatus) => sending?.id === order._id && sending.status === status;
  const blocked = (status: OrderStatus) => sending?.id === order._id && !busy(status);

  const buttons = [];
  // A disputed order waits for Oja: nothing to move.
  if (order.disputed) return null;
  if (stage.next && stage.button) {
    const next = stage.next;
    buttons.push(
      <Button
        key="next"
        size={size}
        aria-label={`${stage.button} ${number}`}
        loading={busy(next)}
        disabled={blocked(next)}
        onClick={() =>
          ask({ order, question: question(next, number, order.customer.name, stage.button!) })
        }
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
        disabled={blocked('REJECTED')}
        onClick={() =>
          ask({
            order,
            question: {
              status: 'REJECTED',
              title: `Reject order ${number}?`,
              body: `${order.customer.name} is refunded ${formatNaira(Math.round((order.totalAmount - order.points) * 100) / 100)} to their Oja wallet${order.points > 0 ? ` and ${formatPoints(order.points)} to their points` : ''}. This cannot be undone.`,
              button: 'Reject order',
            },
          })
        }
      >
        Reject
      </Button>,
    );
  }
  if (buttons.length === 0 && !before) return null;

  return (
    <Group gap="xs" wrap="nowrap" grow={grow}>
      {before}
      {buttons}
    </Group>
  );
}
