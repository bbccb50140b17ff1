import { z } from 'zod';
import { MAX_WITHDRAWAL, MIN_WITHDRAWAL } from '../constants.ts';
import { idSchema, pageQuery, paged } from './envelope.ts';
import { nairaAmountSchema } from './naira-amount.ts';

/** Withdrawals to the owner's payout bank account (`payments/users/{userId}/transfer`, decision 021). */

export const WITHDRAWAL_STATUSES = ['PENDING', 'SUCCESS', 'FAILED', 'REVERSED'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** Naira to withdraw: at most two decimals, within the limits. */
export const withdrawalAmountSchema = nairaAmountSchema(MIN_WITHDRAWAL, MAX_WITHDRAWAL, 'withdraw');

/** The withdrawal payload: from the wallet, or from a business's balance with `businessId`. */
export const withdrawalBodySchema = z.object({
  amount: withdrawalAmountSchema,
  reason: z.literal('FUND_WITHDRAWAL', { message: 'The reason must be FUND_WITHDRAWAL' }),
  /** Sent by the web with the payload; when present it must be the path's user. */
  userId: idSchema.optional(),
  businessId: idSchema.optional(),
});
export type WithdrawalBody = z.infer<typeof withdrawalBodySchema>;

export const withdrawalFeeQuerySchema = z.object({ amount: withdrawalAmountSchema });

/** What a withdrawal of `amount` costs before it is confirmed. */
export const withdrawalFeeSchema = z.object({
  amount: z.number(),
  fee: z.number(),
  /** What leaves the balance: amount + fee. */
  total: z.number(),
  /** When the money usually reaches the bank, in words. */
  arrives: z.string(),
});
export type WithdrawalFee = z.infer<typeof withdrawalFeeSchema>;

export const withdrawalSchema = z.object({
  _id: idSchema,
  userId: idSchema,
  businessId: idSchema.nullable(),
  reason: z.literal('FUND_WITHDRAWAL'),
  /** Naira sent to the bank. */
  amount: z.number(),
  fee: z.number(),
  total: z.number(),
  status: z.enum(WITHDRAWAL_STATUSES),
  reference: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  last4: z.string(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalListQuerySchema = z.object({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  /** Only this business's withdrawals (one the caller owns). */
  businessId: idSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type WithdrawalListQuery = z.infer<typeof withdrawalListQuerySchema>;

/**
 * `GET payments/businesses/{businessId}/funds` (the owner only): the business's balance, what of
 * it can go to a bank now, and the held parts (earnings and refunds wait a few days, decision 020)
 * with when each can, soonest first. Naira.
 */
export const businessFundsSchema = z.object({
  businessId: idSchema,
  balance: z.number(),
  withdrawable: z.number(),
  held: z.array(z.object({ amount: z.number(), until: z.string() })),
});
export type BusinessFunds = z.infer<typeof businessFundsSchema>;

/** The console's money queue: withdrawals waiting on the bank, or those that failed. */
export const staffWithdrawalQuerySchema = pageQuery(20).extend({
  status: z.enum(['PENDING', 'FAILED']).default('PENDING'),
});

/** A withdrawal as finance staff see it (naira). */
export const staffWithdrawalSchema = z.object({
  _id: idSchema,
  person: z.string(),
  /** The store whose balance it comes from, or null (a wallet). */
  store: z.string().nullable(),
  amount: z.number(),
  fee: z.number(),
  /** "GTBank ••••1234, Adaeze Okafor". */
  bank: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  /** Whether the provider accepted the transfer (else it waits to be sent). */
  sent: z.boolean(),
  requestedAt: z.string(),
  lastCheckedAt: z.string().nullable(),
  settledAt: z.string().nullable(),
});
export type StaffWithdrawal = z.infer<typeof staffWithdrawalSchema>;
export const staffWithdrawalPageSchema = paged(staffWithdrawalSchema);
