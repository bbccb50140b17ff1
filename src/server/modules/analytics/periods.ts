import {
  MAX_DAILY_RANGE_DAYS,
  MAX_RANGE_DAYS,
  type MetricPeriod,
  PERIOD_DURATIONS,
} from '#shared/schemas/analytics.ts';
import { badRequest } from '../../errors.ts';

export type Unit = 'hour' | 'day' | 'week' | 'month';
export type Period = { unit: Unit; from: Date; to: Date; buckets: Date[] };

/** Nigeria keeps West Africa Time, UTC+1, all year: Lagos boundaries are a fixed hour off UTC. */
const LAGOS_OFFSET_MS = 3_600_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The instant a Lagos hour, day, week (from Monday) or month containing `at` starts. */
export function startOf(at: Date, unit: Unit): Date {
  const l = new Date(at.getTime() + LAGOS_OFFSET_MS);
  const y = l.getUTCFullYear();
  const m = l.getUTCMonth();
  const d = l.getUTCDate();
  const local =
    unit === 'hour'
      ? Date.UTC(y, m, d, l.getUTCHours())
      : unit === 'day'
        ? Date.UTC(y, m, d)
        : unit === 'week'
          ? Date.UTC(y, m, d) - ((l.getUTCDay() + 6) % 7) * DAY_MS
          : Date.UTC(y, m, 1);
  return new Date(local - LAGOS_OFFSET_MS);
}

/** `start` (a bucket start) moved by `n` units, in Lagos time. */
export function add(start: Date, unit: Unit, n: number): Date {
  if (unit === 'hour') return new Date(start.getTime() + n * HOUR_MS);
  if (unit === 'day') return new Date(start.getTime() + n * DAY_MS);
  if (unit === 'week') return new Date(start.getTime() + n * 7 * DAY_MS);
  const l = new Date(start.getTime() + LAGOS_OFFSET_MS);
  return new Date(Date.UTC(l.getUTCFullYear(), l.getUTCMonth() + n, 1) - LAGOS_OFFSET_MS);
}

export { lagosDay } from '#shared/dates.ts';

const UNIT_OF: Record<MetricPeriod, Unit> = {
  HOUR: 'hour',
  DAY: 'day',
  WEEK: 'week',
  MONTH: 'month',
};

function spanning(unit: Unit, first: Date, count: number): Period {
  const buckets = Array.from({ length: count }, (_, i) => add(first, unit, i));
  return { unit, from: first, to: add(first, unit, count), buckets };
}

/**
 * The buckets a chart shows: the last `duration` hours, days, weeks or months up to now (the
 * current one included, so today's orders show at once), or the Lagos days of a date range, by
 * day up to three months and by month beyond.
 */
export function periodOf(
  q: { durationType?: MetricPeriod; duration?: number; metricDateRange?: string },
  now = new Date(),
): Period {
  if (q.metricDateRange) {
    const [fromDay, toDay] = q.metricDateRange.split(',') as [string, string];
    const from = new Date(Date.parse(`${fromDay}T00:00:00Z`) - LAGOS_OFFSET_MS);
    const to = new Date(Date.parse(`${toDay}T00:00:00Z`) - LAGOS_OFFSET_MS + DAY_MS);
    const days = Math.round((to.getTime() - from.getTime()) / DAY_MS);
    if (Number.isNaN(days) || days < 1)
      throw badRequest({ metricDateRange: 'The range must end on or after its first day' });
    if (days > MAX_RANGE_DAYS)
      throw badRequest({ metricDateRange: 'Choose a range of at most three years' });
    if (days <= MAX_DAILY_RANGE_DAYS) return { ...spanning('day', from, days), to };
    const first = startOf(from, 'month');
    let count = 0;
    while (add(first, 'month', count) < to) count++;
    // Months cut by the range keep only its days.
    return { unit: 'month', from, to, buckets: spanning('month', first, count).buckets };
  }
  const type = q.durationType!;
  const unit = UNIT_OF[type];
  const count = q.duration ?? PERIOD_DURATIONS[type][0]!;
  return spanning(unit, add(startOf(now, unit), unit, -(count - 1)), count);
}

/** A Free plan's analytics reach 7 days back (a 7-day or 24-hour period, or a week of days). */
const FREE_ANALYTICS_MS = 7 * DAY_MS;

export const longerThanFreeAnalytics = (p: { from: Date; to: Date }) =>
  p.to.getTime() - p.from.getTime() > FREE_ANALYTICS_MS;
