import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import {
  REPORT_SUBJECT_NAMES,
  REPORT_SUBJECTS,
  type ReportedItemStatus,
  type ReportSubject,
} from '#shared/moderation.ts';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useReportQueue } from '#web/features/console/api/reports.ts';
import { ReportedItemCard } from '#web/features/console/components/reported-item-card.tsx';
import { QueueStatus } from '#web/features/console/components/queue-status.tsx';
import { QueueFilters } from '#web/features/console/components/queue-filters.tsx';
import { QueueList } from '#web/features/console/components/queue-list.tsx';
import { useDebounced } from '#web/lib/use-debounced.ts';

/** Reports: what shoppers reported, gathered per item, the most reported first. */
export default function ConsoleReportsScreen() {
  useDocumentTitle('Reports | Oja console');
  const [status, setStatus] = useState<ReportedItemStatus>('OPEN');
  const [subjectType, setSubjectType] = useState<ReportSubject | ''>('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebounced(search.trim(), 300);
  const queue = useReportQueue({ status, subjectType: subjectType || undefined, q, page });
  const filtered = Boolean(q || subjectType);
  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Reports
        </Title>
        <Text c="dimmed">
          Posts, comments, products, stores and accounts shoppers reported. Open one to decide.
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
      <QueueFilters
        search={search}
        placeholder="What it says, or whose it is"
        choice={{
          label: 'Kind',
          value: subjectType,
          options: [
            { value: '', label: 'All kinds' },
            ...REPORT_SUBJECTS.map((s) => ({ value: s, label: REPORT_SUBJECT_NAMES[s] })),
          ],
        }}
        onChange={(change) => {
          if ('search' in change) setSearch(change.search);
          else setSubjectType(change.choice as ReportSubject | '');
          setPage(1);
        }}
      />
      <QueueList
        query={queue}
        what="the reports"
        noun="item"
        empty={
          filtered
            ? 'Nothing reported matches that'
            : status === 'OPEN'
              ? 'No reports are waiting'
              : 'No decisions yet'
        }
        page={page}
        onPage={setPage}
      >
        {(item) => <ReportedItemCard key={`${item.subjectType}-${item.subjectId}`} item={item} />}
      </QueueList>
    </Stack>
  );
}
