import type { AdFigures } from '#shared/schemas/ads.ts';
import { formatDate } from '#shared/dates.ts';

type Counts = Omit<AdFigures['series'][number], 'day'>;
/** One row of an ad's figures: a day, a week or a month, with its own name. */
export type FigureRow = Counts & { key: string; label: string };
export type FigureUnit = 'day' | 'week' | 'month';

const DAY_MS = 86_400_000;
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const zero = (): Counts => ({ impressions: 0, clicks: 0, spend: 0, orders: 0, sales: 0 });
const add = (a: Counts, b: Counts): Counts => ({
  impressions: a.impressions + b.impressions,
  clicks: a.clicks + b.clicks,
  spend: a.spend + b.spend,
  orders: a.orders + b.orders,
  sales: a.sales + b.sales,
});

const name = (style: 'weekdayDay' | 'dayMonth' | 'monthYear', day: string) =>
  formatDate(toTime(day), style, 'utc');

/** Days for a week or a month; weeks for three months; months for a year. */
export const unitFor = (days: number): FigureUnit =>
  days <= 30 ? 'day' : days <= 90 ? 'week' : 'month';

/**
 * An ad's figures over `days` Lagos days up to `today`, one row per day (7 and 30 days), week
 * (90 days, counted back from today) or month (a year), oldest first. Days the series leaves
 * out count as nothing happened.
 */
export function figureRows(series: AdFigures['series'], days: number, today: string): FigureRow[] {
  const byDay = new Map(series.map(({ day, ...counts }) => [day, counts]));
  const last = series.reduce((max, s) => (s.day > max ? s.day : max), today);
  const end = toTime(last);
  const all = Array.from({ length: days }, (_, i) => {
    const day = toDay(end - (days - 1 - i) * DAY_MS);
    return { day, counts: byDay.get(day) ?? zero() };
  });
  const unit = unitFor(days);
  if (unit === 'day')
    return all.map(({ day, counts }) => ({
      key: day,
      label: name(days <= 7 ? 'weekdayDay' : 'dayMonth', day),
      ...counts,
    }));

  // Weeks end on today, so the oldest one may be short; months are calendar months.
  const groupOf = (day: string, i: number) =>
    unit === 'week' ? String(Math.floor((days - 1 - i) / 7)) : day.slice(0, 7);
  const groups: { key: string; first: string; last: string; counts: Counts }[] = [];
  all.forEach(({ day, counts }, i) => {
    const key = groupOf(day, i);
    const open = groups.at(-1);
    if (open?.key === key) {
      open.last = day;
      open.counts = add(open.counts, counts);
    } else groups.push({ key, first: day, last: day, counts: { ...counts } });
  });
  return groups.map((g) => ({
    key: g.first,
    label:
      unit === 'month'
        ? name('monthYear', g.first)
        : g.first === g.last
          ? name('dayMonth', g.first)
          : `${name('dayMonth', g.first)} – ${name('dayMonth', g.last)}`,
    ...g.counts,
  }));
}

/** Clicks per showing as a percent with one decimal ("2.5%"), or a dash with no showings. */
export const clickRateText = (clicks: number, impressions: number) =>
  impressions > 0 ? `${((clicks / impressions) * 100).toFixed(1)}%` : '—';
