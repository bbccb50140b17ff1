import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { SUPPORT_STATUS_LABELS, SUPPORT_STATUSES, type SupportStatus } from '#shared/support.ts';
import { LightSegments } from '#web/components/light-segments.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useSupportDesk, type DeskAssignee } from '#web/features/console/api/support-desk.ts';
import { QueueFilters } from '#web/features/console/components/queue-filters.tsx';
import { QueueList } from '#web/features/console/components/queue-list.tsx';
import { SupportRequestRow } from '#web/features/support/components/support-request-row.tsx';
import { useDebounced } from '#web/lib/use-debounced.ts';

const TAKERS: { value: DeskAssignee; label: string }[] = [
  { value: 'ANYONE', label: 'Everyone’s' },
  { value: 'ME', label: 'Mine' },
  { value: 'NOBODY', label: 'Not taken' },
];

/** Oja support's desk: requests to answer, waiting ones oldest first. */
export default function ConsoleSupportScreen() {
  useDocumentTitle('Support | Oja console');
  const [status, setStatus] = useState<SupportStatus | null>('open');
  const [assignee, setAssignee] = useState<DeskAssignee>('ANYONE');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebounced(search.trim(), 300);
  const desk = useSupportDesk({ status, assignee, q, page });
  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Support
        </Title>
        <Text c="dimmed">
          Questions from shoppers, vendors and visitors. Take one, answer it (they get it by e-mail)
          and mark it resolved.
        </Text>
      </Stack>
      <LightSegments<DeskAssignee>
        label="Whose"
        value={assignee}
        onChange={(v) => {
          setAssignee(v);
          setPage(1);
        }}
        options={TAKERS}
      />
      <QueueFilters
        search={search}
        placeholder="Reference, subject, name or e-mail"
        choice={{
          label: 'Status',
          value: status ?? '',
          options: [
            ...SUPPORT_STATUSES.map((s) => ({ value: s, label: SUPPORT_STATUS_LABELS[s] })),
            { value: '', label: 'Any status' },
          ],
        }}
        onChange={(change) => {
          if ('search' in change) setSearch(change.search);
          else setStatus((change.choice || null) as SupportStatus | null);
          setPage(1);
        }}
      />
      <QueueList
        query={desk}
        what="the support requests"
        noun="request"
        empty={
          q || assignee !== 'ANYONE'
            ? 'No request matches that'
            : status === 'open'
              ? 'Every request has an answer'
              : 'No requests here'
        }
        page={page}
        onPage={setPage}
      >
        {(r) => (
          <SupportRequestRow
            key={r._id}
            request={r}
            showRequester
            to={`/console/support/${r._id}`}
            note={
              <Text size="xs" c={r.assignee ? undefined : 'red.9'}>
                {r.assignee ? `Taken by ${r.assignee.name}` : 'Not taken yet'}
              </Text>
            }
          />
        )}
      </QueueList>
    </Stack>
  );
}
