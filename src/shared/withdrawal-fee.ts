import { MAX_WITHDRAWAL, MIN_WITHDRAWAL, TRANSFER_FEE_BANDS } from './constants.ts';
import { koboToNaira, nairaToKobo } from './money.ts';

/** The fee, in naira, for sending `amount` naira to a bank (Paystack's NGN bands). */
export function withdrawalFee(amount: number): number {
  const band = TRANSFER_FEE_BANDS.find((b) => b.upTo === null || amount <= b.upTo);
  return band?.fee ?? 0;
}

/**
 * The most a balance of `balanceKobo` can send with the fee on top (amount + fee ≤ balance),
 * within the withdrawal limits; null when it cannot cover the least withdrawal and its fee.
 */
export function largestWithdrawal(
  balanceKobo: bigint,
): { amountKobo: bigint; feeKobo: bigint } | null {
  const most = nairaToKobo(MAX_WITHDRAWAL);
  let best: { amountKobo: bigint; feeKobo: bigint } | null = null;
  // Each band's ceiling, or the balance less that band's fee, whichever is lower.
  for (const band of TRANSFER_FEE_BANDS) {
    const ceiling = band.upTo === null ? most : nairaToKobo(Math.min(band.upTo, MAX_WITHDRAWAL));
    const left = balanceKobo - nairaToKobo(band.fee);
    const amountKobo = left < ceiling ? left : ceiling;
    if (amountKobo < nairaToKobo(MIN_WITHDRAWAL)) continue;
    const feeKobo = nairaToKobo(withdrawalFee(koboToNaira(amountKobo)));
    if (amountKobo + feeKobo > balanceKobo) continue;
    if (!best || amountKobo > best.amountKobo) best = { amountKobo, feeKobo };
  }
  return best;
}
