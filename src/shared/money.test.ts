import { describe, expect, it } from 'vitest';
import { isWholeKobo, koboToNaira, nairaToKobo } from './money.ts';
import { nairaAmountSchema } from './schemas/naira-amount.ts';

describe('naira and kobo', () => {
  it('converts every two-decimal amount between ₦100 and ₦200 exactly, both ways', () => {
    const wrong: number[] = [];
    for (let kobo = 10_000; kobo < 20_000; kobo++) {
      const naira = koboToNaira(kobo);
      if (!isWholeKobo(naira) || nairaToKobo(naira) !== BigInt(kobo)) wrong.push(naira);
      if (nairaToKobo(naira.toFixed(2)) !== BigInt(kobo)) wrong.push(naira);
    }
    expect(wrong).toEqual([]);
    expect(nairaToKobo(128.02)).toBe(12_802n);
  });

  it('rounds a computed amount of more decimals half away from zero at the kobo', () => {
    expect(nairaToKobo(1.005)).toBe(101n);
    expect(nairaToKobo(1.0049)).toBe(100n);
    expect(nairaToKobo(-2.675)).toBe(-268n);
    expect(nairaToKobo(0.1 + 0.2)).toBe(30n);
    expect(nairaToKobo(1e-9)).toBe(0n);
    expect(nairaToKobo(99_999_999.99)).toBe(9_999_999_999n);
  });

  it('reads only finite numbers and plain decimal strings', () => {
    for (const bad of ['0x64', ' 100 ', '1e2', '+5', '', '.5', '5.', 'NaN', Infinity, NaN, 1e21])
      expect(() => nairaToKobo(bad), String(bad)).toThrow(RangeError);
    expect(nairaToKobo('-5.5')).toBe(-550n);
    expect(isWholeKobo('100.10')).toBe(true);
    expect(isWholeKobo('100.101')).toBe(false);
    expect(isWholeKobo(100.001)).toBe(false);
  });

  it('takes a JSON number or a plain decimal string as an amount, nothing else', () => {
    const schema = nairaAmountSchema(100, 200, 'add');
    expect(schema.parse(128.02)).toBe(128.02);
    expect(schema.parse('128.02')).toBe(128.02);
    for (const bad of [[100], '0x64', ' 100 ', '1e2', true, null, '100.001', 100.001, 99.99])
      expect(schema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(schema.safeParse(100.001).error?.issues[0]?.message).toBe(
      'Use at most two decimal places',
    );
  });
});
