import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { formatDate } from '#shared/dates.ts';
import { REPORT_REASON_NAMES, REPORT_SUBJECTS, type ReportSubject } from '#shared/moderation.ts';
import { deferred } from '#web/components/deferred.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { NotFound } from '#web/components/not-found.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useReportedItem } from '#web/features/console/api/reports.ts';
import { AuditEntryCard } from '#web/features/console/components/audit-entry.tsx';
import { ReportedItemSummary } from '#web/features/console/components/reported-item-card.tsx';
import { isNotFound } from '#web/lib/api-client.ts';

// The decision's form (its radios and fields) comes after the screen shows.
const DecisionForm = deferred(() =>
  import('#web/features/console/components/decision-form.tsx').then((m) => m.DecisionForm),
);

/** One reported item: what it is, every report of it, what staff did, and the decision. */
export default function ConsoleReportScreen() {
  useDocumentTitle('Reported item | Oja console');
  const { subjectType = '', subjectId = '' } = useParams();
  const known = (REPORT_SUBJECTS as readonly string[]).includes(subjectType);
  const detail = useReportedItem(subjectType, subjectId);
  if (!known || (detail.isError && isNotFound(detail.error)))
    return <NotFound what="reported item" />;
  return (
    <Stack gap="lg" maw={900}>
      <Anchor component={Link} to="/console/reports" size="sm">
        ← All reports
      </Anchor>
      {detail.isPending ? (
        <Skeleton h={240} radius="md" />
      ) : detail.isError ? (
        <LoadError what="the reported item" onRetry={() => detail.refetch()} />
      ) : (
        <>
          <Card withBorder radius="md" p="lg">
            <Stack gap="sm">
              <ReportedItemSummary item={detail.data.item} />
              <Group gap="md">
                {detail.data.item.link && (
                  <Anchor href={detail.data.item.link} target="_blank" size="sm">
                    See it in Oja
                  </Anchor>
                )}
                {detail.data.item.owner && (
                  <Anchor
                    component={Link}
                    to={`/console/accounts/${detail.data.item.owner.id}`}
                    size="sm"
                  >
                    Their account
                  </Anchor>
                )}
              </Group>
            </Stack>
          </Card>
          <Stack gap="sm">
            <Title order={2} fz="lg">
              Decide
            </Title>
            <Suspense fallback={<Skeleton h={160} radius="md" />}>
              <DecisionForm
                subjectType={subjectType as ReportSubject}
                subjectId={subjectId}
                hidden={detail.data.item.hidden}
              />
            </Suspense>
          </Stack>
          <Stack gap="sm">
            <Title order={2} fz="lg">
              Reports
            </Title>
            {detail.data.reports.map((r) => (
              <Card key={`${r.reporter.id}-${r.at}`} withBorder radius="md" p="md">
                <Stack gap={4}>
                  <Group justify="space-between" gap="xs">
                    <Text fw={600}>{REPORT_REASON_NAMES[r.reason]}</Text>
                    <Text size="sm" c="dimmed">
                      {formatDate(r.at, 'dateTime')}
                    </Text>
                  </Group>
                  <Text size="sm">By {r.reporter.name}</Text>
                  {r.details && (
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      “{r.details}”
                    </Text>
                  )}
                </Stack>
              </Card>
            ))}
          </Stack>
          {detail.data.history.length > 0 && (
            <Stack gap="sm">
              <Title order={2} fz="lg">
                What staff did
              </Title>
              {detail.data.history.map((entry) => (
                <AuditEntryCard key={entry.id} entry={entry} />
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
