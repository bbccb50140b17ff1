import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatNaira } from '#shared/format.ts';
import { PLANS, planRank, type PlanCode, type PlanMonths } from '#shared/plans.ts';
import type { MyPlan } from '#shared/schemas/plans.ts';
import { LazyModal } from '#web/components/lazy-modal.tsx';
import { formatDate } from '#shared/dates.ts';
import { usePayWith, type PayWith } from '#web/components/pay-with-choice.tsx';
import { PointsAndPayWith } from '#web/components/points-choice.tsx';
import { usePointsFor } from '#web/lib/points-to-spend.ts';
import { chargeText, payText } from '#web/lib/points.ts';

/** When a term bought now starts, in words: at once (first plan, upgrade) or after the running one. */
function whenItStarts(plan: PlanCode, mine: MyPlan | undefined): ReactNode {
  if (!mine || mine.plan === 'FREE') return 'It starts as soon as you have paid.';
  if (planRank(plan) > planRank(mine.plan))
    return `${PLANS[plan].name} starts as soon as you have paid. The days left on your ${mine.name} plan go back to your wallet.`;
  return `It starts when your ${mine.name} plan${mine.endsAt ? ` ends on ${formatDate(mine.endsAt, 'longDate')}` : ' ends'}.`;
}

/**
 * Confirms a plan purchase: the plan, the term, the price, when it starts, how to pay (Oja
 * points, then the wallet when it covers the rest, else card) and exactly what is charged.
 */
export function BuyPlanDialog({
  order,
  mine,
  balance,
  buying,
  onConfirm,
  onClose,
}: {
  order: { plan: PlanCode; months: PlanMonths; amount: number } | null;
  mine: MyPlan | undefined;
  /** The buyer's wallet balance (naira; unknown while it loads). */
  balance: number | undefined;
  buying: boolean;
  onConfirm: (pay: { payWith: PayWith; points: number }) => void;
  onClose: () => void;
}) {
  const points = usePointsFor(order?.amount ?? 0);
  const [payWith, setPayWith] = usePayWith(balance, points.rest);
  return (
    <LazyModal
      opened={order !== null}
      onClose={onClose}
      title={order ? `${PLANS[order.plan].name} plan` : ''}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {order && (
        <Stack gap="md">
          <Group justify="space-between">
            <Text>
              {order.months} {order.months === 1 ? 'month' : 'months'}
            </Text>
            <Text fw={700} fz="lg">
              {formatNaira(order.amount)}
            </Text>
          </Group>
          <Alert color="gray" variant="light">
            {whenItStarts(order.plan, mine)} It renews from your wallet at the end unless you turn
            renewal off in My plan.
          </Alert>
          <PointsAndPayWith
            points={points}
            price={order.amount}
            balance={balance}
            value={payWith}
            onChange={setPayWith}
          />
          {points.points > 0 && (
            <Group justify="space-between">
              <Text size="sm">You pay</Text>
              <Text size="sm" fw={700}>
                {chargeText(points)}
              </Text>
            </Group>
          )}
          <Button
            onClick={() => onConfirm({ payWith, points: points.points })}
            loading={buying}
            fullWidth
          >
            {payText(points)}
          </Button>
        </Stack>
      )}
    </LazyModal>
  );
}
