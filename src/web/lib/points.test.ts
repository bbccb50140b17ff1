import { describe, expect, it } from 'vitest';
import { chargeText, orderPointsCap, payText, pointField, splitPrice } from './points.ts';

describe('paying with points', () => {
  it('spends the points available up to the price, and the rest is paid in naira', () => {
    expect(splitPrice(5000, 1234, true)).toEqual({ points: 1234, rest: 3766 });
    expect(splitPrice(5000, 8000, true)).toEqual({ points: 5000, rest: 0 });
    expect(splitPrice(5000, 5000, true)).toEqual({ points: 5000, rest: 0 });
  });

  it('spends none when they are not used, unknown, or there is nothing to pay', () => {
    expect(splitPrice(5000, 1234, false)).toEqual({ points: 0, rest: 5000 });
    expect(splitPrice(5000, undefined, true)).toEqual({ points: 0, rest: 5000 });
    expect(splitPrice(0, 1234, true)).toEqual({ points: 0, rest: 0 });
  });

  it('spends whole points only, leaving the kobo of a price to the naira', () => {
    expect(splitPrice(1500.5, 9000, true)).toEqual({ points: 1500, rest: 0.5 });
    expect(splitPrice(1000.1, 999, true)).toEqual({ points: 999, rest: 1.1 });
  });

  it('says exactly what is charged', () => {
    expect(payText({ points: 0, rest: 5000 })).toBe('Pay ₦5,000');
    expect(payText({ points: 1234, rest: 3766 })).toBe('Pay ₦3,766 + 1,234 points');
    expect(payText({ points: 5000, rest: 0 })).toBe('Pay with 5,000 points');
    expect(payText({ points: 1, rest: 0 })).toBe('Pay with 1 point');
    expect(chargeText({ points: 1, rest: 0.5 })).toBe('₦0.50 + 1 point');
  });

  it('caps what an order may take at Oja’s share of its total, in whole points', () => {
    expect(orderPointsCap(11_000, 20)).toBe(2200);
    expect(orderPointsCap(12_345.67, 20)).toBe(2469);
    expect(orderPointsCap(4.99, 20)).toBe(0);
    expect(orderPointsCap(11_000, 0)).toBe(0);
    expect(splitPrice(11_000, Math.min(5000, orderPointsCap(11_000, 20)), true)).toEqual({
      points: 2200,
      rest: 8800,
    });
  });

  it('sends an empty point when none are spent', () => {
    expect(pointField(0)).toBe('');
    expect(pointField(1234)).toBe(1234);
  });
});
