import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { usePrefetchInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { usePointsSummary } from '#web/features/rewards/api/points-summary.ts';
import { rewardsQuery } from '#web/features/rewards/api/reward-entries.ts';
import { PointsCard } from '#web/features/rewards/components/points-card.tsx';

// Below the points card, off the first screen on phones: they load right after it shows.
const PointsUses = lazy(() =>
  import('#web/features/rewards/components/points-uses.tsx').then((m) => ({
    default: m.PointsUses,
  })),
);
const PointsRules = lazy(() =>
  import('#web/features/rewards/components/points-uses.tsx').then((m) => ({
    default: m.PointsRules,
  })),
);
const MyLoyaltyCards = lazy(() =>
  import('#web/features/rewards/components/my-loyalty-cards.tsx').then((m) => ({
    default: m.MyLoyaltyCards,
  })),
);
const RewardHistory = lazy(() =>
  import('#web/features/rewards/components/reward-history.tsx').then((m) => ({
    default: m.RewardHistory,
  })),
);

/**
 * `/shopper/rewards`: the user's Oja points, their stores' loyalty cards, what points buy, how
 * they work and their history.
 */
export default function RewardsScreen() {
  useDocumentTitle('Rewards | Oja');
  const summary = usePointsSummary();
  // The history's first page is asked for with the points, not after its code arrives.
  usePrefetchInfiniteQuery(rewardsQuery(null));
  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Rewards
        </Title>
        <Text size="sm" c="dimmed">
          Oja points from your orders and photo reviews, to spend like naira on Oja.
        </Text>
      </Stack>
      <PointsCard />
      <Suspense fallback={<Skeleton h={200} radius="lg" />}>
        <MyLoyaltyCards />
        <PointsUses orderSharePercent={summary.data?.orderSharePercent} />
        {summary.data && (
          <PointsRules
            nairaPerPoint={summary.data.nairaPerPoint}
            pointsPerPhotoReview={summary.data.pointsPerPhotoReview}
          />
        )}
        <RewardHistory />
      </Suspense>
    </Stack>
  );
}
