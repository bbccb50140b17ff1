import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '#shared/dates.ts';
import { formatPoints } from '#shared/format.ts';
import { formatAddress } from '#shared/address-format.ts';
import { formatPhone } from '#shared/phone-format.ts';
import type { Order } from '#shared/schemas/orders.ts';
import { Notice, Panel, Placeholder, Tag, Thumb } from '#web/components/plain.tsx';
import { deferred } from '#web/components/deferred.tsx';
import { Money } from '#web/components/money.tsx';
import { STATUS_LABELS } from '../../status.ts';
import { ShopperOrderActions } from './order-actions.tsx';
import { OrderItems } from './order-items.tsx';
import columns from '#web/components/columns.module.css';

// The tracking steps sit in the side column, under the order on a phone: Mantine's Timeline
// comes while the order shows (decision 039).
const OrderTracking = deferred(() => import('../order-tracking.tsx').then((m) => m.OrderTracking));

/**
 * One of the shopper's orders: seller and status, what was bought, tracking with the shopper's
 * next move, and where it goes. Once received, `reviews` (the screen's review forms) is offered.
 */
export function ShopperOrderDetail({
  order,
  reviews,
  contact,
  dispute,
}: {
  order: Order;
  reviews: ReactNode;
  /** A way to write to the seller about this order (the screen's "Message seller"). */
  contact?: ReactNode;
  /** The order's dispute, or the way to open one (the screen's). */
  dispute?: ReactNode;
}) {
  const status = order.transaction.paid
    ? STATUS_LABELS[order.status]
    : { label: 'Not paid', color: 'gray.7' };
  const reviewable = order.status === 'RECEIVED';
  const a = order.deliveryAddress;

  return (
    <Stack gap="lg" maw={1100}>
      <Anchor component={Link} to="/shopper/my-order" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} /> My orders
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Thumb src={order.business.logo} size={48} />
          <Stack gap={2}>
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              Order from {order.business.name}
            </Title>
            <Text size="sm" c="dimmed">
              Placed {formatDate(order.createdAt, 'longDate')} ·{' '}
              <Anchor
                component={Link}
                to={`/store/${order.business.handle}`}
                size="sm"
                underline="always"
              >
                Visit store
              </Anchor>
            </Text>
          </Stack>
        </Group>
        <Tag size="lg" color={status.color}>
          {status.label}
        </Tag>
      </Group>
      {contact}

      {!order.transaction.paid && (
        <Notice color="gray" title="This order was not paid">
          Nothing was charged, and the seller did not receive it. Items still in your cart can be
          paid for at{' '}
          <Anchor component={Link} to="/shopper/checkout" underline="always" inherit>
            checkout
          </Anchor>
          .
        </Notice>
      )}
      {order.refunded > 0 && (
        <Notice color="navy" title="Refunded">
          <Money amount={order.refunded} size="sm" /> was refunded to your Oja wallet
          {order.points > 0 ? `, and ${formatPoints(order.points)} went back to your points` : ''}.
        </Notice>
      )}

      <div className={columns.columns}>
        <div className={columns.main7}>
          <Stack gap="lg">
            <OrderItems order={order} />
            {dispute}
            {reviewable && (
              <Panel>
                <Stack gap="sm">
                  <Title order={2} fz="lg">
                    Review your order
                  </Title>
                  <Text size="sm" c="dimmed">
                    Your stars and words help other shoppers choose.
                  </Text>
                  {reviews}
                </Stack>
              </Panel>
            )}
          </Stack>
        </div>
        <div className={columns.side5}>
          <Stack gap="lg">
            {order.transaction.paid && (
              <Panel>
                <Stack gap="md">
                  <Title order={2} fz="lg">
                    Tracking
                  </Title>
                  <Suspense fallback={<Placeholder h={240} />}>
                    <OrderTracking order={order} />
                  </Suspense>
                  <ShopperOrderActions order={order} />
                </Stack>
              </Panel>
            )}
            <Panel>
              <Stack gap={4}>
                <Title order={2} fz="lg" mb={4}>
                  Delivery address
                </Title>
                <Text size="sm" fw={600}>
                  {a.recipientName}
                </Text>
                <Text size="sm">{formatAddress(a)}</Text>
                <Text size="sm" c="dimmed">
                  {formatPhone(a.phone)}
                </Text>
              </Stack>
            </Panel>
          </Stack>
        </div>
      </div>
    </Stack>
  );
}
