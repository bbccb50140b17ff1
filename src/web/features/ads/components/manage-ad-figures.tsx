import { Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { AD_ATTRIBUTION_DAYS, AD_FIGURE_DAYS, type AdFigureDays } from '#shared/ads.ts';
import { lagosDay } from '#shared/dates.ts';
import { formatNaira, formatNumber } from '#shared/format.ts';
import type { AdFigures, AdView } from '#shared/schemas/ads.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { PlainTable } from '#web/components/plain-table.tsx';
import { useAdFigures } from '../api/manage-figures.ts';
import { clickRateText, figureRows, unitFor, type FigureRow } from './ad-figure-rows.ts';
import type { FigureMeasure } from './ad-figures-chart.tsx';
import { FigureStat } from '#web/components/figure-stat.tsx';

const AdFiguresChart = lazy(() => import('./ad-figures-chart.tsx'));
const CHART_HEIGHT = 220;
const count = (n: number) => formatNumber(n);
const perNaira = (sales: number, spend: number) => (spend > 0 ? formatNaira(sales / spend) : '—');

/** A row in which something happened: the table starts at the first, when the ad began showing. */
const active = (r: FigureRow) => r.impressions > 0 || r.clicks > 0 || r.spend > 0 || r.orders > 0;

const UNIT_WORDS = { day: 'Day', week: 'Week', month: 'Month' } as const;

/** The rows and their totals, scrolling sideways in their own box on a phone. */
function FiguresTable({
  rows,
  totals,
  unit,
}: {
  rows: FigureRow[];
  totals: AdFigures['totals'];
  unit: keyof typeof UNIT_WORDS;
}) {
  const cells = (r: Omit<FigureRow, 'key' | 'label'>) => [
    count(r.impressions),
    count(r.clicks),
    clickRateText(r.clicks, r.impressions),
    formatNaira(r.spend),
    count(r.orders),
    formatNaira(r.sales),
    perNaira(r.sales, r.spend),
  ];
  const heads = ['Times shown', 'Clicks', 'Click rate', 'Spend', 'Orders', 'Sales', 'Sales per ₦1'];
  return (
    // Focusable, so a keyboard can scroll it too.
    <Paper
      withBorder
      radius="md"
      style={{ overflowX: 'auto' }}
      tabIndex={0}
      component="section"
      aria-label="Figures table"
    >
      <PlainTable minWidth={640} verticalSpacing={6} striped>
        <thead>
          <tr>
            <th>{UNIT_WORDS[unit]}</th>
            {heads.map((h) => (
              <th key={h} data-align="right" style={{ whiteSpace: 'nowrap' }}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.slice(Math.max(0, rows.findIndex(active))).map((r) => (
            <tr key={r.key}>
              <td style={{ whiteSpace: 'nowrap' }}>{r.label}</td>
              {cells(r).map((c, i) => (
                <td key={heads[i]} data-align="right">
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-strong>
            <td>Total</td>
            {cells(totals).map((c, i) => (
              <td key={heads[i]} data-align="right">
                {c}
              </td>
            ))}
          </tr>
        </tfoot>
      </PlainTable>
    </Paper>
  );
}

/** One ad over the last 7, 30, 90 or 365 days: its totals, a chart and the figures behind it. */
export function ManageAdFigures({ ad }: { ad: AdView }) {
  const [days, setDays] = useState<AdFigureDays>(30);
  const [measure, setMeasure] = useState<FigureMeasure>('impressions');
  const figures = useAdFigures(ad._id, days);
  const data = figures.data;
  const rows = data ? figureRows(data.series, data.days, lagosDay(new Date())) : [];
  const t = data?.totals;

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Period"
        value={String(days)}
        onChange={(v) => setDays(Number(v) as AdFigureDays)}
        data={AD_FIGURE_DAYS.map((d) => ({ value: String(d), label: `${d} days` }))}
        fullWidth
      />
      {figures.isError && !data ? (
        <LoadError what="the figures" onRetry={() => figures.refetch()} />
      ) : !data || !t ? (
        <Skeleton h={CHART_HEIGHT + 160} radius="md" />
      ) : (
        <Stack gap="md" style={{ opacity: figures.isPlaceholderData ? 0.6 : 1 }}>
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
            <FigureStat label="Times shown" value={count(t.impressions)} />
            <FigureStat label="Clicks" value={count(t.clicks)} />
            <FigureStat label="Click rate" value={clickRateText(t.clicks, t.impressions)} />
            <FigureStat label="Spend" value={formatNaira(t.spend)} />
            <FigureStat label="Orders" value={count(t.orders)} />
            <FigureStat
              label="Sales per ₦1 spent"
              value={t.spend > 0 ? formatNaira(t.salesPerNaira) : '—'}
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            Orders and sales count what shoppers ordered from you within {AD_ATTRIBUTION_DAYS} days
            of clicking the ad. Days are Lagos days; today’s figures are still coming in.
          </Text>
          {t.impressions === 0 && t.clicks === 0 ? (
            <EmptyState icon={<IconChartBar size={24} />} title="Nothing to show for these days">
              {ad.status === 'PENDING'
                ? 'Figures start once Oja approves the ad and it is shown.'
                : 'Figures appear here as shoppers see and open your ad.'}
            </EmptyState>
          ) : (
            <>
              <SegmentedControl
                aria-label="Chart shows"
                size="xs"
                value={measure}
                onChange={(v) => setMeasure(v as FigureMeasure)}
                data={[
                  { value: 'impressions', label: 'Shown' },
                  { value: 'clicks', label: 'Clicks' },
                  { value: 'spend', label: 'Spend' },
                ]}
                w="fit-content"
              />
              <Suspense fallback={<Skeleton h={CHART_HEIGHT} radius="md" />}>
                <AdFiguresChart rows={rows} measure={measure} />
              </Suspense>
              <FiguresTable rows={rows} totals={t} unit={unitFor(data.days)} />
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
}
