import { Anchor, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '#shared/dates.ts';
import type { SupportRequest } from '#shared/schemas/support.ts';
import { SUPPORT_TOPIC_LABELS } from '#shared/support.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { isNotFound } from '#web/lib/api-client.ts';
import { useSupportRequest } from '../api/get-support-request.ts';
import { useReplySupportRequest } from '../api/reply-support-request.ts';
import { ReplyForm } from './reply-form.tsx';
import { SupportMessages } from './support-messages.tsx';
import { SupportRequestTitle } from './support-request-title.tsx';

function ReplyBox({ request, linkKey }: { request: SupportRequest; linkKey: string | null }) {
  const send = useReplySupportRequest(request._id, linkKey);
  return (
    <ReplyForm
      label="Your reply"
      description={
        request.status === 'resolved'
          ? 'This request is resolved; replying opens it again.'
          : undefined
      }
      pending={send.isPending}
      send={(text, done) => send.mutate(text, done)}
    />
  );
}

/**
 * A request's details and its messages, oldest first, with a reply box under them, as its
 * requester sees it (Oja support answers from the console).
 */
export function SupportThread({ id, linkKey }: { id: string; linkKey: string | null }) {
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
        <Anchor component={Link} to="/shopper/support" size="sm">
          ← Support
        </Anchor>
        <SupportRequestTitle subject={r.subject} status={r.status} />
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
      </Stack>

      <SupportMessages messages={r.messages} />

      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <ReplyBox request={r} linkKey={linkKey} />
      </Card>
    </Stack>
  );
}
