import { Anchor, Chip, Group, Stack, Text, Title } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatNaira } from '#shared/format.ts';
import {
  POINTS_LIFETIME_MONTHS,
  REWARD_STATUS_LABELS,
  REWARD_STATUSES,
  type RewardStatus,
} from '#shared/rewards.ts';
import { noResults, QueryState } from '#web/components/query-state.tsx';
import { ShowMore } from '#web/components/show-more.tsx';
import { usePointsSummary } from '../api/points-summary.ts';
import { useRewards } from '../api/reward-entries.ts';
import { RewardRow } from './reward-row.tsx';

/** What an empty list says, for each status filter. */
const EMPTY_FILTERED: Record<RewardStatus, string> = {
  PENDING: 'Points of orders on their way show here until you confirm you received them.',
  AVAILABLE:
    'Points of orders you received and of your photo reviews show here while you can spend them.',
  REVERSED: 'Points taken back when an order was turned down or returned show here.',
  EXPIRED: `Points that reached the end of their ${POINTS_LIFETIME_MONTHS} months show here.`,
};

/** What earns points, and a way to start: the empty state of a user with none yet. */
function EarnNote() {
  const summary = usePointsSummary().data;
  const rate = summary?.nairaPerPoint;
  const photo = summary?.pointsPerPhotoReview ?? 0;
  return (
    <>
      {rate
        ? `Every ${formatNaira(rate)} you spend earns a point. `
        : 'Every order you pay for earns points. '}
      {photo > 0 && `A review with a photo earns ${photo} more. `}
      <Anchor component={Link} to="/explore" size="sm" fw={600} underline="always">
        Shop now
      </Anchor>
    </>
  );
}

/** A filter that matches no entry. */
function NoneWithStatus({ status }: { status: RewardStatus }) {
  return (
    <Text size="sm" c="dimmed" py="md" ta="center">
      No {REWARD_STATUS_LABELS[status].toLowerCase()} points. {EMPTY_FILTERED[status]}
    </Text>
  );
}

/** Every entry, newest first, filtered by status; "Load more" appends the next 25. */
export function RewardHistory() {
  const [status, setStatus] = useState<RewardStatus | null>(null);
  const query = useRewards(status);
  const entries = query.data?.pages.flatMap((p) => p.results) ?? [];

  return (
    <Stack gap="sm" component="section" aria-labelledby="points-history-title">
      <Title order={2} fz="lg" id="points-history-title">
        History
      </Title>
      <Chip.Group
        multiple={false}
        value={status ?? 'ALL'}
        onChange={(v) => setStatus(v === 'ALL' ? null : (v as RewardStatus))}
      >
        <Group gap="xs" role="radiogroup" aria-label="Show points">
          {(['ALL', ...REWARD_STATUSES] as const).map((s) => (
            <Chip key={s} value={s} type="radio" size="sm" variant="outline">
              {s === 'ALL' ? 'All' : REWARD_STATUS_LABELS[s]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <QueryState
        query={query}
        what="your points history"
        rows={3}
        isEmpty={(data) => noResults(data) && status === null}
        empty={{
          icon: <IconCoins size={24} />,
          title: 'No points yet',
          children: <EarnNote />,
        }}
      >
        {() =>
          entries.length === 0 && status ? (
            <NoneWithStatus status={status} />
          ) : (
            <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {entries.map((entry) => (
                <RewardRow key={entry._id} entry={entry} />
              ))}
            </Stack>
          )
        }
      </QueryState>
      <ShowMore query={query} label="Load more" />
    </Stack>
  );
}
