import { Group, Title } from '@mantine/core';
import type { SupportStatus } from '#shared/support.ts';
import { SupportStatusBadge } from './support-status-badge.tsx';

/** A request's subject as its screen's heading, with where it stands beside it. */
export function SupportRequestTitle({
  subject,
  status,
}: {
  subject: string;
  status: SupportStatus;
}) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {subject}
      </Title>
      <SupportStatusBadge status={status} />
    </Group>
  );
}
