import { Avatar, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Order } from '#shared/schemas/orders.ts';
import { Money } from '#web/components/money.tsx';
import { STATUS_LABELS } from '../status.ts';

const placed = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** One order in a list: seller, what was bought, when, status and total. */
export function OrderCard({ order }: { order: Order }) {
  const status = order.transaction.paid
    ? STATUS_LABELS[order.status]
    : { label: 'Not paid', color: 'gray.7' };
  const [first, ...rest] = order.products;
  const items = order.products.reduce((n, p) => n + p.quantity, 0);
  return (
    <Paper
      component={Link}
      to={`/shopper/my-order/${order._id}`}
      withBorder
      radius="md"
      p="sm"
      style={{ textDecoration: 'none', color: 'inherit', display: 'block' }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          <Avatar src={order.business.logo} alt="" radius="md" size={44} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" truncate>
              {order.business.name}
            </Text>
            <Text size="sm" lineClamp={1}>
              {first?.product.name}
              {rest.length > 0 ? ` and ${rest.length} more` : ''}
            </Text>
            <Text size="xs" c="dimmed">
              {placed.format(new Date(order.createdAt))} · {items} {items === 1 ? 'item' : 'items'}
            </Text>
          </Stack>
        </Group>
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
          <Money amount={order.totalAmount} size="sm" />
          <Badge size="sm" variant="filled" color={status.color}>
            {status.label}
          </Badge>
        </Stack>
      </Group>
    </Paper>
  );
}
