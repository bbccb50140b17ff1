import { describe, expect, it } from 'vitest';
import { largestWithdrawal, withdrawalFee } from './withdrawal-fee.ts';

const kobo = (naira: number) => BigInt(Math.round(naira * 100));

describe('largestWithdrawal', () => {
  it('sends the balance less its fee, in every band', () => {
    expect(largestWithdrawal(kobo(1_000))).toEqual({ amountKobo: kobo(990), feeKobo: kobo(10) });
    expect(largestWithdrawal(kobo(20_000))).toEqual({
      amountKobo: kobo(19_975),
      feeKobo: kobo(25),
    });
    expect(largestWithdrawal(kobo(90_000.5))).toEqual({
      amountKobo: kobo(89_950.5),
      feeKobo: kobo(50),
    });
  });

  it('stops at a band ceiling when the next band’s fee would leave less', () => {
    // ₦5,020: ₦5,000 + ₦10 fits (₦10 left over); ₦4,995 + ₦25 would send less.
    expect(largestWithdrawal(kobo(5_020))).toEqual({ amountKobo: kobo(5_000), feeKobo: kobo(10) });
    expect(largestWithdrawal(kobo(50_040))).toEqual({
      amountKobo: kobo(50_000),
      feeKobo: kobo(25),
    });
  });

  it('never sends more than the most one withdrawal may', () => {
    expect(largestWithdrawal(kobo(20_000_000))).toEqual({
      amountKobo: kobo(10_000_000),
      feeKobo: kobo(50),
    });
  });

  it('nothing below the least withdrawal and its fee', () => {
    expect(largestWithdrawal(kobo(109.99))).toBeNull();
    expect(largestWithdrawal(0n)).toBeNull();
    expect(largestWithdrawal(kobo(110))).toEqual({ amountKobo: kobo(100), feeKobo: kobo(10) });
  });

  it('always leaves amount + fee within the balance', () => {
    for (let naira = 100; naira < 60_000; naira += 37.13) {
      const balance = kobo(naira);
      const best = largestWithdrawal(balance);
      if (!best) continue;
      expect(best.amountKobo + best.feeKobo).toBeLessThanOrEqual(balance);
      expect(best.feeKobo).toBe(kobo(withdrawalFee(Number(best.amountKobo) / 100)));
    }
  });
});
