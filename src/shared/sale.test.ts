import { describe, expect, it } from 'vitest';
import { countdown, shownPrice } from './sale.ts';

const now = Date.parse('2026-03-01T12:00:00Z');
const sale = {
  promotionId: 'p1',
  name: 'Owambe season',
  price: 7_500,
  endsAt: '2026-03-03T16:10:05Z',
  flash: true,
  unitsLeft: 4,
};

describe('sale prices', () => {
  it('shows the sale price with the product’s price struck while the sale runs', () => {
    expect(shownPrice({ unitPrice: 10_000, compareAtPrice: 12_000, sale }, now)).toEqual({
      amount: 7_500,
      was: 10_000,
      sale,
    });
  });

  it('falls back to the price and the vendor’s old price once the sale is over', () => {
    const later = Date.parse('2026-03-04T00:00:00Z');
    expect(shownPrice({ unitPrice: 10_000, compareAtPrice: 12_000, sale }, later)).toEqual({
      amount: 10_000,
      was: 12_000,
      sale: null,
    });
    expect(shownPrice({ unitPrice: 10_000, compareAtPrice: null, sale: null }, now)).toEqual({
      amount: 10_000,
      was: null,
      sale: null,
    });
  });

  it('counts down in days, hours, minutes and seconds, and stops at the end', () => {
    expect(countdown(sale.endsAt, now)).toBe('2d 04:10:05');
    expect(countdown('2026-03-01T12:00:09Z', now)).toBe('00:00:09');
    expect(countdown('2026-03-01T11:00:00Z', now)).toBeNull();
  });
});
