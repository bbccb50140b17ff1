import { z } from 'zod';
import { PAYMENT_TYPES } from '../constants.ts';
import { TRANSACTION_STATUSES } from '../order-flow.ts';
import { idSchema, pageQuery, paged } from './envelope.ts';

/** A card payment the provider has not answered for good, ten minutes or more after it began. */
export const unsettledPaymentSchema = z.object({
  _id: idSchema,
  reference: z.string(),
  type: z.enum(PAYMENT_TYPES),
  amount: z.number(),
  status: z.enum(TRANSACTION_STATUSES),
  payer: z.object({ _id: idSchema, name: z.string(), email: z.string() }),
  createdAt: z.string(),
  lastCheckedAt: z.string().nullable(),
  /** Older than the day the reconciliation keeps asking: only staff settle it now. */
  pastReconciliation: z.boolean(),
});
export type UnsettledPayment = z.infer<typeof unsettledPaymentSchema>;
export const unsettledPaymentPageSchema = paged(unsettledPaymentSchema);
export const unsettledPaymentQuerySchema = pageQuery(20);

/** What the provider answered when asked now, and where the payment stands after it. */
export const paymentCheckSchema = z.object({
  answer: z.string(),
  status: z.enum(TRANSACTION_STATUSES),
  settled: z.boolean(),
});
export type PaymentCheck = z.infer<typeof paymentCheckSchema>;
