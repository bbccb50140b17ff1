import { TRANSFER_FEE_BANDS } from './constants.ts';

/** The fee, in naira, for sending `amount` naira to a bank (Paystack's NGN bands). */
export function withdrawalFee(amount: number): number {
  const band = TRANSFER_FEE_BANDS.find((b) => b.upTo === null || amount <= b.upTo);
  return band?.fee ?? 0;
}
