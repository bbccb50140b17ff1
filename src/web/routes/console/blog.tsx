import { Button, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '#shared/dates.ts';
import { Tag } from '#web/components/plain.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useConsoleArticles } from '#web/features/console/api/blog.ts';
import { QueueList } from '#web/features/console/components/queue-list.tsx';
import rows from '#web/features/console/components/ledger.module.css';

/** Content staff: Oja's blog articles, drafts first, and a new one. */
export default function ConsoleBlogScreen() {
  useDocumentTitle('Blog | Oja console');
  const [page, setPage] = useState(1);
  const list = useConsoleArticles(page);
  return (
    <Stack gap="lg" maw={900}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            Blog
          </Title>
          <Text c="dimmed">Guides and news for Oja&apos;s shoppers and sellers, in Markdown.</Text>
        </Stack>
        <Button component={Link} to="/console/blog/new">
          New article
        </Button>
      </Group>
      <QueueList
        query={list}
        what="the articles"
        noun="article"
        empty="No article yet"
        page={page}
        onPage={setPage}
      >
        {(a) => (
          <UnstyledButton
            key={a._id}
            component={Link}
            to={`/console/blog/${a._id}`}
            className={rows.row}
          >
            <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {a.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {a.publishedAt
                    ? `Published ${formatDate(a.publishedAt, 'date')}`
                    : `Last saved ${formatDate(a.updatedAt, 'dateTime')}`}{' '}
                  · {a.readingMinutes} min read
                </Text>
              </Stack>
              <Tag size="sm" color={a.publishedAt ? 'teal.9' : 'gray.7'}>
                {a.publishedAt ? 'Published' : 'Draft'}
              </Tag>
            </Group>
          </UnstyledButton>
        )}
      </QueueList>
    </Stack>
  );
}
