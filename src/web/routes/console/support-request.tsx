import { Anchor, Card, Skeleton, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { formatDate } from '#shared/dates.ts';
import { SUPPORT_TOPIC_LABELS } from '#shared/support.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { NotFound } from '#web/components/not-found.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useDeskAnswer, useDeskRequest } from '#web/features/console/api/support-desk.ts';
import { DeskControls } from '#web/features/console/components/desk-controls.tsx';
import { ReplyForm } from '#web/features/support/components/reply-form.tsx';
import { SupportMessages } from '#web/features/support/components/support-messages.tsx';
import { isNotFound } from '#web/lib/api-client.ts';
import { SupportRequestTitle } from '#web/features/support/components/support-request-title.tsx';

/** One support request on the desk: who asked, its thread, who has it, and the answer box. */
export default function ConsoleSupportRequestScreen() {
  const { id = '' } = useParams();
  const request = useDeskRequest(id);
  const answer = useDeskAnswer(id);
  useDocumentTitle(
    request.data ? `${request.data.reference} | Oja console` : 'Support request | Oja console',
  );
  if (request.isError && isNotFound(request.error)) return <NotFound what="support request" />;
  if (request.isPending) return <Skeleton h={320} radius="md" maw={800} />;
  if (request.isError) return <LoadError what="the request" onRetry={() => request.refetch()} />;
  const r = request.data;
  return (
    <Stack gap="lg" maw={800}>
      <Anchor component={Link} to="/console/support" size="sm">
        ← All support requests
      </Anchor>
      <Stack gap={6}>
        <SupportRequestTitle subject={r.subject} status={r.status} />
        <Text size="sm" c="dimmed">
          {r.reference} · {SUPPORT_TOPIC_LABELS[r.topic]} · Sent{' '}
          {formatDate(r.createdAt, 'dateTime')}
          {r.order
            ? ` · About order ${r.order.number}`
            : r.orderReference
              ? ` · About order ${r.orderReference}`
              : ''}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          From{' '}
          {r.requesterId ? (
            <Anchor component={Link} to={`/console/accounts/${r.requesterId}`}>
              {r.requester.name}
            </Anchor>
          ) : (
            r.requester.name
          )}{' '}
          ({r.requester.email}){r.requesterId ? '' : ', a visitor without an account'}
        </Text>
      </Stack>
      <DeskControls request={r} />
      <SupportMessages messages={r.messages} />
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <ReplyForm
          label="Answer as Oja support"
          description={`${r.requester.name} gets it by e-mail; the request then waits on them.`}
          pending={answer.isPending}
          send={(text, done) => answer.mutate(text, done)}
        />
      </Card>
    </Stack>
  );
}
