import { describe, expect, it } from 'vitest';
import { formatDate } from '#shared/dates.ts';
import { voucherEnded, voucherOff, voucherTerms } from './voucher-format.ts';

const base = {
  kind: 'AMOUNT' as const,
  amount: 1000,
  percent: null,
  cap: null,
  minOrder: 0,
  endsAt: '2027-01-03T22:59:59.000Z',
  productIds: [],
  tagIds: [],
  firstOrderOnly: false,
};
const before = new Date('2026-12-01T00:00:00Z').getTime();
const after = new Date('2027-02-01T00:00:00Z').getTime();

describe('voucher wording', () => {
  it('says what an amount or a percentage takes off, with its cap', () => {
    expect(voucherOff(base)).toBe('₦1,000 off');
    expect(voucherOff({ ...base, kind: 'PERCENT', amount: null, percent: 10 })).toBe('10% off');
    expect(voucherOff({ ...base, kind: 'PERCENT', amount: null, percent: 10, cap: 2000 })).toBe(
      '10% off, up to ₦2,000',
    );
  });

  it('lists the terms and the end, which reads "ended" once passed', () => {
    const ends = formatDate(base.endsAt);
    expect(voucherTerms(base, before)).toEqual(['no minimum order', `ends ${ends}`]);
    expect(
      voucherTerms({ ...base, minOrder: 5000, productIds: ['p'], firstOrderOnly: true }, after),
    ).toEqual([
      'on orders of ₦5,000 or more',
      'on some products',
      'only on first order',
      `ended ${ends}`,
    ]);
    expect(voucherTerms({ ...base, tagIds: ['t'] }, before)).toContain('on some products');
    expect(voucherEnded(base, before)).toBe(false);
    expect(voucherEnded(base, after)).toBe(true);
  });
});
