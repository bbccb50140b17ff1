/** Duration and month options of the analytics and purchase screens. */
export type DurationOption = { label: string; value: number; type: 'day' | 'week' | 'month' };
export type MonthOption = { id: number; name: string; value: number };

export const DURATION_OPTIONS: readonly DurationOption[] = [
  { label: '7 days', value: 7, type: 'day' },
  { label: '4 Weeks', value: 4, type: 'week' },
  { label: '3 Months', value: 3, type: 'month' },
  { label: '6 Months', value: 6, type: 'month' },
  { label: '12 Months', value: 12, type: 'month' },
];

export const MONTH_OPTIONS: readonly MonthOption[] = [1, 3, 6, 12].map((value) => ({
  id: value,
  name: value === 1 ? '1 Month' : `${value} Months`,
  value,
}));

export const DURATION_VALUES = {
  MONTH: 12,
  SIX_MONTHS: 6,
  THREE_MONTHS: 3,
  DAY: 7,
  WEEK: 4,
  HOUR: 24,
  DAYS: 30,
} as const;
