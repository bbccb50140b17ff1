import { describe, expect, it } from 'vitest';
import { add, lagosDay, periodOf, startOf } from './periods.ts';

const iso = (d: Date) => d.toISOString();

describe('Lagos periods', () => {
  it('starts hours, days, Monday weeks and months at Lagos boundaries (UTC+1)', () => {
    // 00:30 on Monday 1 June 2026 in Lagos is still Sunday 31 May in UTC.
    const at = new Date('2026-05-31T23:30:00Z');
    expect(iso(startOf(at, 'hour'))).toBe('2026-05-31T23:00:00.000Z');
    expect(iso(startOf(at, 'day'))).toBe('2026-05-31T23:00:00.000Z');
    expect(iso(startOf(at, 'week'))).toBe('2026-05-31T23:00:00.000Z');
    expect(iso(startOf(at, 'month'))).toBe('2026-05-31T23:00:00.000Z');
    expect(lagosDay(at)).toBe('2026-06-01');
    expect(lagosDay(new Date('2026-05-31T22:59:59Z'))).toBe('2026-05-31');
    expect(iso(add(startOf(at, 'month'), 'month', -4))).toBe('2026-01-31T23:00:00.000Z');
  });

  it('ends each duration with the current bucket', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    const months = periodOf({ durationType: 'MONTH', duration: 12 }, now);
    expect(months.buckets).toHaveLength(12);
    expect(iso(months.from)).toBe('2025-11-30T23:00:00.000Z');
    expect(iso(months.to)).toBe('2026-11-30T23:00:00.000Z');
    const hours = periodOf({ durationType: 'HOUR' }, now);
    expect(hours.buckets).toHaveLength(24);
    expect(iso(hours.to)).toBe('2026-11-24T13:00:00.000Z');
    expect(periodOf({ durationType: 'WEEK' }, now).buckets).toHaveLength(4);
    expect(periodOf({ durationType: 'DAY', duration: 30 }, now).buckets).toHaveLength(30);
  });

  it('reads a date range as whole Lagos days, by day up to three months and by month beyond', () => {
    const march = periodOf({ metricDateRange: '2026-03-01,2026-03-31' });
    expect(march.unit).toBe('day');
    expect(march.buckets).toHaveLength(31);
    expect(iso(march.from)).toBe('2026-02-28T23:00:00.000Z');
    expect(iso(march.to)).toBe('2026-03-31T23:00:00.000Z');
    const year = periodOf({ metricDateRange: '2026-01-15,2026-12-31' });
    expect(year.unit).toBe('month');
    expect(year.buckets).toHaveLength(12);
    expect(iso(year.from)).toBe('2026-01-14T23:00:00.000Z');
    expect(() => periodOf({ metricDateRange: '2026-03-02,2026-03-01' })).toThrow();
  });
});
