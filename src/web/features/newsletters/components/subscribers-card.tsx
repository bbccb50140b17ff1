import { Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatDate } from '#shared/dates.ts';
import { formatNumber } from '#shared/format.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { PagePager } from '#web/components/page-pager.tsx';
import { Panel, Placeholder } from '#web/components/plain.tsx';
import { useSubscribers } from '../api/newsletters.ts';

const STATUS = { confirmed: 'Subscribed', pending: 'Waiting to confirm', unsubscribed: 'Left' };

/** Who asked for the newsletter: how many confirmed, and the latest changes, ten a page. */
export function SubscribersCard({ businessId }: { businessId: string }) {
  const [page, setPage] = useState(1);
  const subscribers = useSubscribers(businessId, page);
  const data = subscribers.data;
  return (
    <Panel aria-labelledby="subscribers">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="subscribers">
          Subscribers
        </Title>
        {subscribers.isPending ? (
          <div role="status" aria-label="Loading your subscribers">
            <Placeholder h={80} />
          </div>
        ) : !data ? (
          <LoadError what="your subscribers" onRetry={() => void subscribers.refetch()} />
        ) : (
          <>
            <Group gap="xl">
              {(['confirmed', 'pending', 'unsubscribed'] as const).map((k) => (
                <Stack key={k} gap={0}>
                  <Text fw={700} fz="xl">
                    {formatNumber(data.counts[k])}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {STATUS[k]}
                  </Text>
                </Stack>
              ))}
            </Group>
            {data.totalRecords === 0 ? (
              <Text size="sm" c="dimmed">
                Nobody yet. Shoppers subscribe from your store, under your products: share your
                store’s link to find your first readers.
              </Text>
            ) : (
              <Stack
                gap={6}
                component="ul"
                aria-label="Subscribers"
                style={{ listStyle: 'none', padding: 0, margin: 0 }}
              >
                {data.results.map((s) => (
                  <li key={s.email}>
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {s.email}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {STATUS[s.status as keyof typeof STATUS] ?? s.status} since{' '}
                      {formatDate(s.since, 'date')}
                    </Text>
                  </li>
                ))}
              </Stack>
            )}
            <PagePager total={data.totalPages} value={page} onChange={setPage} size="sm" />
          </>
        )}
      </Stack>
    </Panel>
  );
}
