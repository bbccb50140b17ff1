import { Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '#shared/dates.ts';
import { formatNaira } from '#shared/format.ts';
import type { MyPlan } from '#shared/schemas/plans.ts';
import { LightSwitch } from '#web/components/light-switch.tsx';
import { useSetAutoRenew } from '../api/plans.ts';

function Usage({ label, used, limit }: { label: string; used: number; limit: number | null }) {
  const full = limit !== null && used >= limit;
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{label}</Text>
        <Text size="sm" fw={600} c={full ? 'red.8' : undefined}>
          {limit === null ? `${used} · no limit` : `${used} of ${limit}`}
        </Text>
      </Group>
      {limit !== null && (
        <Progress
          value={Math.min(100, (used / Math.max(limit, 1)) * 100)}
          color={full ? 'red' : 'navy'}
          size="sm"
          aria-label={`${label}: ${used} of ${limit}`}
        />
      )}
    </Stack>
  );
}

/** The plan now: when it ends or renews, renewal on or off, and how much of it is used. */
export function CurrentPlanCard({ mine }: { mine: MyPlan }) {
  const autoRenew = useSetAutoRenew();
  const paid = mine.plan !== 'FREE';
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Title order={2} fz="h3">
              {mine.name} plan
            </Title>
            <Badge color={paid ? 'teal' : 'gray'} variant="light" c="gray.9">
              {paid ? 'Active' : 'Free'}
            </Badge>
          </Group>
          <Button component={Link} to="/pricing" variant={paid ? 'light' : 'filled'} size="sm">
            {paid ? 'Change plan' : 'Upgrade'}
          </Button>
        </Group>
        {paid && mine.endsAt ? (
          <Text size="sm">
            {mine.renewal
              ? `Renews on ${formatDate(mine.endsAt, 'longDate')} for ${formatNaira(mine.renewal.amount)} from your wallet.`
              : `Ends on ${formatDate(mine.endsAt, 'longDate')}; then you are back on Free, with everything kept.`}
          </Text>
        ) : (
          <Text size="sm" c="gray.7">
            Free has everything to start selling. Upgrade for more businesses and products, longer
            analytics, report files and automatic payouts.
          </Text>
        )}
        {paid && (
          <LightSwitch
            label="Renew from my wallet when it ends"
            checked={mine.autoRenew}
            disabled={autoRenew.isPending}
            onChange={(e) => autoRenew.mutate(e.currentTarget.checked)}
          />
        )}
        <Usage label="Businesses" used={mine.usage.businesses} limit={mine.limits.businesses} />
        <Usage
          label="Products in your largest business"
          used={mine.usage.mostProducts}
          limit={mine.limits.productsPerBusiness}
        />
      </Stack>
    </Card>
  );
}
