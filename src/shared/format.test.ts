import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './badge-count.ts';
import { DURATION_OPTIONS, DURATION_VALUES, MONTH_OPTIONS } from './durations.ts';
import {
  formatDiscount,
  formatAccounts,
  formatCompact,
  formatCountOf,
  formatCountUpTo,
  formatNaira,
  formatNumber,
  formatPercent,
  formatRate,
  truncate,
} from './format.ts';
import { formatAddress } from './address-format.ts';
import { formatRelativeDate } from './relative-date.ts';
import { koboToNaira, nairaToKobo } from './money.ts';

describe('formatNaira', () => {
  it('shows whole naira without decimals, and kobo as two decimals, with thousands separators', () => {
    expect(formatNaira(12500)).toBe('₦12,500');
    expect(formatNaira(20_000)).toBe('₦20,000');
    expect(formatNaira(0)).toBe('₦0');
    expect(formatNaira(0.25)).toBe('₦0.25');
    expect(formatNaira(128.02)).toBe('₦128.02');
    expect(formatNaira(128.1)).toBe('₦128.10');
    expect(formatNaira(1234567.89)).toBe('₦1,234,567.89');
    expect(formatNaira(-1500)).toBe('-₦1,500');
  });

  it('never shows a naira amount with one decimal ("₦20,000.0")', () => {
    for (let kobo = 0; kobo < 100_000; kobo += 7) {
      const shown = formatNaira(kobo / 100);
      expect(shown, String(kobo)).not.toMatch(/\.\d$/);
      expect(shown, String(kobo)).toMatch(/^₦[\d,]+(\.\d\d)?$/);
    }
  });
});

describe('formatNaira and formatNumber against Intl', () => {
  const naira = new Intl.NumberFormat('en-NG', {
    style: 'currency',
    currency: 'NGN',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    trailingZeroDisplay: 'stripIfInteger',
  });
  // Kobo amounts, amounts with stray binary digits (0.1 + 0.2), halves at the third decimal,
  // large and negative amounts.
  const values = [
    0,
    0.1 + 0.2,
    999.995,
    12.345,
    0.005,
    1.005,
    2.675,
    1e15,
    123_456_789.99,
    1e-7,
    0.5,
    1_000,
    ...Array.from({ length: 2_000 }, (_, i) => (i * 7919) / 100),
    ...Array.from({ length: 2_000 }, (_, i) => -((i * 104_729) % 1e9) / 1000),
  ];

  it('writes every amount as Intl en-NG does, to the kobo', () => {
    for (const v of values) {
      // Intl writes an amount that rounds to nothing as "-₦0"; Oja writes ₦0.
      const expected = naira.format(v).replace(/^-₦0$/, '₦0');
      expect(formatNaira(v), String(v)).toBe(expected);
    }
  });

  it('writes every number as toLocaleString en-NG does', () => {
    for (const v of values) {
      const expected = v.toLocaleString('en-NG').replace(/^-0$/, '0');
      expect(formatNumber(v), String(v)).toBe(expected);
    }
    expect(formatNumber(1200)).toBe('1,200');
    expect(formatNumber(Number.NaN)).toBe('NaN');
  });
});

describe('numbers', () => {
  it('formats percentages as integers or with two decimals', () => {
    expect(formatPercent(12)).toBe('12%');
    expect(formatPercent(12.345)).toBe('12.35%');
    expect(formatPercent(0.5)).toBe('0.50%');
    expect(formatRate(10)).toBe('10%');
    expect(formatRate(7.5)).toBe('7.5%');
    expect(formatRate(9.8)).toBe('9.8%');
    expect(formatRate(12.345)).toBe('12.35%');
  });
  it('caps badge counts at 99+', () => {
    expect(formatBadgeCount(0)).toBe('0');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
  });
  it('abbreviates with K, M, B and T and one decimal', () => {
    expect(formatCompact(999)).toBe('999');
    expect(formatCompact(1000)).toBe('1.0K');
    expect(formatCompact(1550)).toBe('1.6K');
    expect(formatCompact(2_300_000)).toBe('2.3M');
    expect(formatCompact(7_100_000_000)).toBe('7.1B');
    expect(formatCompact(3.2e12)).toBe('3.2T');
    expect(formatCompact(-4500)).toBe('-4.5K');
  });
});

