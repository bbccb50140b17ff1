import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Divider,
  Grid,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { thumbnailUrl } from '#shared/media.ts';
import type { OrderStatus } from '#shared/order-flow.ts';
import type { Order } from '#shared/schemas/orders.ts';
import { RequireAuth } from '#web/app/require-auth.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { SummaryRow } from '#web/components/summary-row.tsx';
import { Money } from '#web/components/money.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useOrder } from '#web/features/orders/api/get-order.ts';
import { useUpdateOrderStatus } from '#web/features/orders/api/update-order-status.ts';
import { OrderTracking } from '#web/features/orders/components/order-tracking.tsx';
import { STATUS_LABELS } from '#web/features/orders/status.ts';
import { ReviewForm } from '#web/features/reviews/components/review-form.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatPhone } from '#shared/phone.ts';
import { formatDate } from '#shared/dates.ts';
import { formatAddress } from '#shared/format.ts';

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

function Actions({ order }: { order: Order }) {
  const move = useUpdateOrderStatus();
  const [asking, setAsking] = useState<OrderStatus | null>(null);
  const returnable =
    order.returnableUntil !== null && new Date(order.returnableUntil).getTime() > Date.now();
  const moves: OrderStatus[] = [];
  if (order.status === 'DELIVERED') moves.push('RECEIVED');
  if ((order.status === 'DELIVERED' || order.status === 'RECEIVED') && returnable)
    moves.push('RETURNED');
  if (moves.length === 0) return null;
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
      <Modal
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
      </Modal>
    </Stack>
  );
}

function OrderDetail() {
  const { orderId = '' } = useParams();
  const { data: order, isPending, isError, error, refetch } = useOrder(orderId);
  useDocumentTitle(order ? `Order from ${order.business.name} | Oja` : 'Order | Oja');

  if (isPending) {
    return (
      <Stack gap="md" maw={1100} aria-busy="true">
        <Skeleton h={32} w={260} />
        <Skeleton h={280} radius="lg" />
      </Stack>
    );
  }
  if (isError || !order) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
      return (
        <Alert color="red" title="This order does not exist" maw={600}>
          It may belong to another account.{' '}
          <Anchor component={Link} to="/shopper/my-order" underline="always" inherit>
            See your orders
          </Anchor>
        </Alert>
      );
    }
    return <LoadError what="this order" onRetry={() => refetch()} />;
  }

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
          <Avatar src={order.business.logo} alt="" radius="md" size={48} />
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
        <Badge size="lg" variant="filled" color={status.color}>
          {status.label}
        </Badge>
      </Group>

      {!order.transaction.paid && (
        <Alert color="gray" variant="light" title="This order was not paid">
          Nothing was charged, and the seller did not receive it. Items still in your cart can be
          paid for at{' '}
          <Anchor component={Link} to="/shopper/checkout" underline="always" inherit>
            checkout
          </Anchor>
          .
        </Alert>
      )}
      {order.refunded > 0 && (
        <Alert color="navy" variant="light" title="Refunded">
          <Money amount={order.refunded} size="sm" /> was refunded to your Oja wallet.
        </Alert>
      )}

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="lg">
            <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
              <Stack gap="sm">
                <Title order={2} fz="lg">
                  Items
                </Title>
                {order.products.map((p, i) => (
                  <Group key={i} gap="sm" wrap="nowrap" align="flex-start">
                    <Avatar
                      src={p.product.photo ? thumbnailUrl(p.product.photo) : null}
                      alt=""
                      radius="md"
                      size={56}
                    />
                    <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                      {p.product._id ? (
                        <Anchor
                          component={Link}
                          to={`/product/${p.product._id}`}
                          fw={600}
                          size="sm"
                          c="dark.7"
                        >
                          {p.product.name}
                        </Anchor>
                      ) : (
                        <Text fw={600} size="sm">
                          {p.product.name}
                        </Text>
                      )}
                      {p.variant && (
                        <Text size="xs" c="dimmed">
                          {p.variant.type.charAt(0).toUpperCase() + p.variant.type.slice(1)}:{' '}
                          {p.variant.name}
                        </Text>
                      )}
                      <Text size="xs" c="dimmed">
                        {p.quantity} × <Money amount={p.unitPrice} size="xs" fw={500} />
                      </Text>
                    </Stack>
                    <Money amount={p.totalPrice} size="sm" />
                  </Group>
                ))}
                <Divider />
                <SummaryRow label="Items">
                  <Money amount={order.subtotal} size="sm" />
                </SummaryRow>
                <SummaryRow label="Delivery">
                  {order.deliveryFee === 0 ? (
                    <Text size="sm" fw={700} c="teal.9">
                      Free
                    </Text>
                  ) : (
                    <Money amount={order.deliveryFee} size="sm" />
                  )}
                </SummaryRow>
                <SummaryRow label="Total">
                  <Money amount={order.totalAmount} fz="lg" c="navy.9" />
                </SummaryRow>
              </Stack>
            </Card>
            {reviewable && (
              <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
                <Stack gap="sm">
                  <Title order={2} fz="lg">
                    Review your order
                  </Title>
                  <Text size="sm" c="dimmed">
                    Your stars and words help other shoppers choose.
                  </Text>
                  {order.products
                    .filter((p) => p.product._id)
                    .filter(
                      (p, i, all) => all.findIndex((q) => q.product._id === p.product._id) === i,
                    )
                    .map((p) => (
                      <ReviewForm
                        key={p.product._id}
                        customerId={order.customer._id}
                        subject={{ reviewProductId: p.product._id! }}
                        name={p.product.name}
                      />
                    ))}
                  <ReviewForm
                    customerId={order.customer._id}
                    subject={{ reviewBusinessId: order.business._id }}
                    name={order.business.name}
                  />
                </Stack>
              </Card>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="lg">
            {order.transaction.paid && (
              <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
                <Stack gap="md">
                  <Title order={2} fz="lg">
                    Tracking
                  </Title>
                  <OrderTracking order={order} />
                  <Actions order={order} />
                </Stack>
              </Card>
            )}
            <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
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
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

export default function OrderScreen() {
  return (
    <RequireAuth>
      <OrderDetail />
    </RequireAuth>
  );
}
