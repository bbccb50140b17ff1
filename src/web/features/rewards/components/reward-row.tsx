import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '#shared/dates.ts';
import { REWARD_STATUS_LABELS, REWARD_TYPE_LABELS, type RewardStatus } from '#shared/rewards.ts';
import type { Reward } from '#shared/schemas/rewards.ts';
import { formatNumber } from '#shared/format.ts';

const STATUS_COLOURS: Record<RewardStatus, string> = {
  PENDING: 'yellow',
  AVAILABLE: 'teal',
  REVERSED: 'red',
  EXPIRED: 'gray',
};

/** When the entry's points became, or become, spendable, or when they ended. */
function whenNote(entry: Reward): string | null {
  switch (entry.status) {
    case 'PENDING':
      return 'available on receipt';
    case 'AVAILABLE':
      return entry.expiresAt ? `ends ${formatDate(entry.expiresAt)}` : null;
    case 'REVERSED':
      return entry.endedAt ? `taken back ${formatDate(entry.endedAt)}` : null;
    case 'EXPIRED':
      return entry.endedAt ? `ended ${formatDate(entry.endedAt)}` : null;
  }
}

/** The points of an entry: given, or struck through with what was taken back once they ended. */
function EntryPoints({ entry }: { entry: Reward }) {
  const ended = entry.status === 'REVERSED' || entry.status === 'EXPIRED';
  if (!ended)
    return (
      <Text fw={700} c={entry.status === 'AVAILABLE' ? 'teal.9' : 'gray.9'} ta="right">
        +{formatNumber(entry.points)}
      </Text>
    );
  return (
    <Stack gap={0} align="flex-end">
      <Text component="s" fw={700} c="gray.7" td="line-through">
        +{formatNumber(entry.points)}
      </Text>
      <Text size="xs" c="gray.7" ta="right">
        {entry.pointsTaken > 0
          ? `${formatNumber(entry.pointsTaken)} taken back`
          : 'spent before they ended'}
      </Text>
    </Stack>
  );
}

/**
 * One reward entry: what earned it (linking to the order; a photo review says so), when, its
 * points and its status.
 */
export function RewardRow({ entry }: { entry: Reward }) {
  const note = whenNote(entry);
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={4} miw={0}>
          {entry.orderId ? (
            <Anchor
              component={Link}
              to={`/shopper/my-order/${entry.orderId}`}
              fw={600}
              size="sm"
              c="navy.9"
            >
              {entry.title}
            </Anchor>
          ) : (
            <Text fw={600} size="sm">
              {entry.title}
            </Text>
          )}
          <Group gap={6} wrap="wrap">
            <Badge color={STATUS_COLOURS[entry.status]} variant="light" c="gray.9" size="sm">
              {REWARD_STATUS_LABELS[entry.status]}
            </Badge>
            {entry.type !== 'ORDER' && (
              <Badge color="navy" variant="outline" size="sm">
                {REWARD_TYPE_LABELS[entry.type]}
              </Badge>
            )}
            <Text size="xs" c="gray.7">
              {formatDate(entry.earnedAt)}
              {note && ` · ${note}`}
            </Text>
          </Group>
        </Stack>
        <EntryPoints entry={entry} />
      </Group>
    </Paper>
  );
}
