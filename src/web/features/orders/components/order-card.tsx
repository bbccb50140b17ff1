import { Avatar, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '#shared/dates.ts';
import type { Order } from '#shared/schemas/orders.ts';
import { Money } from '#web/components/money.tsx';
import { STATUS_LABELS } from '../status.ts';

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
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar src={order.business.logo} alt="" radius="md" size={44} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Text fw={600} size="sm" lineClamp={1}>
              {order.business.name}
            </Text>
            <Money amount={order.totalAmount} size="sm" style={{ flexShrink: 0 }} />
          </Group>
          <Text size="sm" lineClamp={1}>
            {first?.product.name}
            {rest.length > 0 ? ` and ${rest.length} more` : ''}
          </Text>
          <Group justify="space-between" gap="xs" mt={2}>
            <Text size="xs" c="dimmed">
              {formatDate(order.createdAt)} · {items} {items === 1 ? 'item' : 'items'}
            </Text>
            <Badge size="sm" variant="filled" color={status.color}>
              {status.label}
            </Badge>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
