import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { formatCompact, formatNaira, formatNumber } from '#shared/format.ts';

/**
 * One measure over time as bars: naira amounts or whole counts (never 0.25 of a click on the
 * axis). Screens load it lazily with the chart library.
 */
export function MeasureBars({
  data,
  series,
  money,
  saidElsewhere = false,
}: {
  data: { label: string; value: number }[];
  series: { name: string; color: string };
  money: boolean;
  /** A table beside it says the same: screen readers skip the chart. */
  saidElsewhere?: boolean;
}) {
  return (
    <BarChart
      h={220}
      data={data.map((d) => ({ label: d.label, [series.name]: d.value }))}
      dataKey="label"
      series={[series]}
      valueFormatter={(v) => (money ? formatNaira(v) : formatNumber(v))}
      yAxisProps={{
        width: 48,
        allowDecimals: money,
        tickFormatter: (v: number) => formatCompact(v),
      }}
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 8 }}
      gridAxis="y"
      tickLine="none"
      withTooltip
      aria-hidden={saidElsewhere || undefined}
    />
  );
}
