import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatCountOf } from '#shared/format.ts';
import { formatRelativeDate } from '#shared/relative-date.ts';
import {
  REPORT_REASON_NAMES,
  REPORT_SUBJECT_NAMES,
  type ReportReason,
  type ReportSubject,
} from '#shared/moderation.ts';

type Item = {
  subjectType: ReportSubject;
  subjectId: string;
  title: string;
  owner: { name: string; handle: string } | null;
  reportCount: number;
  reasons: { reason: ReportReason; count: number }[];
  hidden: boolean;
  lastReportedAt: string;
};

/** What it is and whose, how often and why it was reported: the queue's row. */
export function ReportedItemSummary({ item }: { item: Item }) {
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap">
        <Badge variant="light">{REPORT_SUBJECT_NAMES[item.subjectType]}</Badge>
        {item.hidden && (
          <Badge variant="light" color="red">
            Hidden by Oja
          </Badge>
        )}
        <Text size="sm" c="dimmed" suppressHydrationWarning>
          Last reported {formatRelativeDate(item.lastReportedAt)}
        </Text>
      </Group>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {item.title}
      </Text>
      {item.owner && (
        <Text size="sm">
          By {item.owner.name} (@{item.owner.handle})
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {formatCountOf(item.reportCount, 'report')}:{' '}
        {item.reasons.map((r) => `${REPORT_REASON_NAMES[r.reason]} (${r.count})`).join(', ')}
      </Text>
    </Stack>
  );
}

/** A reported item in the queue, opening its own screen. */
export function ReportedItemCard({ item }: { item: Item }) {
  return (
    <Card
      withBorder
      radius="md"
      p="md"
      component={Link}
      to={`/console/reports/${item.subjectType}/${item.subjectId}`}
    >
      <ReportedItemSummary item={item} />
    </Card>
  );
}
