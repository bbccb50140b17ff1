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

/** A user's Oja wallet: what it holds, and funding paid for but not yet confirmed. */
export const walletSchema = z.object({
  userId: idSchema,
  /** Naira. */
  balance: z.number(),
  /** Naira of fundings still waiting for the provider's answer. */
  pendingFunding: z.number(),
});
export type Wallet = z.infer<typeof walletSchema>;

/** `POST users/{userId}/wallet/{amount}/funds` (§7): the amount in naira, in the path. */
export const walletFundingParamsSchema = z.object({
  userId: idSchema,
  amount: nairaAmountSchema(MIN_WALLET_FUNDING, MAX_WALLET_FUNDING, 'add'),
});

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
