/**
 * Money is stored as integer kobo and sent as naira with at most two decimals; this is the one
 * place that converts between them. Naira become kobo by decimal arithmetic on the amount as it
 * is written (a number's shortest form: 128.02 is "128.02"), never by multiplying a float, so
 * every amount a person can type converts exactly.
 */

/** A plain decimal as people write amounts: digits, optionally a point and more digits. */
export const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

type Decimal = { negative: boolean; whole: string; fraction: string };

/**
 * The digits of an amount: a finite number (in its shortest decimal form) or a plain decimal
 * string. Null for anything else: exponents, hex, spaces, a plus sign, NaN, Infinity.
 */
function decimalOf(value: number | string): Decimal | null {
  if (typeof value === 'string') {
    if (!PLAIN_DECIMAL.test(value)) return null;
    const [whole = '0', fraction = ''] = value.replace(/^-/, '').split('.');
    return { negative: value.startsWith('-'), whole, fraction };
  }
  if (!Number.isFinite(value)) return null;
  const abs = Math.abs(value);
  // Shortest forms below 1e-6 are written with an exponent; they are less than a kobo.
  const text = abs < 1e-6 ? '0' : String(abs);
  if (!PLAIN_DECIMAL.test(text)) return null; // 1e21 and above: no naira amount is that large
  const [whole = '0', fraction = ''] = text.split('.');
  return { negative: value < 0 && text !== '0', whole, fraction };
}

/** Whether an amount is a whole number of kobo (at most two decimals, trailing zeros aside). */
export function isWholeKobo(value: number | string): boolean {
  const d = decimalOf(value);
  return d !== null && d.fraction.replace(/0+$/, '').length <= 2;
}

/**
 * Naira → kobo, exactly for amounts of at most two decimals; an amount with more (a computed
 * share) is rounded half away from zero at the kobo.
 */
export function nairaToKobo(naira: number | string): bigint {
  const d = decimalOf(naira);
  if (!d) throw new RangeError('Amount must be a finite plain decimal');
  const kobo = BigInt(d.whole) * 100n + BigInt(d.fraction.slice(0, 2).padEnd(2, '0'));
  const roundUp = (d.fraction[2] ?? '0') >= '5' ? 1n : 0n;
  const abs = kobo + roundUp;
  return d.negative ? -abs : abs;
}

/** `percent` of an amount in kobo, rounded down to the kobo (a share never exceeds its rate). */
export function percentOfKobo(kobo: bigint, percent: number): bigint {
  return (kobo * BigInt(Math.round(percent * 100))) / 10_000n;
}

export function koboToNaira(kobo: bigint | number | string): number {
  return Number(BigInt(kobo)) / 100;
}
