import { Badge } from '@mantine/core';
import { SUPPORT_STATUS_LABELS, type SupportStatus } from '#shared/support.ts';

const COLOURS: Record<SupportStatus, string> = {
  open: 'indigo.9',
  answered: 'teal.9',
  resolved: 'gray.7',
};

export function SupportStatusBadge({ status }: { status: SupportStatus }) {
  return (
    <Badge variant="filled" color={COLOURS[status]} style={{ flexShrink: 0 }}>
      {SUPPORT_STATUS_LABELS[status]}
    </Badge>
  );
}
