import { Card, Group, Stack, Text } from '@mantine/core';
import { LightSelect } from '#web/components/light-fields.tsx';
import { PagePager } from '#web/components/page-pager.tsx';
import { IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { formatCountOf } from '#shared/format.ts';
import { SUPPORT_STATUS_LABELS, SUPPORT_STATUSES, type SupportStatus } from '#shared/support.ts';
import { QueryState } from '#web/components/query-state.tsx';
import { useSupportInbox } from '../api/get-support-inbox.ts';
import { SupportRequestRow } from './support-request-row.tsx';

/** Oja support's inbox: requests newest first, those waiting for an answer by default. */
export function SupportInbox() {
  const [status, setStatus] = useState<SupportStatus | null>('open');
  const [page, setPage] = useState(1);
  const inbox = useSupportInbox({ status, page }, true);

  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group>
          <LightSelect
            label="Show"
            options={[
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
        <QueryState
          query={inbox}
          what="the support inbox"
          rows={3}
          rowHeight={92}
          isEmpty={(data) => data.totalRecords === 0}
          empty={{
            icon: <IconInbox size={24} />,
            title: 'Nothing here',
            children:
              status === 'open' ? 'Every request has an answer.' : 'No requests with this status.',
          }}
        >
          {(data) => (
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {formatCountOf(data.totalRecords, 'request')}
              </Text>
              {data.results.map((r) => (
                <SupportRequestRow key={r._id} request={r} showRequester />
              ))}
              <PagePager total={data.totalPages} value={page} onChange={setPage} size="sm" />
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Card>
  );
}
