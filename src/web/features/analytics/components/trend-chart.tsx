import { BarChart } from '@mantine/charts';
import { VisuallyHidden } from '@mantine/core';
import '@mantine/charts/styles.css';
import type { Metrics } from '#shared/schemas/analytics.ts';
import { formatCompact, formatNaira } from '#shared/format.ts';
import { formatDate, type DateStyle } from '#shared/dates.ts';

const LABELS: Record<Metrics['unit'], DateStyle> = {
  hour: 'hour',
  day: 'weekdayDay',
  week: 'dayMonth',
  month: 'month',
};

/** A bucket's name in Lagos time: "14", "Mon 23", "16 Nov", "Nov". */
export const bucketLabel = (start: string, unit: Metrics['unit']) =>
  formatDate(start, LABELS[unit], 'lagos');

/** Sales (or orders) per bucket of the period, as bars; loaded only with the dashboard. */
export default function TrendChart({
  trend,
  measure,
}: {
  trend: Metrics;
  measure: 'value' | 'orders';
}) {
  const data = trend.buckets.map((b) => ({
    label: bucketLabel(b.start, trend.unit),
    Sales: b.value,
    Orders: b.orders,
  }));
  const name = measure === 'value' ? 'Sales' : 'Orders';
  const series = [{ name, color: measure === 'value' ? 'navy.6' : 'teal.7' }];
  return (
    <>
      {/* The bars as a table for screen readers: one row a bucket. */}
      <VisuallyHidden>
        <table>
          <caption>{`${name} per ${trend.unit}`}</caption>
          <tbody>
            {data.map((d, i) => (
              <tr key={trend.buckets[i]!.start}>
                <th scope="row">{d.label}</th>
                <td>{measure === 'value' ? formatNaira(d.Sales) : d.Orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
      <BarChart
        h={220}
        data={data}
        dataKey="label"
        series={series}
        valueFormatter={(v) => (measure === 'value' ? formatNaira(v) : String(v))}
        yAxisProps={{ width: 56, tickFormatter: (v: number) => formatCompact(v) }}
        xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 8 }}
        gridAxis="y"
        tickLine="none"
        withTooltip
      />
    </>
  );
}
