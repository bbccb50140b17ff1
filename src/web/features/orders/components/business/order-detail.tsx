import {
  Alert,
  Anchor,
  Divider,
  Drawer,
  Group,
  Image,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { orderNumber, vendorStage } from '#shared/order-flow.ts';
import { thumbnailUrl } from '#shared/media.ts';
import type { Order } from '#shared/schemas/orders.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { Money } from '#web/components/money.tsx';
import { useOrder } from '../../api/get-order.ts';
import { OrderActions } from './order-actions.tsx';
import { itemCount } from './order-display.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { usePhone } from './use-phone.ts';
import { formatPhone } from '#shared/phone-format.ts';
import { formatDate } from '#shared/dates.ts';
import { formatPoints } from '#shared/format.ts';
import { formatAddress } from '#shared/address-format.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={3} fz="md" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Line({
  label,
  children,
  strong,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      {children}
    </Group>
  );
}

function Details({
  order,
  trackFirst,
  extra,
}: {
  order: Order;
  trackFirst: boolean;
  extra?: (order: Order) => ReactNode;
}) {
  const tracking = useRef<HTMLDivElement>(null);
  const { stage } = vendorStage(order.status);
  useEffect(() => {
    if (trackFirst) tracking.current?.scrollIntoView({ block: 'start' });
  }, [trackFirst]);
  const a = order.deliveryAddress;

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Group gap="xs">
          <OrderStatusBadge status={order.status} />
          {stage >= 1 && stage <= 4 && (
            <Text size="sm" c="dimmed">
              Stage {stage} of 4
            </Text>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          Placed {formatDate(order.createdAt, 'dateTime')} by{' '}
          <Text span fw={600} c="dark">
            {order.customer.name}
          </Text>{' '}
          (@{order.customer.handle})
        </Text>
      </Stack>
      <OrderActions order={order} grow size="md" />
      {extra?.(order)}
      {order.refunded > 0 && (
        <Alert color="gray" variant="light" title="Refunded">
          <Money amount={order.refunded} size="sm" /> went back to the customer&apos;s Oja wallet
          {order.points > 0 ? `, and ${formatPoints(order.points)} to their points` : ''}.
        </Alert>
      )}
      <Section title={`Items (${itemCount(order.products)})`}>
        <Stack gap="sm">
          {order.products.map((line, i) => (
            <Group
              key={`${line.product._id ?? line.product.name}-${i}`}
              wrap="nowrap"
              gap="sm"
              align="flex-start"
            >
              {line.product.photo ? (
                <Image src={thumbnailUrl(line.product.photo)} alt="" w={48} h={48} radius="sm" />
              ) : (
                <ThemeIcon size={48} radius="sm" variant="light" aria-hidden>
                  <IconPackage size={22} />
                </ThemeIcon>
              )}
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" fw={600} lineClamp={2}>
                  {line.product.name}
                </Text>
                {line.variant && (
                  <Text size="xs" c="dimmed">
                    {line.variant.type ? `${line.variant.type}: ` : ''}
                    {line.variant.name}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {line.quantity} × <Money amount={line.unitPrice} fw={400} size="xs" />
                </Text>
              </Stack>
              <Money amount={line.totalPrice} size="sm" />
            </Group>
          ))}
        </Stack>
        <Divider />
        <Line label="Subtotal">
          <Money amount={order.subtotal} size="sm" fw={500} />
        </Line>
        <Line label="Delivery">
          <Money amount={order.deliveryFee} size="sm" fw={500} />
        </Line>
        <Line label="Total paid" strong>
          <Money amount={order.totalAmount} size="sm" />
        </Line>
      </Section>
      <Section title="Deliver to">
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {a.recipientName}
          </Text>
          <Anchor href={`tel:${a.phone}`} size="sm" w="fit-content">
            {formatPhone(a.phone)}
          </Anchor>
          <Text size="sm">{a.street}</Text>
          <Text size="sm">{formatAddress({ city: a.city, lga: a.lga, state: a.state })}</Text>
        </Stack>
      </Section>
      <div ref={tracking} style={{ scrollMarginTop: 16 }}>
        <Section title="Tracking">
          <OrderTimeline order={order} />
        </Section>
      </div>
    </Stack>
  );
}

/** One order in a side drawer (full screen on phones): items, address, tracking and the next move. */
export function OrderDetailDrawer({
  orderId,
  fromList,
  trackFirst = false,
  onClose,
  extra,
}: {
  orderId: string | null;
  /** The list row, shown at once while the full order loads. */
  fromList?: Order;
  /** Opened from Track Order: scroll to the timeline. */
  trackFirst?: boolean;
  onClose: () => void;
  /** What the screen adds under the order's next move (its dispute). */
  extra?: (order: Order) => ReactNode;
}) {
  const phone = usePhone();
  // The last order stays on screen while the drawer slides away.
  const [shown, setShown] = useState(orderId);
  if (orderId !== null && orderId !== shown) setShown(orderId);
  const order = useOrder(shown, fromList);
  return (
    <Drawer
      opened={orderId !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'md'}
      title={shown ? `Order ${orderNumber(shown)}` : 'Order'}
      closeButtonProps={{ 'aria-label': 'Close order' }}
    >
      {order.data ? (
        <Details order={order.data} trackFirst={trackFirst} extra={extra} />
      ) : order.isError ? (
        <LoadError what="this order" onRetry={() => order.refetch()} />
      ) : (
        <Stack gap="sm">
          <Skeleton h={24} w="40%" />
          <Skeleton h={80} />
          <Skeleton h={160} />
        </Stack>
      )}
    </Drawer>
  );
}
