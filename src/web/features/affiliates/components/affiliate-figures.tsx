import { Card, SegmentedControl, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { AFFILIATE_RANGES } from '#shared/affiliates.ts';
import { formatNaira, formatNumber } from '#shared/format.ts';
import { FigureStat } from '#web/components/figure-stat.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { useAffiliateSummary } from '../api/affiliates.ts';
import type { MonthMeasure } from './affiliate-months-chart.tsx';

// The chart library is big: it comes after the figures, which are what people read first.
const AffiliateMonthsChart = lazy(() => import('./affiliate-months-chart.tsx'));

const RANGE_LABELS: Record<(typeof AFFILIATE_RANGES)[number], string> = {
  7: '7 days',
  30: '30 days',
  90: '90 days',
  365: '1 year',
};

/** The affiliate's clicks, orders and commission over a range, and the last 12 months. */
export function AffiliateFigures({ affiliateId }: { affiliateId: string }) {
  const [days, setDays] = useState<number>(30);
  const [measure, setMeasure] = useState<MonthMeasure>('earned');
  const { data, isPending, isError, refetch } = useAffiliateSummary(affiliateId, days);
  if (isError) return <LoadError what="your figures" onRetry={() => refetch()} />;
  return (
    <Stack gap="md">
      <SegmentedControl
        value={String(days)}
        onChange={(v) => setDays(Number(v))}
        data={AFFILIATE_RANGES.map((d) => ({ value: String(d), label: RANGE_LABELS[d] }))}
        aria-label="Figures over"
        fullWidth
        maw={420}
      />
      {isPending || !data ? (
        <Skeleton h={160} radius="lg" />
      ) : (
        <>
          <Card withBorder radius="lg" p="md">
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="md">
              <FigureStat label="Clicks" value={formatNumber(data.clicks)} />
              <FigureStat label="Orders" value={formatNumber(data.orders)} />
              <FigureStat label="Conversion" value={`${data.conversion}%`} />
              <FigureStat label="Pending commission" value={formatNaira(data.pending)} />
              <FigureStat
                label={`Earned, ${RANGE_LABELS[days as 30]}`}
                value={formatNaira(data.earned)}
              />
              <FigureStat label="Earned to date" value={formatNaira(data.earnedToDate)} />
            </SimpleGrid>
            <Text size="xs" c="dimmed" mt="sm">
              Pending commission waits in escrow until each buyer confirms they received their
              order; then it is paid to your wallet. A confirmed return takes it back.
            </Text>
          </Card>
          <Card withBorder radius="lg" p="md">
            <Stack gap="sm">
              <Text fw={600}>The last 12 months</Text>
              <SegmentedControl
                size="xs"
                value={measure}
                onChange={(v) => setMeasure(v as MonthMeasure)}
                data={[
                  { value: 'earned', label: 'Earned' },
                  { value: 'orders', label: 'Orders' },
                  { value: 'clicks', label: 'Clicks' },
                ]}
                aria-label="Show per month"
                maw={300}
              />
              <Suspense fallback={<Skeleton h={220} />}>
                <AffiliateMonthsChart months={data.months} measure={measure} />
              </Suspense>
            </Stack>
          </Card>
        </>
      )}
    </Stack>
  );
}
