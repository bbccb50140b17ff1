import { MeasureBars } from '#web/components/measure-bars.tsx';
import type { AffiliateSummary } from '#shared/schemas/affiliates.ts';
import { formatDate } from '#shared/dates.ts';

export type MonthMeasure = 'earned' | 'orders' | 'clicks';

const SERIES: Record<MonthMeasure, { name: string; color: string }> = {
  earned: { name: 'Earned', color: 'teal.7' },
  orders: { name: 'Orders', color: 'navy.6' },
  clicks: { name: 'Clicks', color: 'grape.7' },
};

/** One measure of the affiliate's last 12 months, as bars. */
export default function AffiliateMonthsChart({
  months,
  measure,
}: {
  months: AffiliateSummary['months'];
  measure: MonthMeasure;
}) {
  return (
    <MeasureBars
      data={months.map((m) => ({
        label: formatDate(`${m.month}-01T00:00:00Z`, 'month', 'utc'),
        value: m[measure],
      }))}
      series={SERIES[measure]}
      money={measure === 'earned'}
    />
  );
}