describe('counts', () => {
  it('pairs a count with the right noun', () => {
    expect(formatCountOf(1, 'follower')).toBe('1 follower');
    expect(formatCountOf(0, 'follower')).toBe('0 followers');
    expect(formatCountOf(1500, 'product')).toBe('1.5K products');
  });

  it('says a count stopped at its limit may be more', () => {
    expect(formatCountUpTo(999, 1000, 'product')).toBe('999 products');
    expect(formatCountUpTo(1000, 1000, 'product')).toBe('1,000+ products');
    expect(formatCountUpTo(10_000, 10_000, 'product')).toBe('10,000+ products');
  });
});

describe('text', () => {
  it('truncates with an ellipsis only when needed', () => {
    expect(truncate('Ankara', 10)).toBe('Ankara');
    expect(truncate('Handmade Ankara tote bag', 10)).toBe('Handmade…');
    expect(truncate('Handmade Ankara tote bag', 10)).toHaveLength(9);
  });
  it('names at most two accounts', () => {
    expect(formatAccounts([{ userHandle: 'ada' }])).toBe('ada');
    expect(formatAccounts([{ userHandle: 'ada' }, { userHandle: 'tunde' }])).toBe('ada, tunde');
    expect(
      formatAccounts([{ userHandle: 'ada' }, { userHandle: 'tunde' }, { userHandle: 'bisi' }]),
    ).toBe('ada, tunde & 1 other');
    const many = Array.from({ length: 7 }, (_, i) => ({ userHandle: `u${i}` }));
    expect(formatAccounts(many)).toBe('u0, u1 & 5 others');
  });
});

describe('formatRelativeDate', () => {
  const now = new Date('2026-06-30T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const day = 86_400_000;
  it('reads like a person would say it', () => {
    expect(formatRelativeDate(ago(10_000), now)).toBe('just now');
    expect(formatRelativeDate(ago(5 * 60_000), now)).toBe('5 minutes ago');
    expect(formatRelativeDate(ago(3 * day), now)).toBe('3 days ago');
    expect(formatRelativeDate(ago(7 * day), now)).toBe('one week ago');
    expect(formatRelativeDate(ago(15 * day), now)).toBe('2 weeks ago');
    expect(formatRelativeDate(ago(31 * day), now)).toBe('one month ago');
    expect(formatRelativeDate(ago(125 * day), now)).toBe('4 months ago');
    expect(formatRelativeDate(ago(800 * day).toISOString(), now)).toBe('2 years ago');
  });
});

describe('business constants', () => {
  it('lists the duration and month options', () => {
    expect(DURATION_OPTIONS.map((o) => o.label)).toEqual([
      '7 days',
      '4 Weeks',
      '3 Months',
      '6 Months',
      '12 Months',
    ]);
    expect(MONTH_OPTIONS.map((o) => o.value)).toEqual([1, 3, 6, 12]);
    expect(DURATION_VALUES).toMatchObject({ MONTH: 12, DAY: 7, WEEK: 4, HOUR: 24, DAYS: 30 });
  });
});

describe('money', () => {
  it('converts between naira and kobo without float drift', () => {
    expect(nairaToKobo(19.99)).toBe(1999n);
    expect(nairaToKobo(0.1 + 0.2)).toBe(30n);
    expect(koboToNaira(1999n)).toBe(19.99);
    expect(koboToNaira('250000')).toBe(2500);
    expect(() => nairaToKobo(Number.NaN)).toThrow();
  });
});

describe('addresses and discounts', () => {
  it('leaves out an LGA named like its city', () => {
    expect(
      formatAddress({ street: '12 Allen Avenue', city: 'Ikeja', lga: 'Ikeja', state: 'Lagos' }),
    ).toBe('12 Allen Avenue, Ikeja, Lagos');
    expect(formatAddress({ city: 'Lekki', lga: 'Eti-Osa', state: 'Lagos' })).toBe(
      'Lekki, Eti-Osa, Lagos',
    );
    expect(formatAddress({ street: ' ', city: 'Kano', lga: null, state: 'Kano' })).toBe(
      'Kano, Kano',
    );
  });
  it('rounds the discount to a whole percent', () => {
    expect(formatDiscount(18500, 22000)).toBe('-16%');
    expect(formatDiscount(7500, 10000)).toBe('-25%');
    expect(formatDiscount(9990, 10000)).toBe('-1%');
  });
});
