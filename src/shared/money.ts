/**
 * Money is stored as integer kobo and sent as naira with at most two decimals; this is the one
 * place that converts between them.
 */
export function nairaToKobo(naira: number): bigint {
  if (!Number.isFinite(naira)) throw new RangeError('Amount must be a finite number');
  return BigInt(Math.round(naira * 100));
}

export function koboToNaira(kobo: bigint | number | string): number {
  return Number(BigInt(kobo)) / 100;
}
