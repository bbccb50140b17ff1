import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatRelativeDate } from '#shared/relative-date.ts';
import type { SupportRequestSummary } from '#shared/schemas/support.ts';
import { SUPPORT_TOPIC_LABELS } from '#shared/support.ts';
import { supportRequestPath } from '../support-links.ts';
import { SupportStatusBadge } from './support-status-badge.tsx';
import classes from './support.module.css';

/**
 * One request in a list, opening its thread (`to`, on the console's desk); Oja support also sees
 * who asked, and a `note` such as who took it.
 */
export function SupportRequestRow({
  request: r,
  showRequester = false,
  to = supportRequestPath(r._id, null),
  note,
}: {
  request: SupportRequestSummary;
  showRequester?: boolean;
  to?: string;
  note?: ReactNode;
}) {
  return (
    <UnstyledButton component={Link} to={to} className={classes.row}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {r.subject}
          </Text>
          <Text size="sm" c="dimmed">
            {r.reference} · {SUPPORT_TOPIC_LABELS[r.topic]}
            {r.orderReference ? ` · Order ${r.orderReference}` : ''}
          </Text>
          {showRequester && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {r.requester.name} ({r.requester.email}){r.requester.member ? '' : ' · visitor'}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {r.lastMessageFrom === 'support' ? 'Oja support replied' : 'Last update'}{' '}
            {formatRelativeDate(r.updatedAt)}
          </Text>
          {note}
        </Stack>
        <SupportStatusBadge status={r.status} />
      </Group>
    </UnstyledButton>
  );
}
