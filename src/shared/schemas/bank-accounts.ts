import { z } from 'zod';
import { ACCOUNT_NUMBER, BANK_CODE, CONFIRMATION_CODE } from '../validation/bank-accounts.ts';
import { idSchema } from './envelope.ts';
import { textSchema } from './rules.ts';

/** Banks, account-name look-ups and payout bank accounts (users/verify/account-number, payments/accounts; decision 019). */

export const accountNumberSchema = textSchema(ACCOUNT_NUMBER);
export const bankCodeSchema = textSchema(BANK_CODE);

/** A bank people can be paid at, for the bank picker. */
export const bankSchema = z.object({
  name: z.string(),
  code: z.string(),
  slug: z.string(),
});
export type Bank = z.infer<typeof bankSchema>;

export const bankListQuerySchema = z.object({
  /** Part of the bank's name, any case (`gt`, `kuda`); empty lists every bank. */
  search: z.string().trim().max(60).optional(),
});
export type BankListQuery = z.infer<typeof bankListQuerySchema>;

export const verifyAccountNumberBodySchema = z.object({
  accountNumber: accountNumberSchema,
  bankCode: bankCodeSchema,
});
export type VerifyAccountNumberBody = z.infer<typeof verifyAccountNumberBodySchema>;

/** The name the bank holds for an account. */
export const resolvedAccountSchema = z.object({
  accountName: z.string(),
  accountNumber: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
});
export type ResolvedAccount = z.infer<typeof resolvedAccountSchema>;

/**
 * A payout account to add or change: the caller's own (no businessId) or one of their
 * businesses'. The name on it always comes from the bank, never from the body.
 */
export const payoutAccountBodySchema = z.object({
  accountNumber: accountNumberSchema,
  bankCode: bankCodeSchema,
  businessId: idSchema.optional(),
  /** Sent along by the web; it may only name the caller. */
  userId: idSchema.optional(),
});
export type PayoutAccountBody = z.infer<typeof payoutAccountBodySchema>;

/** Whose payout account a request is about: the caller's own, or one of their businesses'. */
export const payoutOwnerQuerySchema = z.object({
  businessId: idSchema.optional(),
});
export type PayoutOwnerQuery = z.infer<typeof payoutOwnerQuerySchema>;

export const confirmPayoutAccountBodySchema = z.object({
  accountId: idSchema,
  code: textSchema(CONFIRMATION_CODE),
});
export type ConfirmPayoutAccountBody = z.infer<typeof confirmPayoutAccountBodySchema>;

export const payoutAccountCodeBodySchema = z.object({ accountId: idSchema });

/** Turns a business's automatic daily payout on or off; its account must be confirmed. */
export const autoPayoutBodySchema = z.object({
  businessId: idSchema,
  autoPayout: z.boolean({ message: 'Choose on (true) or off (false)' }),
});
export type AutoPayoutBody = z.infer<typeof autoPayoutBodySchema>;

export const PAYOUT_ACCOUNT_STATUSES = ['pending_confirmation', 'confirmed'] as const;

export const payoutAccountSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  businessId: z.string().nullable(),
  businessName: z.string().nullable(),
  accountName: z.string(),
  accountNumber: z.string(),
  last4: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  /**
   * `pending_confirmation` until the code sent to the owner is entered; a change of a confirmed
   * account is a second, pending entry beside it until then.
   */
  status: z.enum(PAYOUT_ACCOUNT_STATUSES),
  confirmedAt: z.string().nullable(),
  /** Withdrawals may use the account from then on (the safety hold after its confirmation). */
  usableForPayoutAt: z.string().nullable(),
  /** Confirmed and past its hold now. */
  usableForPayout: z.boolean(),
  /** A business's balance is paid into it automatically every morning (decision 023). */
  autoPayout: z.boolean(),
  createdAt: z.string(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;
