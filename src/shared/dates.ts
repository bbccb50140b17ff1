import { LOCALE } from './constants.ts';

/** The ways Oja writes a date (en-NG), each named by what it shows. */
const DATE_STYLES = {
  /** "5 Mar 2026" */
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  /** "5 March 2026" */
  longDate: { day: 'numeric', month: 'long', year: 'numeric' },
  /** "5 Mar, 14:05": this year's moments, as on an order's tracking. */
  dayTime: { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
  /** "5 Mar 2026, 14:05" */
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DATE_STYLES;

const dateFormats = new Map<DateStyle, Intl.DateTimeFormat>();

/** A date or ISO string in the shared locale, in one of the styles above (local time). */
export function formatDate(value: Date | string, style: DateStyle = 'date'): string {
  let format = dateFormats.get(style);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, DATE_STYLES[style]);
    dateFormats.set(style, format);
  }
  return format.format(new Date(value));
}

/** A local calendar day as yyyy-MM-dd, the form date ranges and date inputs take. */
export const isoDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The Lagos calendar day (UTC+1 all year, no daylight saving) of an instant, as yyyy-MM-dd. */
export const lagosDay = (at: Date) => new Date(at.getTime() + 3_600_000).toISOString().slice(0, 10);
