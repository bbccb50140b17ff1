/**
 * Dates as en-NG writes them, written by hand rather than with Intl: a page's first Intl call
 * loads the locale data, a long task on a cheap phone (decision 069). Lagos keeps UTC+1 all year
 * (no daylight saving), so its clock is exact arithmetic.
 */
const LONG_MONTHS =
  'January February March April May June July August September October November December'.split(
    ' ',
  );
/** "Sept", not "Sep", as CLDR writes en-NG. */
const SHORT_MONTHS = LONG_MONTHS.map((m) => (m === 'September' ? 'Sept' : m.slice(0, 3)));
const WEEKDAYS = 'Sun Mon Tue Wed Thu Fri Sat'.split(' ');
const LAGOS_OFFSET_MS = 3_600_000;

type Parts = {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
};

/** The ways Oja writes a date, each named by what it shows. */
const DATE_STYLES = {
  /** "5 Mar 2026" */
  date: (p: Parts) => `${p.day} ${SHORT_MONTHS[p.month]} ${p.year}`,
  /** "5 March 2026" */
  longDate: (p: Parts) => `${p.day} ${LONG_MONTHS[p.month]} ${p.year}`,
  /** "5 Mar, 14:05": this year's moments, as on an order's tracking. */
  dayTime: (p: Parts) => `${p.day} ${SHORT_MONTHS[p.month]}, ${p.hour}:${pad(p.minute)}`,
  /** "5 Mar, 09:05": the same with a two-digit hour, for times in a column. */
  dayClock: (p: Parts) => `${p.day} ${SHORT_MONTHS[p.month]}, ${pad(p.hour)}:${pad(p.minute)}`,
  /** "5 Mar 2026, 14:05" */
  dateTime: (p: Parts) => `${p.day} ${SHORT_MONTHS[p.month]} ${p.year}, ${p.hour}:${pad(p.minute)}`,
  /** "5 Mar": a day of a chart. */
  dayMonth: (p: Parts) => `${p.day} ${SHORT_MONTHS[p.month]}`,
  /** "Thu 5": a day of a week's chart. */
  weekdayDay: (p: Parts) => `${WEEKDAYS[p.weekday]} ${p.day}`,
  /** "Mar" */
  month: (p: Parts) => SHORT_MONTHS[p.month]!,
  /** "Mar 2026" */
  monthYear: (p: Parts) => `${SHORT_MONTHS[p.month]} ${p.year}`,
  /** "09": an hour of a day's chart. */
  hour: (p: Parts) => pad(p.hour),
} satisfies Record<string, (p: Parts) => string>;

export type DateStyle = keyof typeof DATE_STYLES;

/**
 * Whose clock a date is read on: the device's (`local`), Lagos's (what the server counts days
 * in), or UTC (calendar days the API sends as `yyyy-MM-dd`).
 */
export type DateZone = 'local' | 'lagos' | 'utc';

const pad = (n: number) => String(n).padStart(2, '0');

function partsOf(at: Date, zone: DateZone): Parts {
  const d = zone === 'lagos' ? new Date(at.getTime() + LAGOS_OFFSET_MS) : at;
  const get = (unit: 'FullYear' | 'Month' | 'Date' | 'Day' | 'Hours' | 'Minutes') =>
    zone === 'local' ? d[`get${unit}`]() : d[`getUTC${unit}`]();
  return {
    year: get('FullYear'),
    month: get('Month'),
    day: get('Date'),
    weekday: get('Day'),
    hour: get('Hours'),
    minute: get('Minutes'),
  };
}

/** A date, ISO string or epoch milliseconds in one of the styles above, on the given clock. */
export function formatDate(
  value: Date | string | number,
  style: DateStyle = 'date',
  zone: DateZone = 'local',
): string {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return '';
  return DATE_STYLES[style](partsOf(at, zone));
}

/** A local calendar day as yyyy-MM-dd, the form date ranges and date inputs take. */
export const isoDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The Lagos calendar day (UTC+1 all year, no daylight saving) of an instant, as yyyy-MM-dd. */
export const lagosDay = (at: Date) =>
  new Date(at.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);
