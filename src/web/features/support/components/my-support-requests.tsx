import { Card, Skeleton, Stack, Title } from '@mantine/core';
import { PagePager } from '#web/components/page-pager.tsx';
import { IconHeadset } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { useMySupportRequests } from '../api/get-support-requests.ts';
import { SupportRequestRow } from './support-request-row.tsx';

/** The signed-in user's requests, the most recently active first, each opening its thread. */
export function MySupportRequests() {
  const [page, setPage] = useState(1);
  const list = useMySupportRequests(page, true);

  let body;
  if (list.isPending) {
    body = (
      <Stack gap="sm" aria-busy="true">
        <Skeleton h={72} radius="md" />
        <Skeleton h={72} radius="md" />
      </Stack>
    );
  } else if (list.isError) {
    body = <LoadError what="your requests" onRetry={() => list.refetch()} />;
  } else if (list.data.totalRecords === 0) {
    body = (
      <EmptyState icon={<IconHeadset size={24} />} title="No requests yet">
        When you write to us, your requests and our answers are listed here.
      </EmptyState>
    );
  } else {
    body = (
      <Stack gap="sm">
        {list.data.results.map((r) => (
          <SupportRequestRow key={r._id} request={r} />
        ))}
        <PagePager total={list.data.totalPages} value={page} onChange={setPage} size="sm" />
      </Stack>
    );
  }

  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={2} fz="xl">
          Your requests
        </Title>
        {body}
      </Stack>
    </Card>
  );
}
