import { Button, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '#shared/dates.ts';
import { formatCountOf } from '#shared/format.ts';
import type { NewsIssue } from '#shared/schemas/news.ts';
import { Tag } from '#web/components/plain.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useNewsIssues, useNewsSubscribers } from '#web/features/console/api/news.ts';
import { QueueList } from '#web/features/console/components/queue-list.tsx';
import rows from '#web/features/console/components/ledger.module.css';

const when = (i: NewsIssue) =>
  i.sentAt
    ? `Sent ${formatDate(i.sentAt, 'dateTime')} to ${formatCountOf(i.recipients, 'person', 'people')}`
    : `Last saved ${formatDate(i.updatedAt, 'dateTime')}`;

/** Content staff: Oja's news to the people who asked for it, drafts first, and a new issue. */
export default function ConsoleNewsScreen() {
  useDocumentTitle('News | Oja console');
  const [page, setPage] = useState(1);
  const issues = useNewsIssues(page);
  const subscribers = useNewsSubscribers(page);
  return (
    <Stack gap="lg" maw={900}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            News
          </Title>
          <Text c="dimmed">
            Oja&apos;s news by e-mail, for the people who turned it on in their account
            {subscribers.data !== undefined
              ? `: ${formatCountOf(subscribers.data, 'person', 'people')} today.`
              : '.'}
          </Text>
        </Stack>
        <Button component={Link} to="/console/news/new">
          New issue
        </Button>
      </Group>
      <QueueList
        query={issues}
        what="the news"
        noun="issue"
        empty="No issue yet"
        page={page}
        onPage={setPage}
      >
        {(i) => (
          <UnstyledButton
            key={i._id}
            component={Link}
            to={`/console/news/${i._id}`}
            className={rows.row}
          >
            <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {i.subject}
                </Text>
                <Text size="xs" c="dimmed">
                  {when(i)}
                </Text>
              </Stack>
              <Tag size="sm" color={i.status === 'draft' ? 'gray.7' : 'teal.9'}>
                {i.status === 'draft' ? 'Draft' : i.status === 'sending' ? 'Sending' : 'Sent'}
              </Tag>
            </Group>
          </UnstyledButton>
        )}
      </QueueList>
    </Stack>
  );
}
