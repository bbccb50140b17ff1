import type { PayoutAccount } from '#shared/schemas/bank-accounts.ts';
import type { PayoutAccountRow } from './bank-accounts.repo.ts';

/** A payout account as its owner sees it. */
export function payoutAccountView(
  row: PayoutAccountRow,
  businessName: string | null,
  now: Date,
): PayoutAccount {
  const usableAt = row.usableForPayoutAt;
  return {
    _id: row.id,
    userId: row.userId,
    businessId: row.businessId,
    businessName,
    accountName: row.accountName,
    accountNumber: row.accountNumber,
    last4: row.accountNumber.slice(-4),
    bankCode: row.bankCode,
    bankName: row.bankName,
    status: row.status === 'confirmed' ? 'confirmed' : 'pending_confirmation',
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    usableForPayoutAt: usableAt?.toISOString() ?? null,
    usableForPayout: row.status === 'confirmed' && usableAt !== null && usableAt <= now,
    autoPayout: row.autoPayout,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `ada@example.ng` → `a**@example.ng`: where a code went, without spelling the address out. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}${'*'.repeat(Math.max(2, name.length - 1))}@${domain}`;
}

/** 24 hours, 3 days: the safety hold on new bank details in words. */
export function holdWords(holdMs: number): string {
  const hours = Math.round(holdMs / 3_600_000);
  if (hours >= 48 && hours % 24 === 0) return `${hours / 24} days`;
  if (hours >= 1) return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  const minutes = Math.max(1, Math.round(holdMs / 60_000));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** When withdrawals can use a newly confirmed account, as a sentence. */
export function holdSentence(holdMs: number): string {
  return holdMs <= 0
    ? 'Withdrawals can use the account as soon as it is confirmed.'
    : `Withdrawals can use the account ${holdWords(holdMs)} after it is confirmed.`;
}

/** The words of the message that carries a confirmation code. */
export function confirmationText(a: {
  firstName: string;
  code: string;
  expiresInMinutes: number;
  /** The safety hold after the confirmation (the configured `PAYOUT_HOLD_HOURS`). */
  holdMs: number;
  bankName: string;
  accountNumber: string;
  accountName: string;
  businessName: string | null;
}) {
  const account = `${a.bankName} ••••${a.accountNumber.slice(-4)} (${a.accountName})`;
  const whose = a.businessName ? `${a.businessName}'s payout account` : 'your payout account';
  return {
    subject: 'Confirm your bank account on Oja',
    mail: [
      `Hello ${a.firstName},`,
      '',
      `Someone asked to make ${account} ${whose} on Oja.`,
      `If it was you, enter this code to confirm it within ${a.expiresInMinutes} minutes:`,
      '',
      `Confirmation code: ${a.code}`,
      '',
      holdSentence(a.holdMs),
      'If it was not you, do not share this code and change your password now.',
    ].join('\n'),
    sms: `Your Oja code to confirm ${account} for payouts is ${a.code}. It expires in ${a.expiresInMinutes} minutes. Do not share it.`,
  };
}
