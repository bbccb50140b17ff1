import { Card, Group, Stack } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { formatNaira } from '#shared/format.ts';
import { QueryState } from '#web/components/query-state.tsx';
import { PagePager } from '#web/components/page-pager.tsx';
import { useSubscribers } from '../api/offer.ts';
import { formatDate } from '#shared/dates.ts';
import { PersonLine } from './person-line.tsx';
import { StatusBadge } from './status-badge.tsx';

/** The creator's subscribers, those with access first, a page at a time. */
export function SubscribersList({ creatorId }: { creatorId: string }) {
  const [page, setPage] = useState(1);
  const query = useSubscribers(creatorId, page);
  return (
    <QueryState
      query={query}
      what="your subscribers"
      rowHeight={60}
      isEmpty={(data) => data.results.length === 0}
      empty={{
        icon: <IconUsers size={24} />,
        title: 'No subscribers yet',
        children: 'Share your profile and post for subscribers only to give fans a reason to join.',
      }}
    >
      {(data) => (
        <Stack gap="xs">
          {data.results.map((row) => (
            <Card key={row._id} withBorder radius="md" padding="sm">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <PersonLine user={row.user}>
                  @{row.user.handle} · {formatNaira(row.price)} / month ·{' '}
                  {row.hasAccess
                    ? `${row.cancelAtPeriodEnd ? 'ends' : 'renews'} ${formatDate(row.currentPeriodEnd)}`
                    : `ended ${formatDate(row.currentPeriodEnd)}`}
                </PersonLine>
                <StatusBadge status={row.status} />
              </Group>
            </Card>
          ))}
          <PagePager total={data.totalPages} value={page} onChange={setPage} size="sm" />
        </Stack>
      )}
    </QueryState>
  );
}
