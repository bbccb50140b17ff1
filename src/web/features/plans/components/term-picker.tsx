import { SegmentedControl } from '@mantine/core';
import { PLAN_MONTHS, TERM_DISCOUNT_PERCENT, type PlanMonths } from '#shared/plans.ts';

const label = (m: PlanMonths) =>
  `${m} ${m === 1 ? 'month' : 'months'}${TERM_DISCOUNT_PERCENT[m] ? ` −${TERM_DISCOUNT_PERCENT[m]}%` : ''}`;

/** Month counts (decision 032): 1, 3, 6 and 12, the longer ones at a discount. */
export function TermPicker({
  value,
  onChange,
}: {
  value: PlanMonths;
  onChange: (months: PlanMonths) => void;
}) {
  return (
    <SegmentedControl
      aria-label="How many months"
      value={String(value)}
      onChange={(v) => onChange(Number(v) as PlanMonths)}
      data={PLAN_MONTHS.map((m) => ({ value: String(m), label: label(m) }))}
      fullWidth
      size="sm"
      styles={{ label: { whiteSpace: 'normal', lineHeight: 1.2, paddingInline: 4 } }}
    />
  );
}
