import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { LightTextField } from '#web/components/light-fields.tsx';
import { useState } from 'react';
import { Link } from 'react-router';
import { DISPUTE_REASON_NAMES, type DisputeStatus } from '#shared/disputes.ts';
import { formatNaira } from '#shared/format.ts';
import { formatRelativeDate } from '#shared/relative-date.ts';
import type { DisputeSummary } from '#shared/schemas/disputes.ts';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useDisputeQueue } from '#web/features/console/api/disputes.ts';
import { QueueStatus } from '#web/features/console/components/queue-status.tsx';
import { QueueList } from '#web/features/console/components/queue-list.tsx';
import { useDebounced } from '#web/lib/use-debounced.ts';

function DisputeCard({ d }: { d: DisputeSummary }) {
  return (
    <Card withBorder radius="md" p="md" component={Link} to={`/console/disputes/${d._id}`}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{DISPUTE_REASON_NAMES[d.reason]}</Text>
          <Text size="sm" c="dimmed" suppressHydrationWarning>
            Opened {formatRelativeDate(d.openedAt)}
          </Text>
        </Group>
        <Text size="sm">
          {d.buyer} against {d.store} · order of {formatNaira(d.total)}
        </Text>
        {d.status === 'DECIDED' && (
          <Badge variant="light" color={d.outcome === 'RELEASE' ? 'green' : 'orange'}>
            {d.outcome === 'RELEASE' ? 'Seller paid' : `Refunded ${formatNaira(d.refunded)}`}
          </Badge>
        )}
      </Stack>
    </Card>
  );
}

/** Finance: buyers' disputes of orders, the oldest waiting first. */
export default function ConsoleDisputesScreen() {
  useDocumentTitle('Disputes | Oja console');
  const [status, setStatus] = useState<DisputeStatus>('OPEN');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebounced(search.trim(), 300);
  const queue = useDisputeQueue({ status, q, page });
  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Disputes
        </Title>
        <Text c="dimmed">
          Orders a buyer says never came or arrived wrong. Their money waits until you decide.
        </Text>
      </Stack>
      <QueueStatus
        waiting="OPEN"
        value={status}
        onChange={(v) => {
          setStatus(v);
          setPage(1);
        }}
      />
      <LightTextField
        label="Search"
        placeholder="A buyer's or store's name"
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
      />
      <QueueList
        query={queue}
        what="the disputes"
        noun="dispute"
        empty={
          q
            ? 'No dispute matches that'
            : status === 'OPEN'
              ? 'No disputes are waiting'
              : 'No decisions yet'
        }
        page={page}
        onPage={setPage}
      >
        {(d) => <DisputeCard key={d._id} d={d} />}
      </QueueList>
    </Stack>
  );
}
