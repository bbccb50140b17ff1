import { Anchor, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ledgerKindName } from '#shared/ledger-kinds.ts';
import { useState } from 'react';
import { formatCountOf, formatNaira, formatNumber } from '#shared/format.ts';
import {
  DASHBOARD_PERIOD_NAMES,
  DASHBOARD_PERIODS,
  type DashboardPeriod,
} from '#shared/marketplace-dashboard.ts';
import type { MarketplaceDashboard, MarketplaceFigures } from '#shared/schemas/marketplace.ts';
import { LightSegments } from '#web/components/light-segments.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { useMarketplaceDashboard } from '../api/dashboard.ts';

const FIGURES: { key: keyof MarketplaceFigures; label: string; money?: boolean }[] = [
  { key: 'orders', label: 'Paid orders' },
  { key: 'sales', label: 'Sales', money: true },
  { key: 'commission', label: 'Commission booked', money: true },
  { key: 'newShoppers', label: 'New people' },
  { key: 'newStores', label: 'New stores' },
  { key: 'paidOut', label: 'Paid out to banks', money: true },
];

/** "+12 % on the 7 days before", or nothing to compare with. */
function change(now: number, before: number, period: string): string {
  if (before === 0) return now === 0 ? 'None before either' : `None the ${period} before`;
  const pct = Math.round(((now - before) / before) * 100);
  return `${pct >= 0 ? '+' : ''}${pct} % on the ${period} before`;
}

/** "3 reported items, 1 dispute, …": what waits in each queue, in words. */
function waitingNow(q: MarketplaceDashboard['queues']): string {
  return [
    formatCountOf(q.support, 'support request'),
    formatCountOf(q.reports, 'reported item'),
    formatCountOf(q.disputes, 'dispute'),
    formatCountOf(q.verification, 'verification request'),
    formatCountOf(q.ads, 'ad'),
    formatCountOf(q.listings, 'listing request'),
    `${formatCountOf(q.withdrawalsWaiting, 'withdrawal')} at the bank`,
    ...(q.withdrawalsFailed > 0 ? [`${formatNumber(q.withdrawalsFailed)} failed in 30 days`] : []),
  ].join(', ');
}

/** The marketplace as a whole: figures over a period, open queues, and the ledger's check. */
export function MarketplaceOverview() {
  const [period, setPeriod] = useState<DashboardPeriod>('DAY_7');
  const dashboard = useMarketplaceDashboard(period);
  const name = DASHBOARD_PERIOD_NAMES[period];
  return (
    <Stack gap="md">
      <Title order={2} fz="lg">
        The marketplace
      </Title>
      <LightSegments
        label="Period"
        value={period}
        onChange={setPeriod}
        options={DASHBOARD_PERIODS.map((p) => ({ value: p, label: DASHBOARD_PERIOD_NAMES[p] }))}
      />
      {dashboard.isPending ? (
        <Skeleton h={220} radius="md" />
      ) : dashboard.isError ? (
        <LoadError what="the figures" onRetry={() => dashboard.refetch()} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            {FIGURES.map((f) => {
              const now = dashboard.data.figures[f.key];
              return (
                <Card key={f.key} withBorder radius="md" p="sm">
                  <Text size="xs" c="dimmed">
                    {f.label}
                  </Text>
                  <Text fz={20} fw={700} c="navy.9">
                    {f.money ? formatNaira(now) : formatNumber(now)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {change(now, dashboard.data.previous[f.key], name)}
                  </Text>
                </Card>
              );
            })}
          </SimpleGrid>
          <Text size="sm">Waiting now: {waitingNow(dashboard.data.queues)}.</Text>
          <Card withBorder radius="md" p="md">
            <Stack gap={4}>
              <Text fw={600}>
                Ledger{' '}
                {dashboard.data.ledger.total === 0
                  ? '— every transfer balances (sum ₦0)'
                  : `— out of balance by ${formatNaira(dashboard.data.ledger.total)}`}
              </Text>
              {dashboard.data.ledger.accounts.map((a) => (
                <Text key={a.kind} size="sm" c="dimmed">
                  <Anchor
                    component={Link}
                    to={`/console/ledger/${a.kind}`}
                    inherit
                    underline="always"
                  >
                    {ledgerKindName(a.kind)}
                  </Anchor>
                  : {formatNaira(a.balance)}
                </Text>
              ))}
            </Stack>
          </Card>
        </>
      )}
    </Stack>
  );
}
