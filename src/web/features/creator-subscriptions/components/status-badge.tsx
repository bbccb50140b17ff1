import { Badge } from '@mantine/core';
import type { SubscriptionStatus } from '#shared/schemas/creator-subscriptions.ts';

const LOOKS: Record<SubscriptionStatus, { label: string; color: string }> = {
  ACTIVE: { label: 'Active', color: 'teal' },
  CANCELLED: { label: 'Cancelled', color: 'orange' },
  LAPSED: { label: 'Lapsed', color: 'red' },
  ENDED: { label: 'Ended', color: 'gray' },
};

export function StatusBadge({ status }: { status: SubscriptionStatus }) {
  const look = LOOKS[status];
  return (
    <Badge color={look.color} variant="light">
      {look.label}
    </Badge>
  );
}
