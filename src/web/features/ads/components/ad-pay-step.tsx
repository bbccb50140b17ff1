import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AD_PLACEMENT_LABELS } from '#shared/ads.ts';
import { formatCountOf, formatNaira } from '#shared/format.ts';
import type { PayWith } from '#web/components/pay-with-choice.tsx';
import { PointsAndPayWith } from '#web/components/points-choice.tsx';
import type { PointsFor } from '#web/lib/points-to-spend.ts';
import { chargeText, payText } from '#web/lib/points.ts';
import { draftTotal, type AdChoice, type AdDraft } from './ad-order.ts';

const KIND_WORDS = { PRODUCT: 'Product', POST: 'Post', STORE: 'Store' } as const;

function Line({ label, children }: { label: string; children: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
      <Text size="sm" c="dimmed" style={{ flex: 'none' }}>
        {label}
      </Text>
      <Text size="sm" ta="right" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/**
 * The order in short, Oja points and card or wallet, the server's refusal if any, and exactly
 * what will be charged.
 */
export function AdPayStep({
  target,
  draft,
  balance,
  payWith,
  onPayWith,
  points,
  paying,
  error,
  onPay,
  stateCount,
  categoryNames,
}: {
  target: AdChoice;
  draft: AdDraft;
  balance: number | undefined;
  payWith: PayWith;
  onPayWith: (value: PayWith) => void;
  points: PointsFor;
  paying: boolean;
  error: string | null;
  onPay: () => void;
  stateCount: number;
  categoryNames: string[];
}) {
  const total = draftTotal(draft);
  return (
    <Stack gap="md">
      <Stack gap={6} component="section" aria-label="Your ad">
        <Line label={KIND_WORDS[target.kind]}>{target.title}</Line>
        <Line label="Where">{draft.placements.map((p) => AD_PLACEMENT_LABELS[p]).join(', ')}</Line>
        <Line label="States">
          {draft.states.length === 0 || draft.states.length === stateCount
            ? 'All of Nigeria'
            : draft.states.join(', ')}
        </Line>
        <Line label="Categories">
          {categoryNames.length === 0 ? 'Every category' : categoryNames.join(', ')}
        </Line>
        <Line label="Budget">
          {`${formatNaira(Number(draft.dailyBudget))} a day for ${formatCountOf(Number(draft.days), 'day')}, at most ${formatNaira(Number(draft.maxCpc))} a click`}
        </Line>
      </Stack>
      <PointsAndPayWith
        points={points}
        price={total}
        balance={balance}
        value={payWith}
        onChange={onPayWith}
        costs="this ad costs"
      />
      <Text size="xs" c="dimmed">
        Low on funds?{' '}
        <Anchor component={Link} to="/shopper/wallet" size="xs" underline="always">
          Add money to your wallet
        </Anchor>
      </Text>
      <Text size="sm">
        Oja checks every ad before it shows, usually within a day. If it is turned down, the whole
        amount goes back to your wallet.
      </Text>
      {error && (
        <Alert color="red" title="Not paid" role="alert">
          {error}
        </Alert>
      )}
      {points.points > 0 && (
        <Line label="Total">{`${formatNaira(total)}: ${chargeText(points)}`}</Line>
      )}
      <Button onClick={onPay} loading={paying} fullWidth size="md">
        {payText(points)}
      </Button>
    </Stack>
  );
}
