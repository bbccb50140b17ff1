import { Anchor, Button, Card, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '#shared/dates.ts';
import type { SupportRequest } from '#shared/schemas/support.ts';
import { SUPPORT_TOPIC_LABELS } from '#shared/support.ts';
import { SUPPORT_REPLY } from '#shared/validation/support.ts';
import { deferred } from '#web/components/deferred.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LightTextArea } from '#web/components/light-fields.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { ApiError, isNotFound } from '#web/lib/api-client.ts';
import { otherMessages } from '#web/lib/error-messages.ts';
import { textCheck } from '#web/lib/validators.ts';
import { useSupportRequest } from '../api/get-support-request.ts';
import { useReplySupportRequest } from '../api/reply-support-request.ts';
import { SupportStatusBadge } from './support-status-badge.tsx';
import classes from './support.module.css';

const checkReply = textCheck(SUPPORT_REPLY);

// Only Oja support sets a request's status: its control's code loads for them alone.
const StatusControl = deferred(() =>
  import('./support-status-control.tsx').then((m) => m.StatusControl),
);

function ReplyBox({
  request,
  linkKey,
  operator,
}: {
  request: SupportRequest;
  linkKey: string | null;
  operator: boolean;
}) {
  const send = useReplySupportRequest(request._id, linkKey);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const problem = checkReply(text);
        if (problem) return setError(problem);
        setError(null);
        send.mutate(text.trim(), {
          onSuccess: () => setText(''),
          onError: (err) => {
            // Field messages are not toasted: every one of them shows on the reply.
            if (err instanceof ApiError && typeof err.messages === 'object')
              setError(otherMessages(err));
          },
        });
      }}
    >
      <Stack gap="xs">
        <LightTextArea
          label={operator ? 'Answer as Oja support' : 'Your reply'}
          minRows={3}
          maxRows={10}
          maxLength={5000}
          value={text}
          error={error}
          description={
            operator
              ? `${request.requester.name} gets it by e-mail.`
              : request.status === 'resolved'
                ? 'This request is resolved; replying opens it again.'
                : undefined
          }
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Group>
          <Button type="submit" loading={send.isPending}>
            Send reply
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * A request's details and its messages, oldest first, with a reply box under them. Oja support
 * (`operator`) also sees who asked and sets the status.
 */
export function SupportThread({
  id,
  linkKey,
  operator = false,
}: {
  id: string;
  linkKey: string | null;
  operator?: boolean;
}) {
  const request = useSupportRequest(id, linkKey);
  useDocumentTitle(
    request.data ? `Support request ${request.data.reference} | Oja` : 'Support request | Oja',
  );

  if (request.isPending) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={32} w={260} />
        <Skeleton h={120} radius="lg" />
        <Skeleton h={120} radius="lg" />
      </Stack>
    );
  }
  if (request.isError) {
    if (isNotFound(request.error)) {
      return (
        <Card withBorder radius="lg" p="xl">
          <EmptyState icon={<IconHeadset size={24} />} title="We could not find this request">
            Open it with the link in the e-mail we sent you, or log in with the account you used to
            send it.
          </EmptyState>
          <Group justify="center" mt="sm">
            <Button component={Link} to="/shopper/support" variant="default">
              Back to support
            </Button>
          </Group>
        </Card>
      );
    }
    return <LoadError what="this request" onRetry={() => request.refetch()} />;
  }

  const r = request.data;
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Anchor
          component={Link}
          to={operator ? '/shopper/support/inbox' : '/shopper/support'}
          size="sm"
        >
          {operator ? '← Support inbox' : '← Support'}
        </Anchor>
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title
            order={1}
            fz={{ base: 22, sm: 28 }}
            style={{ overflowWrap: 'anywhere', minWidth: 0 }}
          >
            {r.subject}
          </Title>
          <SupportStatusBadge status={r.status} />
        </Group>
        <Text size="sm" c="dimmed">
          Reference{' '}
          <Text span fw={700} c="dark" ff="monospace">
            {r.reference}
          </Text>{' '}
          · {SUPPORT_TOPIC_LABELS[r.topic]} · Sent {formatDate(r.createdAt, 'dateTime')}
        </Text>
        {r.order ? (
          <Text size="sm">
            About order{' '}
            <Anchor component={Link} to={`/shopper/my-order/${r.order._id}`} underline="always">
              {r.order.number}
            </Anchor>
          </Text>
        ) : (
          r.orderReference && <Text size="sm">About order {r.orderReference}</Text>
        )}
        {operator && (
          <>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              From {r.requester.name} ({r.requester.email})
              {r.requester.member ? '' : ', a visitor without an account'}
            </Text>
            <Suspense fallback={<Skeleton h={60} w={200} />}>
              <StatusControl request={r} linkKey={linkKey} />
            </Suspense>
          </>
        )}
      </Stack>

      <Stack
        gap="sm"
        component="ol"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Messages"
      >
        {r.messages.map((m) => (
          <Paper
            key={m._id}
            component="li"
            withBorder
            radius="md"
            p="md"
            className={m.from === 'support' ? classes.fromSupport : undefined}
          >
            <Group justify="space-between" gap="xs" mb={6}>
              <Text fw={600} size="sm">
                {m.author}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDate(m.createdAt, 'dateTime')}
              </Text>
            </Group>
            <Text size="sm" className={classes.message}>
              {m.body}
            </Text>
          </Paper>
        ))}
      </Stack>

      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <ReplyBox request={r} linkKey={linkKey} operator={operator} />
      </Card>
    </Stack>
  );
}
