import { z } from 'zod';
import {
  MAX_WALLET_FUNDING,
  MIN_WALLET_FUNDING,
  PAYMENT_REASONS,
  PAYMENT_STATUSES,
} from '../constants.ts';
import { dateRangeSchema, idSchema } from './envelope.ts';
import { nairaAmountSchema } from './naira-amount.ts';
import { transactionSchema } from './orders.ts';

/** A card top-up the provider has not answered for yet: it can be resumed or cancelled. */
export const pendingWalletFundingSchema = z.object({
  /** The top-up's transaction. */
  _id: idSchema,
  /** Naira. */
  amount: z.number(),
  createdAt: z.string(),
  /** Until when its payment page can be opened again; later it can only be cancelled. */
  resumableUntil: z.string(),
});
export type PendingWalletFunding = z.infer<typeof pendingWalletFundingSchema>;

/** Card money in the wallet that can be spent on Oja but not yet withdrawn to a bank. */
export const heldWalletMoneySchema = z.object({
  /** Naira. */
  amount: z.number(),
  /** When it can be withdrawn. */
  until: z.string(),
});

/** A user's Oja wallet: what it holds, and funding paid for but not yet confirmed. */
export const walletSchema = z.object({
  userId: idSchema,
  /** Naira. */
  balance: z.number(),
  /** Naira of the balance that can be withdrawn now (the rest is held, decision 020). */
  withdrawable: z.number(),
  /** The held parts of the balance, soonest free first. */
  held: z.array(heldWalletMoneySchema),
  /** Naira of fundings still waiting for the provider's answer. */
  pendingFunding: z.number(),
  /** Those fundings, newest first. */
  pendingFundings: z.array(pendingWalletFundingSchema),
});
export type Wallet = z.infer<typeof walletSchema>;

/** `POST users/{userId}/wallet/{amount}/funds` (decision 020): the amount in naira, in the path. */
export const walletFundingParamsSchema = z.object({
  userId: idSchema,
  amount: nairaAmountSchema(MIN_WALLET_FUNDING, MAX_WALLET_FUNDING, 'add'),
});

/** A pending top-up of the wallet, by its transaction. */
export const walletFundingRefParamsSchema = z.object({
  userId: idSchema,
  transactionId: idSchema,
});

/** What became of a top-up the user cancelled: cancelled, or paid after all (then credited). */
export const cancelledWalletFundingSchema = z.object({
  status: z.enum(['CANCELLED', 'SUCCESS']),
  /** Naira. */
  amount: z.number(),
});
export type CancelledWalletFunding = z.infer<typeof cancelledWalletFundingSchema>;

export const walletFundingSchema = z.object({
  transaction: transactionSchema,
  /** Where the user pays (the provider's hosted checkout). */
  authorizationUrl: z.string(),
});
export type WalletFunding = z.infer<typeof walletFundingSchema>;

/** What a wallet movement was, in the words the history shows. */
export const WALLET_MOVEMENT_KINDS = [
  'FUNDING',
  'REFUND',
  'LATE_PAYMENT',
  'ORDER_PAYMENT',
  'WITHDRAWAL',
  'FEE',
  'OTHER',
] as const;

/** One line of `GET payments/histories/{userId}`. */
export const walletMovementSchema = z.object({
  _id: idSchema,
  kind: z.enum(WALLET_MOVEMENT_KINDS),
  reason: z.enum(PAYMENT_REASONS).nullable(),
  status: z.enum(PAYMENT_STATUSES),
  /** Naira, always positive; `direction` says which way. */
  amount: z.number(),
  direction: z.enum(['CREDIT', 'DEBIT']),
  description: z.string(),
  createdAt: z.string(),
});
export type WalletMovement = z.infer<typeof walletMovementSchema>;

export const walletHistoryQuerySchema = z.object({
  paymentDateRange: dateRangeSchema.optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type WalletHistoryQuery = z.infer<typeof walletHistoryQuerySchema>;
