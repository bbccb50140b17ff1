import { Badge } from '@mantine/core';
import type { OrderStatus } from '#shared/order-flow.ts';
import { STATUS_COLOR, STATUS_LABEL } from './order-display.ts';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge variant="filled" color={STATUS_COLOR[status]} style={{ flexShrink: 0 }}>
      {STATUS_LABEL[status]}
    </Badge>
  );
}
