import { Tag } from '#web/components/plain.tsx';
import type { OrderStatus } from '#shared/order-flow.ts';
import { STATUS_COLOR, STATUS_LABEL } from './order-display.ts';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Tag size="md" color={STATUS_COLOR[status]}>
      {STATUS_LABEL[status]}
    </Tag>
  );
}
