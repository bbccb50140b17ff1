import { Box, Group, Stack, Text, Title } from '@mantine/core';
import { ChartBarIcon } from '#web/components/icons/chart-bar.tsx';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { formatCompact, formatCountOf, formatNaira, formatPercent } from '#shared/format.ts';
import { VENDOR_STATUS_LABELS } from '#shared/order-flow.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LightSegments } from '#web/components/light-segments.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Panel, Placeholder, ScreenReaderText, Tag } from '#web/components/plain.tsx';
import { Columns } from '#web/components/plain-layout.tsx';
import { PlanLocked } from '#web/components/plan-locked.tsx';
import { FREE_PERIODS, PERIODS, type PeriodKey, useBusinessOverview } from '../api/overview.ts';
import { RankedList } from './ranked-list.tsx';
import { FigureStat } from '#web/components/figure-stat.tsx';

// The charts library is the dashboard's alone: fetched with it, never with the shop.
const TrendChart = lazy(() => import('./trend-chart.tsx'));
const CHART_HEIGHT = 220;
const SHORT: Record<PeriodKey, string> = {
  '24h': '24h',
  '7d': '7d',
  '4w': '4w',
  '3m': '3m',
  '6m': '6m',
  '12m': '12m',
};

function Ranking({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Panel padding="md">
      <Title order={3} fz="md" mb="sm">
        {title}
      </Title>
      {children}
    </Panel>
  );
}

const isPeriod = (v: string | null): v is PeriodKey => PERIODS.some((p) => p.key === v);

/** Orders per view as a percent with one decimal ("2.5%"); a dash when it cannot be told. */
const conversionText = (conversion: number | null) =>
  conversion === null ? '—' : `${(conversion * 100).toFixed(1)}%`;

/** The business over a period: sales and orders per bucket, what sold, to whom, and where. */
export function BusinessOverview({
  businessId,
  longPeriods,
}: {
  businessId: string;
  /** Whether the owner's plan shows periods beyond 7 days; unknown while the profile loads. */
  longPeriods: boolean | undefined;
}) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('period');
  const period: PeriodKey = isPeriod(asked) ? asked : longPeriods === false ? '7d' : '12m';
  const locked = longPeriods === false && !FREE_PERIODS.includes(period);
  const [measure, setMeasure] = useState<'value' | 'orders'>('value');
  const overview = useBusinessOverview(businessId, period, longPeriods !== undefined && !locked);
  const choose = (next: string) =>
    setParams(
      (p) => {
        p.set('period', next);
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  const label = PERIODS.find((p) => p.key === period)!.label;
  const data = overview.data;

  return (
    <Stack gap="md" component="section" aria-labelledby="overview-title">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} fz="lg" id="overview-title">
          Overview
        </Title>
        <LightSegments
          label="Period"
          value={period}
          onChange={choose}
          options={PERIODS.map((p) => ({
            value: p.key,
            label: (
              <>
                <span aria-hidden="true">{SHORT[p.key]}</span>
                <ScreenReaderText>{p.label}</ScreenReaderText>
              </>
            ),
          }))}
        />
      </Group>
      {locked ? (
        <PlanLocked title={`Figures for ${label} come with Growth and Pro`}>
          Your Free plan shows the last 24 hours and 7 days. Upgrade to follow your sales over weeks
          and months.
        </PlanLocked>
      ) : overview.isError ? (
        <LoadError what="your figures" onRetry={() => overview.refetch()} />
      ) : !data ? (
        <Placeholder h={CHART_HEIGHT + 140} radius="lg" />
      ) : (
        <>
          <Panel padding="md" aria-busy={overview.isPlaceholderData}>
            <Box mb="md">
              <Columns cols={2} sm={3} gap="md">
                <FigureStat
                  label={`Sales, ${label}`}
                  value={formatNaira(data.trend.totals.value)}
                />
                <FigureStat label="Orders" value={formatCompact(data.trend.totals.orders)} />
                <FigureStat
                  label="Revenue released"
                  value={formatNaira(data.trend.totals.revenue)}
                />
                <FigureStat
                  label="Repeat customers"
                  value={formatPercent(Math.round(data.topCustomers.repeatRate * 100))}
                />
                <FigureStat label="Product views" value={formatCompact(data.views.total)} />
                <FigureStat label="Conversion" value={conversionText(data.views.conversion)} />
              </Columns>
            </Box>
            {period === '24h' && (
              // Rankings and views are kept by the Lagos day: 24 hours reach into yesterday.
              <Text size="xs" c="dimmed" mb="sm">
                Repeat customers, views, conversion and the lists below count yesterday and today in
                full.
              </Text>
            )}
            <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
              <Group gap={6}>
                {data.byStatus.map((s) => (
                  <Tag key={s.status} size="md" light color="navy">
                    {VENDOR_STATUS_LABELS[s.status]} {s.orders}
                  </Tag>
                ))}
              </Group>
              <LightSegments
                label="Chart shows"
                value={measure}
                onChange={setMeasure}
                options={[
                  { value: 'value', label: 'Sales' },
                  { value: 'orders', label: 'Orders' },
                ]}
              />
            </Group>
            {data.trend.totals.orders === 0 ? (
              <EmptyState icon={<ChartBarIcon size={24} />} title="No orders in this period">
                Paid orders show here as they come in.
              </EmptyState>
            ) : (
              <Suspense fallback={<Placeholder h={CHART_HEIGHT} radius="md" />}>
                <TrendChart trend={data.trend} measure={measure} />
              </Suspense>
            )}
          </Panel>
          {data.trend.totals.orders > 0 && (
            <Columns cols={1} md={3} gap="md">
              <Ranking title="Top products">
                <RankedList
                  pictures
                  rows={data.topProducts.map((p) => ({
                    key: p._id,
                    name: p.name,
                    picture: p.photo,
                    value: p.value,
                    detail: [
                      `${formatCountOf(p.quantity, 'sold', 'sold')} · ${formatNaira(p.unitPrice)} each`,
                      p.views > 0 &&
                        `${formatCountOf(p.views, 'view')} · ${conversionText(p.conversion)} conversion`,
                    ]
                      .filter(Boolean)
                      .join(' · '),
                  }))}
                />
              </Ranking>
              <Ranking title="Top customers">
                <RankedList
                  pictures
                  rows={data.topCustomers.byValue.map((c) => ({
                    key: c._id,
                    name: c.name,
                    picture: c.avatar,
                    fallback: c.name.slice(0, 1),
                    value: c.value,
                    detail: formatCountOf(c.orders, 'order'),
                  }))}
                />
                <Text size="xs" c="dimmed" mt="sm">
                  {formatCountOf(data.topCustomers.customers, 'customer')} in this period
                </Text>
              </Ranking>
              <Ranking title="Where orders go">
                <RankedList
                  pictures={false}
                  rows={data.states.map((s) => ({
                    key: s.state,
                    name: s.state,
                    value: s.value,
                    detail: formatCountOf(s.orders, 'order'),
                  }))}
                />
              </Ranking>
            </Columns>
          )}
        </>
      )}
    </Stack>
  );
}
