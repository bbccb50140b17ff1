import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { LightTextField } from '#web/components/light-fields.tsx';
import { useState } from 'react';
import { formatCountOf } from '#shared/format.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { SearchIcon } from '#web/components/icons/search.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { PagePager } from '#web/components/page-pager.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useAudit, useExportAudit } from '#web/features/console/api/audit.ts';
import { AuditEntryCard } from '#web/features/console/components/audit-entry.tsx';
import { useDebounced } from '#web/lib/use-debounced.ts';

/** The audit log: every console action and role change, newest first, searchable, exportable. */
export default function ConsoleAuditScreen() {
  useDocumentTitle('Audit log | Oja console');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebounced(search.trim(), 300);
  const audit = useAudit({ q, page });
  const exportCsv = useExportAudit();
  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Audit log
        </Title>
        <Text c="dimmed">
          Every console action and role change: who, when, from where, and what it changed. Nobody
          can edit it.
        </Text>
      </Stack>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <LightTextField
          label="Search"
          placeholder="An action, a reason, an id"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 220px' }}
        />
        <Button variant="default" loading={exportCsv.isPending} onClick={() => exportCsv.mutate(q)}>
          Export CSV
        </Button>
      </Group>
      {audit.isPending ? (
        <Skeleton h={240} radius="md" />
      ) : audit.isError ? (
        <LoadError what="the audit log" onRetry={() => audit.refetch()} />
      ) : audit.data.results.length === 0 ? (
        <EmptyState
          icon={<SearchIcon size={24} />}
          title={q ? 'Nothing recorded matches that search' : 'Nothing recorded yet'}
        />
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {formatCountOf(audit.data.totalRecords, 'record')}
          </Text>
          {audit.data.results.map((entry) => (
            <AuditEntryCard key={entry.id} entry={entry} />
          ))}
          <PagePager total={audit.data.totalPages} value={page} onChange={setPage} />
        </Stack>
      )}
    </Stack>
  );
}
