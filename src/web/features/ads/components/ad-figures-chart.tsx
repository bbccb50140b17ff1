import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { formatCompact, formatNaira } from '#shared/format.ts';
import type { FigureRow } from './ad-figure-rows.ts';

export type FigureMeasure = 'impressions' | 'clicks' | 'spend';

const SERIES: Record<FigureMeasure, { name: string; color: string }> = {
  impressions: { name: 'Times shown', color: 'navy.6' },
  clicks: { name: 'Clicks', color: 'teal.7' },
  spend: { name: 'Spend', color: 'grape.7' },
};

/** One measure of an ad's figures per day, week or month, as bars (the table below says the same). */
export default function AdFiguresChart({
  rows,
  measure,
}: {
  rows: FigureRow[];
  measure: FigureMeasure;
}) {
  const series = SERIES[measure];
  const data = rows.map((r) => ({ label: r.label, [series.name]: r[measure] }));
  const money = measure === 'spend';
  return (
    <BarChart
      h={220}
      data={data}
      dataKey="label"
      series={[series]}
      valueFormatter={(v) => (money ? formatNaira(v) : v.toLocaleString('en-NG'))}
      // Counts are whole: no 0.25 of a click on the axis.
      yAxisProps={{
        width: 48,
        allowDecimals: money,
        tickFormatter: (v: number) => formatCompact(v),
      }}
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 8 }}
      gridAxis="y"
      tickLine="none"
      withTooltip
      aria-hidden
    />
  );
}
