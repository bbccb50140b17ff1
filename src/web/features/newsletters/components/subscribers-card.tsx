import { Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatDate } from '#shared/dates.ts';
import { formatNumber } from '#shared/format.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { PagerControls } from '#web/components/pager-controls.tsx';
import { useSubscribers } from '../api/newsletters.ts';

const STATUS = { confirmed: 'Subscribed', pending: 'Waiting to confirm', unsubscribed: 'Left' };

/** Who asked for the newsletter: how many confirmed, and the latest changes, ten a page. */
export function SubscribersCard({ businessId }: { businessId: string }) {
  const [page, setPage] = useState(1);
  const subscribers = useSubscribers(businessId, page);
  const data = subscribers.data;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="subscribers">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="subscribers">
          Subscribers
        </Title>
        {subscribers.isPending ? (
          <Skeleton h={80} role="status" aria-label="Loading your subscribers" />
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
              <Table verticalSpacing={6}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>E-mail</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Since</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.results.map((s) => (
                    <Table.Tr key={s.email}>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{s.email}</Table.Td>
                      <Table.Td>{STATUS[s.status as keyof typeof STATUS] ?? s.status}</Table.Td>
                      <Table.Td>{formatDate(s.since, 'date')}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            {data.totalPages > 1 && (
              <PagerControls total={data.totalPages} value={page} onChange={setPage} size="sm" />
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
