import { formatNaira } from '#shared/format.ts';
import { koboToNaira } from '#shared/money.ts';
import type { Withdrawal } from '#shared/schemas/withdrawals.ts';
import { largestWithdrawal } from '#shared/withdrawal-fee.ts';
import type { Hold } from '../payments/card-hold.service.ts';
import type { WithdrawalRow } from './withdrawals.repo.ts';

/** When a withdrawal reaches the bank, as the fee quote says. */
export const ARRIVES = 'Usually within a few minutes';

/** A moment as people in Lagos read it: "2 Dec 2026, 14:05". */
const lagosTime = new Intl.DateTimeFormat('en-NG', {
  timeZone: 'Africa/Lagos',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Why a withdrawal is more than the part of the balance that may leave for a bank now. */
export function heldMessage(hold: Hold): string {
  const now = largestWithdrawal(hold.withdrawableKobo);
  const soonest = hold.parts[0];
  const held = formatNaira(koboToNaira(hold.heldKobo));
  const when = soonest ? ` from ${lagosTime.format(soonest.until)} (Lagos time)` : ' later';
  return (
    `${held} of your balance came in by card, as a refund or as earnings, and can be withdrawn${when}; ` +
    'you can spend it on Oja now. ' +
    (now
      ? `You can withdraw up to ${formatNaira(koboToNaira(now.amountKobo))} (with its ${formatNaira(koboToNaira(now.feeKobo))} fee) today.`
      : 'Nothing else can be withdrawn yet.')
  );
}

export function withdrawalView(w: WithdrawalRow): Withdrawal {
  return {
    _id: w.id,
    userId: w.userId,
    businessId: w.businessId,
    reason: 'FUND_WITHDRAWAL',
    amount: koboToNaira(w.amountKobo),
    fee: koboToNaira(w.feeKobo),
    total: koboToNaira(w.amountKobo + w.feeKobo),
    status: w.status,
    reference: w.reference,
    bankName: w.bankName,
    accountName: w.accountName,
    last4: w.last4,
    createdAt: w.createdAt.toISOString(),
    settledAt: w.settledAt?.toISOString() ?? null,
  };
}
