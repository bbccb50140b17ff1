import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { usePointsSummary } from '#web/features/rewards/api/points-summary.ts';
import { PointsCard } from '#web/features/rewards/components/points-card.tsx';
import { PointsRules, PointsUses } from '#web/features/rewards/components/points-uses.tsx';
import { RewardHistory } from '#web/features/rewards/components/reward-history.tsx';

/** `/shopper/rewards`: the user's Oja points, what they buy, how they work and their history. */
export default function RewardsScreen() {
  useDocumentTitle('Rewards | Oja');
  const summary = usePointsSummary();
  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Rewards
        </Title>
        <Text size="sm" c="dimmed">
          Oja points from your orders, to spend like naira on Oja.
        </Text>
      </Stack>
      <PointsCard />
      <PointsUses />
      {summary.data && <PointsRules nairaPerPoint={summary.data.nairaPerPoint} />}
      <RewardHistory />
    </Stack>
  );
}
