// Plain constants (no zod): the console's dashboard reads them without the schemas.

/** The marketplace dashboard's periods: the vendor dashboard's spans, each ending now. */
export const DASHBOARD_PERIODS = ['HOUR_24', 'DAY_7', 'DAY_30', 'MONTH_12'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

export const DASHBOARD_PERIOD_NAMES: Record<DashboardPeriod, string> = {
  HOUR_24: '24 hours',
  DAY_7: '7 days',
  DAY_30: '30 days',
  MONTH_12: '12 months',
};

const HOUR_MS = 3_600_000;
export const DASHBOARD_PERIOD_MS: Record<DashboardPeriod, number> = {
  HOUR_24: 24 * HOUR_MS,
  DAY_7: 7 * 24 * HOUR_MS,
  DAY_30: 30 * 24 * HOUR_MS,
  MONTH_12: 365 * 24 * HOUR_MS,
};
