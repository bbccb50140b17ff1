import { Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatDate } from '#shared/dates.ts';
import { formatCountOf, formatNumber } from '#shared/format.ts';
import type { NewsIssue } from '#shared/schemas/news.ts';
import { deferred } from '#web/components/deferred.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { NotFound } from '#web/components/not-found.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import {
  useDeleteNewsIssue,
  useNewsIssue,
  useNewsPreview,
  useNewsSubscribers,
  useSendNewsIssue,
} from '#web/features/console/api/news.ts';
import { isNotFound } from '#web/lib/api-client.ts';

// The form's code comes after the screen shows.
const NewsIssueForm = deferred(() =>
  import('#web/features/console/components/news-issue-form.tsx').then((m) => m.NewsIssueForm),
);

/** The e-mail as a subscriber will read it, shown on request. */
function Preview({ id }: { id: string }) {
  const [open, setOpen] = useState(false);
  const preview = useNewsPreview(id, open);
  if (!open)
    return (
      <Button variant="light" w="fit-content" onClick={() => setOpen(true)}>
        Preview the e-mail
      </Button>
    );
  if (preview.isPending) return <Skeleton h={200} radius="md" />;
  if (preview.isError) return <LoadError what="the preview" onRetry={() => preview.refetch()} />;
  return (
    <Card withBorder radius="md" p="md" component="section" aria-label="The e-mail">
      <Stack gap="xs">
        <Text fw={700}>{preview.data.subject}</Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {preview.data.text}
        </Text>
      </Stack>
    </Card>
  );
}

/** Send (to everyone subscribed now, after a confirmation) and delete, for a draft. */
function DraftActions({ issue }: { issue: NewsIssue }) {
  const navigate = useNavigate();
  const subscribers = useNewsSubscribers(1);
  const send = useSendNewsIssue(issue._id);
  const remove = useDeleteNewsIssue(issue._id);
  const people = formatCountOf(subscribers.data ?? 0, 'person', 'people');
  return (
    <Group gap="sm">
      <Button
        loading={send.isPending}
        disabled={subscribers.data === undefined}
        onClick={() => {
          if (window.confirm(`Send “${issue.subject}” to ${people} now? It cannot be taken back.`))
            send.mutate();
        }}
      >
        Send to {people}
      </Button>
      <Button
        variant="subtle"
        color="red"
        loading={remove.isPending}
        onClick={() => {
          if (window.confirm('Delete this draft for good?'))
            remove.mutate(undefined, { onSuccess: () => navigate('/console/news') });
        }}
      >
        Delete
      </Button>
    </Group>
  );
}

/** How a sent issue went: to how many, how many left, how many could not, by whom. */
function SentFigures({ issue }: { issue: NewsIssue }) {
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap={4}>
        <Text fw={600}>
          {issue.status === 'sending' ? 'Sending' : 'Sent'} to{' '}
          {formatCountOf(issue.recipients, 'person', 'people')}
        </Text>
        <Text size="sm">
          {formatNumber(issue.sent)} of {formatNumber(issue.recipients)} e-mails sent
          {issue.status === 'sending' ? ' so far, a few a minute' : ''}
          {issue.failed > 0 ? `; ${formatNumber(issue.failed)} could not be sent` : ''}.
        </Text>
        <Text size="xs" c="dimmed">
          By {issue.sentBy ?? 'Oja staff'} on {formatDate(issue.sentAt!, 'dateTime')}
        </Text>
      </Stack>
    </Card>
  );
}

/** Content staff write, preview and send one issue of Oja's news (`new` for a new one). */
export default function ConsoleNewsIssueScreen() {
  const { id = 'new' } = useParams();
  const navigate = useNavigate();
  const existing = id === 'new' ? null : id;
  const issue = useNewsIssue(existing);
  useDocumentTitle(existing ? 'News issue | Oja console' : 'New issue | Oja console');
  if (existing && issue.isError && isNotFound(issue.error)) return <NotFound what="issue" />;
  if (existing && issue.isPending) return <Skeleton h={400} radius="md" maw={900} />;
  if (existing && issue.isError)
    return <LoadError what="the issue" onRetry={() => issue.refetch()} />;
  const i = existing ? issue.data! : null;
  return (
    <Stack gap="lg" maw={900}>
      <Anchor component={Link} to="/console/news" size="sm">
        ← All news
      </Anchor>
      <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
        {i ? i.subject : 'New issue'}
      </Title>
      {i && i.status !== 'draft' ? (
        <>
          <SentFigures issue={i} />
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{i.body}</Text>
        </>
      ) : (
        <>
          <Suspense fallback={<Skeleton h={320} radius="md" />}>
            <NewsIssueForm
              key={i?.updatedAt ?? 'new'}
              issue={i}
              onSaved={(saved) => {
                if (!existing) navigate(`/console/news/${saved._id}`, { replace: true });
              }}
            />
          </Suspense>
          {i && <Preview key={i.updatedAt} id={i._id} />}
          {i && <DraftActions issue={i} />}
        </>
      )}
    </Stack>
  );
}
