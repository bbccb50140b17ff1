import { z } from 'zod';
import { LOYALTY_MAX_ORDERS, LOYALTY_MIN_ORDERS } from '../rewards.ts';
import { idSchema } from './envelope.ts';
import { nairaAmountSchema } from './naira-amount.ts';

/**
 * `PUT rewards/loyalty`: a business's loyalty card (its owner): every `everyOrders`th order a
 * customer receives earns them a voucher of `reward` naira off their next order there.
 */
export const loyaltyCardBodySchema = z.object({
  businessId: idSchema,
  everyOrders: z.coerce
    .number({ message: 'Enter how many orders earn a reward' })
    .int('Use a whole number')
    .min(LOYALTY_MIN_ORDERS, `At least every ${LOYALTY_MIN_ORDERS} orders`)
    .max(LOYALTY_MAX_ORDERS, `At most every ${LOYALTY_MAX_ORDERS} orders`),
  reward: nairaAmountSchema(100, 100_000, 'give').refine(
    (n) => Number.isInteger(n),
    'Use whole naira',
  ),
  /** The least the next order must come to for the reward to be used. */
  minOrder: nairaAmountSchema(0, 10_000_000, 'ask for').default(0),
  active: z.boolean().default(true),
});

export const loyaltyQuerySchema = z.object({ businessId: idSchema });

export const loyaltyCardSchema = z.object({
  business: z.object({ _id: z.string(), name: z.string(), handle: z.string() }),
  everyOrders: z.number().int(),
  reward: z.number(),
  minOrder: z.number(),
  active: z.boolean(),
  startedAt: z.string(),
  /** For a signed-in customer: orders received since the card started, and how many to go. */
  progress: z.object({ received: z.number().int(), toNext: z.number().int() }).nullable(),
  /** For the business's owner: rewards earned and used, their discount and the sales they made. */
  figures: z
    .object({
      earned: z.number().int(),
      used: z.number().int(),
      discountGiven: z.number(),
      sales: z.number(),
    })
    .nullable(),
});
export type LoyaltyCard = z.infer<typeof loyaltyCardSchema>;
