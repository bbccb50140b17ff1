import { describe, expect, it } from 'vitest';
import { formatDate, timeAgo } from './dates.ts';

describe('formatDate', () => {
  const moment = new Date(2026, 2, 5, 14, 5);
  it('writes dates one way in the shared locale, in each named style', () => {
    expect(formatDate(moment)).toBe('5 Mar 2026');
    expect(formatDate(moment, 'longDate')).toBe('5 March 2026');
    expect(formatDate(moment, 'dayTime')).toBe('5 Mar, 14:05');
    expect(formatDate(moment, 'dateTime')).toBe('5 Mar 2026, 14:05');
  });
  it('takes the ISO strings the API sends', () => {
    expect(formatDate(moment.toISOString(), 'dateTime')).toBe(formatDate(moment, 'dateTime'));
  });
});

describe('timeAgo', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  const ago = (ms: number) => timeAgo(new Date(now - ms), now);
  it('says how long ago, in the largest whole unit', () => {
    expect(ago(20_000)).toBe('just now');
    expect(ago(5 * 60_000)).toBe('5 min ago');
    expect(ago(3 * 3600_000 + 59 * 60_000)).toBe('3 h ago');
    expect(ago(30 * 3600_000)).toBe('yesterday');
    expect(ago(4 * 86_400_000)).toBe('4 days ago');
  });
  it('gives the date from a week on', () => {
    expect(timeAgo('2026-11-10T12:00:00Z', now)).toBe(formatDate('2026-11-10T12:00:00Z'));
  });
});
