import { describe, expect, it } from 'vitest';
import { formatDate, type DateStyle, type DateZone } from './dates.ts';

/** What Intl writes for each style: the hand-written dates must say exactly the same. */
const INTL_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  longDate: { day: 'numeric', month: 'long', year: 'numeric' },
  dayTime: { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
  dayClock: {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  dayMonth: { day: 'numeric', month: 'short' },
  weekdayDay: { weekday: 'short', day: 'numeric' },
  month: { month: 'short' },
  monthYear: { month: 'short', year: 'numeric' },
  hour: { hour: '2-digit', hourCycle: 'h23' },
};
const TIME_ZONES: Record<DateZone, string | undefined> = {
  local: undefined,
  lagos: 'Africa/Lagos',
  utc: 'UTC',
};

describe('formatDate', () => {
  const moment = new Date(2026, 2, 5, 14, 5);
  it('writes dates one way in the shared locale, in each named style', () => {
    expect(formatDate(moment)).toBe('5 Mar 2026');
    expect(formatDate(moment, 'longDate')).toBe('5 March 2026');
    expect(formatDate(moment, 'dayTime')).toBe('5 Mar, 14:05');
    expect(formatDate(moment, 'dateTime')).toBe('5 Mar 2026, 14:05');
    expect(formatDate(new Date(2026, 8, 5, 9, 5), 'dayClock')).toBe('5 Sept, 09:05');
    expect(formatDate('2026-09-01', 'weekdayDay', 'utc')).toBe('Tue 1');
  });

  it('takes the ISO strings and epoch milliseconds the API sends', () => {
    expect(formatDate(moment.toISOString(), 'dateTime')).toBe(formatDate(moment, 'dateTime'));
    expect(formatDate(moment.getTime(), 'dateTime')).toBe(formatDate(moment, 'dateTime'));
  });

  it("reads Lagos's clock an hour ahead of UTC, across midnight and the new year", () => {
    expect(formatDate('2026-12-31T23:30:00Z', 'dateTime', 'lagos')).toBe('1 Jan 2027, 0:30');
    expect(formatDate('2026-12-31T23:30:00Z', 'dateTime', 'utc')).toBe('31 Dec 2026, 23:30');
  });

  it('says nothing for a date that is not one, instead of failing the screen', () => {
    expect(formatDate('not a date')).toBe('');
  });

  it('writes every style on every clock exactly as Intl en-NG does', () => {
    const formats = Object.entries(TIME_ZONES).flatMap(([zone, timeZone]) =>
      Object.entries(INTL_STYLES).map(([style, options]) => ({
        zone: zone as DateZone,
        style: style as DateStyle,
        intl: new Intl.DateTimeFormat('en-NG', { timeZone, ...options }),
      })),
    );
    // Every day of two years, each at a different hour and minute (midnight either side).
    const start = Date.UTC(2025, 0, 1);
    for (let i = 0; i < 731; i += 1) {
      const at = new Date(start + i * 86_400_000 + ((i * 3_607_000) % 86_400_000));
      for (const { zone, style, intl } of formats) {
        expect(formatDate(at, style, zone), `${style} ${zone} ${at.toISOString()}`).toBe(
          intl.format(at),
        );
      }
    }
  });
});
