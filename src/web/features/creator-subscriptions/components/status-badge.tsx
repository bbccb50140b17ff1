import { Badge } from '@mantine/core';
import type { SubscriptionStatus } from '#shared/schemas/creator-subscriptions.ts';

const LOOKS: Record<SubscriptionStatus, { label: string; color: string }> = {
  ACTIVE: { label: 'Active', color: 'teal.9' },
  CANCELLED: { label: 'Cancelled', color: 'indigo.9' },
  LAPSED: { label: 'Lapsed', color: 'red.9' },
  ENDED: { label: 'Ended', color: 'gray.7' },
};

export function StatusBadge({ status }: { status: SubscriptionStatus }) {
  const look = LOOKS[status];
  return (
    <Badge color={look.color} variant="filled" style={{ flexShrink: 0 }}>
      {look.label}
    </Badge>
  );
}
