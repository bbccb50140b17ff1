import { Card, Group, NativeSelect, Skeleton, Stack, Text } from '@mantine/core';
import { PagePager } from '#web/components/page-pager.tsx';
import { IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { formatCountOf } from '#shared/format.ts';
import { SUPPORT_STATUS_LABELS, SUPPORT_STATUSES, type SupportStatus } from '#shared/support.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { useSupportInbox } from '../api/get-support-inbox.ts';
import { SupportRequestRow } from './support-request-row.tsx';

/** Oja support's inbox: requests newest first, those waiting for an answer by default. */
export function SupportInbox() {
  const [status, setStatus] = useState<SupportStatus | null>('open');
  const [page, setPage] = useState(1);
  const inbox = useSupportInbox({ status, page }, true);

  let body;
  if (inbox.isPending) {
    body = (
      <Stack gap="sm" aria-busy="true">
        <Skeleton h={92} radius="md" />
        <Skeleton h={92} radius="md" />
        <Skeleton h={92} radius="md" />
      </Stack>
    );
  } else if (inbox.isError) {
    body = <LoadError what="the support inbox" onRetry={() => inbox.refetch()} />;
  } else if (inbox.data.totalRecords === 0) {
    body = (
      <EmptyState icon={<IconInbox size={24} />} title="Nothing here">
        {status === 'open' ? 'Every request has an answer.' : 'No requests with this status.'}
      </EmptyState>
    );
  } else {
    body = (
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {formatCountOf(inbox.data.totalRecords, 'request')}
        </Text>
        {inbox.data.results.map((r) => (
          <SupportRequestRow key={r._id} request={r} showRequester />
        ))}
        <PagePager total={inbox.data.totalPages} value={page} onChange={setPage} size="sm" />
      </Stack>
    );
  }

  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group>
          <NativeSelect
            label="Show"
            data={[
              { value: '', label: 'All requests' },
              ...SUPPORT_STATUSES.map((s) => ({ value: s, label: SUPPORT_STATUS_LABELS[s] })),
            ]}
            value={status ?? ''}
            onChange={(e) => {
              setStatus((e.currentTarget.value || null) as SupportStatus | null);
              setPage(1);
            }}
          />
        </Group>
        {body}
      </Stack>
    </Card>
  );
}
