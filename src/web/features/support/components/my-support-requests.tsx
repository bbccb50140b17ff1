import { Card, Stack, Title } from '@mantine/core';
import { PagePager } from '#web/components/page-pager.tsx';
import { IconHeadset } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryState } from '#web/components/query-state.tsx';
import { useMySupportRequests } from '../api/get-support-requests.ts';
import { SupportRequestRow } from './support-request-row.tsx';

/** The signed-in user's requests, the most recently active first, each opening its thread. */
export function MySupportRequests() {
  const [page, setPage] = useState(1);
  const list = useMySupportRequests(page, true);

  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={2} fz="xl">
          Your requests
        </Title>
        <QueryState
          query={list}
          what="your requests"
          rowHeight={72}
          isEmpty={(data) => data.totalRecords === 0}
          empty={{
            icon: <IconHeadset size={24} />,
            title: 'No requests yet',
            children: 'When you write to us, your requests and our answers are listed here.',
          }}
        >
          {(data) => (
            <Stack gap="sm">
              {data.results.map((r) => (
                <SupportRequestRow key={r._id} request={r} />
              ))}
              <PagePager total={data.totalPages} value={page} onChange={setPage} size="sm" />
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Card>
  );
}
