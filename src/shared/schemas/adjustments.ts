import { z } from 'zod';
import { idSchema, pageQuery, paged } from './envelope.ts';
import { nairaSchema } from './businesses.ts';

/**
 * Above this many naira an adjustment waits for a second finance person; at or below it, the one
 * who makes it applies it (decision 077).
 */
export const ADJUSTMENT_SECOND_APPROVAL_ABOVE = 50_000;

export const ADJUSTABLE_BALANCES = ['WALLET', 'STORE'] as const;

export const adjustmentBodySchema = z.object({
  /** A person's wallet (`ownerId` is the person) or a store's balance (`ownerId` is the store). */
  balance: z.enum(ADJUSTABLE_BALANCES, { message: 'Choose the wallet or a store' }),
  ownerId: idSchema,
  direction: z.enum(['CREDIT', 'DEBIT'], { message: 'Add money, or take it away' }),
  amount: nairaSchema.refine((n) => n > 0, 'Enter an amount above ₦0'),
  reason: z
    .string({ message: 'Say why the balance changes' })
    .trim()
    .min(10, 'Say why the balance changes (10 characters or more)')
    .max(300, 'Keep the reason under 300 characters'),
});
export type AdjustmentBody = z.infer<typeof adjustmentBodySchema>;

const person = z.object({ _id: idSchema, name: z.string() });

export const adjustmentSchema = z.object({
  _id: idSchema,
  balance: z.enum(ADJUSTABLE_BALANCES),
  /** The wallet's owner, or the store's name. */
  owner: z.string(),
  userId: idSchema,
  /** Signed naira: added to the balance, or (below 0) taken from it. */
  amount: z.number(),
  reason: z.string(),
  status: z.enum(['PENDING', 'APPLIED', 'REJECTED']),
  requestedBy: person,
  decidedBy: person.nullable(),
  decisionReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;
export const adjustmentPageSchema = paged(adjustmentSchema);
export const adjustmentQuerySchema = pageQuery(20).extend({
  status: z.enum(['PENDING', 'DECIDED']).default('PENDING'),
  userId: idSchema.optional(),
});
export const adjustmentParamsSchema = z.object({ id: idSchema });
