import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { formatNaira } from '#shared/format.ts';
import type { CreatorSubscription } from '#shared/schemas/creator-subscriptions.ts';
import { PagePager } from '#web/components/page-pager.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import { useSubscribedCreators } from '../api/offer.ts';
import { useAnswerNewPrice } from '../api/answer-new-price.ts';
import { useSubscribe } from '../api/subscribe.ts';
import { formatDate } from '#shared/dates.ts';
import { PersonLine } from './person-line.tsx';
import { StatusBadge } from './status-badge.tsx';

/**
 * A higher price the creator set: when it would apply, and the fan's answer. Unaccepted, the
 * subscription ends on that date and nothing more is charged.
 */
function NewPrice({ row }: { row: CreatorSubscription }) {
  const answer = useAnswerNewPrice(row.creatorId);
  if (row.newPrice === null || row.newPriceFrom === null) return null;
  const from = formatDate(row.newPriceFrom);
  const price = formatNaira(row.newPrice);
  if (!row.hasAccess)
    return (
      <Text size="xs" c="dimmed">
        The new price, {price} a month, was not accepted.
      </Text>
    );
  const choose = (decision: 'ACCEPT' | 'DECLINE') =>
    answer.mutate({ decision, amount: row.newPrice ?? 0 });
  return (
    <Alert
      color={row.newPriceAccepted ? 'gray' : 'navy'}
      variant="light"
      title={`New price: ${price} a month from ${from}`}
    >
      <Stack gap="xs">
        <Text size="sm">
          {row.newPriceAccepted
            ? `You accepted it: your subscription renews at ${price} from ${from}.`
            : row.cancelAtPeriodEnd
              ? `You pay ${formatNaira(row.price)} a month and your subscription will not renew. Accept the new price to keep it after ${formatDate(row.currentPeriodEnd)}.`
              : `You pay ${formatNaira(row.price)} a month. Nothing more is charged unless you accept: without your answer, your subscription ends on ${from}.`}
        </Text>
        {!row.newPriceAccepted && (
          <Group gap="xs">
            <Button
              size="xs"
              loading={answer.isPending && answer.variables?.decision === 'ACCEPT'}
              disabled={answer.isPending}
              onClick={() => choose('ACCEPT')}
            >
              Accept {price} a month
            </Button>
            {!row.cancelAtPeriodEnd && (
              <Button
                size="xs"
                variant="default"
                loading={answer.isPending && answer.variables?.decision === 'DECLINE'}
                disabled={answer.isPending}
                onClick={() => choose('DECLINE')}
              >
                Decline
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

function CreatorRow({ row }: { row: CreatorSubscription }) {
  const cancel = useSubscribe(row.creatorId);
  const renews = row.status === 'ACTIVE' && row.hasAccess;
  return (
    <Card withBorder radius="md" padding="sm">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <PersonLine user={row.user}>
            {formatNaira(row.price)} / month ·{' '}
            {renews
              ? `renews ${formatDate(row.currentPeriodEnd)}`
              : row.hasAccess
                ? `access until ${formatDate(row.currentPeriodEnd)}`
                : `ended ${formatDate(row.currentPeriodEnd)}`}
          </PersonLine>
          <Group gap="xs">
            <StatusBadge status={row.status} />
            {renews && (
              <Button
                size="xs"
                variant="default"
                loading={cancel.isPending}
                onClick={() => cancel.mutate({ action: 'CANCEL' })}
              >
                Cancel
              </Button>
            )}
          </Group>
        </Group>
        <NewPrice row={row} />
      </Stack>
    </Card>
  );
}

/**
 * The creators the signed-in user subscribes to, with when each renews (or ends), a cancel
 * button (cancelling keeps access to the end of the paid period), and a higher price a creator
 * set, to accept or decline.
 */
export function SubscribedCreators({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const subscriptions = useSubscribedCreators(userId, page);
  return (
    <QueryState
      query={subscriptions}
      what="your subscriptions"
      isEmpty={(data) => data.results.length === 0}
      empty={{
        icon: <IconUsers size={24} />,
        title: 'No creator subscriptions yet',
        children: 'Subscribe to a creator from their profile to see their subscriber-only posts.',
      }}
    >
      {(data) => (
        <Stack gap="xs">
          {data.results.map((row) => (
            <CreatorRow key={row._id} row={row} />
          ))}
          <PagePager total={data.totalPages} value={page} onChange={setPage} size="sm" />
          <Text size="xs" c="dimmed">
            {data.totalRecords} in all
          </Text>
        </Stack>
      )}
    </QueryState>
  );
}
