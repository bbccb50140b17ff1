import { describe, expect, it } from 'vitest';
import { formatDate } from './dates.ts';

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
