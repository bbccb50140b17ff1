import { Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUsersPlus } from '@tabler/icons-react';
import { formatDate } from '#shared/dates.ts';
import { formatNumber } from '#shared/format.ts';
import { REFERRAL_STATUS_LABELS, type ReferralStatus } from '#shared/referrals.ts';
import type { ReferredFriend } from '#shared/schemas/referrals.ts';
import { initialsOf } from '#web/components/initials.ts';
import { noResults, QueryState } from '#web/components/query-state.tsx';
import { ShowMore } from '#web/components/show-more.tsx';
import { useReferredFriends } from '../api/referred-friends.ts';

const STATUS_COLOURS: Record<ReferralStatus, string> = {
  JOINED: 'gray',
  FIRST_ORDER_RECEIVED: 'teal',
  FLAGGED: 'yellow',
};

/** What a friend's status means for the referrer's points. */
function pointsNote(friend: ReferredFriend): string {
  switch (friend.status) {
    case 'JOINED':
      return 'Points when their first order arrives';
    case 'FIRST_ORDER_RECEIVED':
      return `+${formatNumber(friend.pointsEarned)} points`;
    case 'FLAGGED':
      return 'Oja support is reviewing this referral';
  }
}

function FriendRow({ friend }: { friend: ReferredFriend }) {
  const rewarded = friend.status === 'FIRST_ORDER_RECEIVED';
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <Avatar src={friend.avatarUrl} alt="" radius="xl" color="indigo">
          {initialsOf(friend.name)}
        </Avatar>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} truncate>
            {friend.name}
          </Text>
          <Text size="xs" c="gray.7" truncate>
            @{friend.handle} · joined {formatDate(friend.joinedAt)}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Badge color={STATUS_COLOURS[friend.status]} variant="light" c="gray.9">
              {REFERRAL_STATUS_LABELS[friend.status]}
            </Badge>
            <Text size="sm" fw={rewarded ? 700 : 400} c={rewarded ? 'teal.9' : 'gray.7'}>
              {pointsNote(friend)}
            </Text>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

/** The people the user referred, newest first, 30 at a time. */
export function ReferredFriends({ userId }: { userId: string }) {
  const query = useReferredFriends(userId);
  const friends = query.data?.pages.flatMap((p) => p.results) ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="my-referrals-title">
      <Title order={2} fz="xl" id="my-referrals-title">
        Your referrals
      </Title>
      <QueryState
        query={query}
        what="your referrals"
        rows={2}
        isEmpty={noResults}
        empty={{
          icon: <IconUsersPlus size={24} />,
          title: 'No referrals yet',
          children: 'Friends who sign up with your code show here, with the points they earn you.',
        }}
      >
        {() => (
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {friends.map((friend) => (
              <FriendRow key={friend._id} friend={friend} />
            ))}
          </Stack>
        )}
      </QueryState>
      <ShowMore query={query} label="Load more" />
    </Stack>
  );
}
