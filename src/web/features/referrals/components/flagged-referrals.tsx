import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '#shared/dates.ts';
import { formatPoints } from '#shared/format.ts';
import { orderNumber } from '#shared/order-flow.ts';
import { REFERRAL_FLAG_REASON_LABELS } from '#shared/referrals.ts';
import type { ReferralReview } from '#shared/schemas/referrals.ts';
import { noResults, QueryState } from '#web/components/query-state.tsx';
import { ShowMore } from '#web/components/show-more.tsx';
import { useApproveReferral } from '../api/approve-referral.ts';
import { useFlaggedReferrals } from '../api/flagged-referrals.ts';

function Person({ role, person }: { role: string; person: ReferralReview['friend'] }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Text span c="dimmed">
        {role}:{' '}
      </Text>
      <Anchor component={Link} to={`/u/${person.handle}`} size="sm" underline="always">
        {person.name}
      </Anchor>{' '}
      · {person.email}
    </Text>
  );
}

function FlaggedRow({ referral }: { referral: ReferralReview }) {
  const approve = useApproveReferral();
  const busy = approve.isPending && approve.variables === referral._id;
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" align="flex-start" wrap="nowrap">
          <Text fw={700} size="sm" c="red.9" style={{ flex: 1, minWidth: 0 }}>
            {referral.reason ? REFERRAL_FLAG_REASON_LABELS[referral.reason] : 'Flagged'}
          </Text>
          <Text size="xs" c="gray.7">
            {formatDate(referral.createdAt)}
          </Text>
        </Group>
        <Person role="Referrer" person={referral.referrer} />
        <Person role="Friend" person={referral.friend} />
        <Text size="sm" c="gray.7">
          First order {orderNumber(referral.orderId)} · approving pays{' '}
          {formatPoints(referral.referrerPoints)} to the referrer and{' '}
          {formatPoints(referral.friendPoints)} to the friend
        </Text>
        <Group justify="flex-end">
          <Button
            size="sm"
            loading={busy}
            disabled={approve.isPending && !busy}
            onClick={() => approve.mutate(referral._id)}
            aria-label={`Approve the referral of ${referral.friend.name}`}
          >
            Approve
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Support's queue of flagged referrals, oldest first, 25 at a time. */
export function FlaggedReferrals() {
  const query = useFlaggedReferrals();
  const rows = query.data?.pages.flatMap((p) => p.results) ?? [];
  return (
    <Stack gap="sm">
      <QueryState
        query={query}
        what="the flagged referrals"
        rows={3}
        rowHeight={150}
        isEmpty={noResults}
        empty={{
          icon: <IconShieldCheck size={24} />,
          title: 'No flagged referrals',
          children:
            'Referrals that look like one person twice, or pass the monthly cap, show here.',
        }}
      >
        {() => (
          <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {rows.map((referral) => (
              <FlaggedRow key={referral._id} referral={referral} />
            ))}
          </Stack>
        )}
      </QueryState>
      <ShowMore query={query} label="Load more" />
    </Stack>
  );
}
