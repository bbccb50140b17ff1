import { MeasureBars } from '#web/components/measure-bars.tsx';
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
  return (
    <MeasureBars
      data={rows.map((r) => ({ label: r.label, value: r[measure] }))}
      series={series}
      money={measure === 'spend'}
      saidElsewhere
    />
  );
}
