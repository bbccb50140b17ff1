import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { formatCompact, formatNaira } from '#shared/format.ts';
import type { AffiliateSummary } from '#shared/schemas/affiliates.ts';

export type MonthMeasure = 'earned' | 'orders' | 'clicks';

const SERIES: Record<MonthMeasure, { name: string; color: string }> = {
  earned: { name: 'Earned', color: 'teal.7' },
  orders: { name: 'Orders', color: 'navy.6' },
  clicks: { name: 'Clicks', color: 'grape.7' },
};

const MONTH = new Intl.DateTimeFormat('en-NG', { month: 'short', timeZone: 'UTC' });

/** One measure of the affiliate's last 12 months, as bars. */
export default function AffiliateMonthsChart({
  months,
  measure,
}: {
  months: AffiliateSummary['months'];
  measure: MonthMeasure;
}) {
  const series = SERIES[measure];
  const data = months.map((m) => ({
    label: MONTH.format(new Date(`${m.month}-01T00:00:00Z`)),
    [series.name]: m[measure],
  }));
  const money = measure === 'earned';
  return (
    <BarChart
      h={220}
      data={data}
      dataKey="label"
      series={[series]}
      valueFormatter={(v) => (money ? formatNaira(v) : v.toLocaleString('en-NG'))}
      yAxisProps={{
        width: 48,
        allowDecimals: false,
        tickFormatter: (v: number) => formatCompact(v),
      }}
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 4 }}
      gridAxis="y"
      tickLine="none"
      withTooltip
    />
  );
}
