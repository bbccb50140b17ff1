import { z } from 'zod';
import { DISPUTE_OUTCOMES, DISPUTE_REASONS, DISPUTE_STATUSES } from '../disputes.ts';
import { auditEntrySchema } from './console.ts';
import { idSchema, pageQuery, paged } from './envelope.ts';
import { nairaInputSchema } from './naira-amount.ts';
import { orderSchema } from './orders.ts';

export * from '../disputes.ts';

const messageText = z
  .string({ message: 'Write a message' })
  .trim()
  .min(10, 'Say what happened (10 characters or more)')
  .max(2000, 'Keep the message under 2,000 characters');

export const openDisputeBodySchema = z.object({
  reason: z.enum(DISPUTE_REASONS, { message: 'Choose what went wrong' }),
  message: messageText,
});

export const disputeMessageBodySchema = z.object({ text: messageText });

export const disputeMessageSchema = z.object({
  side: z.enum(['BUYER', 'SELLER', 'OJA']),
  author: z.string(),
  text: z.string(),
  at: z.string(),
});

/** A dispute as its buyer and seller see it: what went wrong, the messages, and Oja's decision. */
export const disputeSchema = z.object({
  _id: idSchema,
  orderId: idSchema,
  reason: z.enum(DISPUTE_REASONS),
  status: z.enum(DISPUTE_STATUSES),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  /** Given back to the buyer's wallet, naira (0 when the seller was paid). */
  refunded: z.number(),
  /** Oja's reason for its decision, shown to both sides. */
  decisionReason: z.string().nullable(),
  messages: z.array(disputeMessageSchema),
  openedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Dispute = z.infer<typeof disputeSchema>;

export const disputeQuerySchema = pageQuery(20).extend({
  status: z.enum(DISPUTE_STATUSES).default('OPEN'),
  /** A buyer's or store's name. */
  q: z.string().trim().max(100, 'Keep the search under 100 characters').optional(),
});

/** A dispute in the console's queue. */
export const disputeSummarySchema = z.object({
  _id: idSchema,
  orderId: idSchema,
  reason: z.enum(DISPUTE_REASONS),
  status: z.enum(DISPUTE_STATUSES),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  buyer: z.string(),
  store: z.string(),
  /** The order's total, naira. */
  total: z.number(),
  refunded: z.number(),
  openedAt: z.string(),
});
export type DisputeSummary = z.infer<typeof disputeSummarySchema>;
export const disputePageSchema = paged(disputeSummarySchema);

/** One dispute for finance: both sides' messages, the order with its timeline, what staff did. */
export const disputeDetailSchema = z.object({
  dispute: disputeSchema,
  order: orderSchema,
  /** The most that can go back to the buyer's wallet in part (what they paid in money), naira. */
  refundableInPart: z.number(),
  history: z.array(auditEntrySchema),
});
export type DisputeDetail = z.infer<typeof disputeDetailSchema>;

export const disputeParamsSchema = z.object({ id: idSchema });

export const disputeDecisionBodySchema = z
  .object({
    outcome: z.enum(DISPUTE_OUTCOMES, { message: 'Pay the seller, or refund the buyer' }),
    /** For REFUND: how much goes back to the buyer, naira; the order's whole total refunds it all. */
    refund: nairaInputSchema('Enter the refund in naira').optional(),
    reason: z
      .string({ message: 'Say why: both sides are told' })
      .trim()
      .min(5, 'Say why (5 characters or more): both sides are told')
      .max(500, 'Keep the reason under 500 characters'),
  })
  .refine((b) => b.outcome !== 'REFUND' || (b.refund !== undefined && b.refund > 0), {
    message: 'Enter how much goes back to the buyer',
    path: ['refund'],
  });
export type DisputeDecisionBody = z.infer<typeof disputeDecisionBodySchema>;
