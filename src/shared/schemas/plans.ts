import { z } from 'zod';
import { PLAN_CODES } from '../constants.ts';
import { PLAN_MONTHS, type PlanMonths } from '../plans.ts';
import { paged, pageQuery } from './envelope.ts';
import { nairaInputSchema } from './naira-amount.ts';

const limitsSchema = z.object({
  businesses: z.number().int(),
  productsPerBusiness: z.number().int().nullable(),
  longAnalytics: z.boolean(),
  salesReportExport: z.boolean(),
  autoPayouts: z.boolean(),
  newslettersPerMonth: z.number().int().nullable(),
});

/** One term of a plan: its months (1, 3, 6 or 12; decision 032), naira price and discount. */
export const planTermSchema = z.object({
  months: z.number().int(),
  amount: z.number(),
  discountPercent: z.number().int(),
});

/** `GET subscriptions`: a plan as the pricing page shows it. */
export const planSchema = z.object({
  _id: z.enum(PLAN_CODES),
  name: z.string(),
  summary: z.string(),
  monthlyPrice: z.number(),
  terms: z.array(planTermSchema),
  includes: z.array(z.string()),
  limits: limitsSchema,
});
export type PlanView = z.infer<typeof planSchema>;

export const planParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(PLAN_CODES, { message: 'Choose the Free, Growth or Pro plan' })),
});

const monthsMessage = 'Choose 1, 3, 6 or 12 months';

/**
 * The plan purchase payload: subscriptionId, months, amount, point; the web app sends them as
 * numbers, and an empty point as an empty string. `amount` is the price the buyer was shown: a
 * price that changed since is refused rather than charged.
 */
export const planPurchaseBodySchema = z.object({
  subscriptionId: z.string().optional(),
  months: z.coerce
    .number({ message: monthsMessage })
    .int({ message: monthsMessage })
    .refine((m): m is PlanMonths => (PLAN_MONTHS as readonly number[]).includes(m), {
      message: monthsMessage,
    }),
  amount: nairaInputSchema('Send the price shown').refine((n) => n >= 0, 'Send the price shown'),
  point: z.union([z.literal(''), z.coerce.number().int().min(0)]).optional(),
  payWith: z.enum(['WALLET', 'CARD']).optional(),
  /** Renew this plan from the wallet when it ends (default on). */
  autoRenew: z.boolean().optional(),
});
export type PlanPurchaseBody = z.infer<typeof planPurchaseBodySchema>;

/** A term of a plan the user bought: the running one, one waiting to start, or history. */
export const planTermBoughtSchema = z.object({
  _id: z.string(),
  plan: z.enum(PLAN_CODES),
  name: z.string(),
  months: z.number().int(),
  amount: z.number(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(['ACTIVE', 'ENDED', 'REPLACED']),
  /** Naira of this term's unused part returned to the wallet when it was upgraded. */
  credited: z.number(),
  createdAt: z.string(),
});
export type PlanTermBought = z.infer<typeof planTermBoughtSchema>;

/** `GET subscriptions/me`: the plan now, when it ends or renews, and what it is used for. */
export const myPlanSchema = z.object({
  plan: z.enum(PLAN_CODES),
  name: z.string(),
  /** When the paid plan (with the terms waiting after it) ends; null on Free. */
  endsAt: z.string().nullable(),
  /** A paid plan renews from the wallet on `endsAt` unless cancelled. */
  autoRenew: z.boolean(),
  /** The term that renews: its plan, months and naira price. */
  renewal: z
    .object({ plan: z.enum(PLAN_CODES), name: z.string(), months: z.number(), amount: z.number() })
    .nullable(),
  upcoming: z.array(planTermBoughtSchema),
  limits: limitsSchema,
  usage: z.object({
    businesses: z.number().int(),
    /** The owner's business with the most products, and how many. */
    mostProducts: z.number().int(),
  }),
});
export type MyPlan = z.infer<typeof myPlanSchema>;

export const planHistoryQuerySchema = pageQuery(10);
export const planHistorySchema = paged(planTermBoughtSchema);

/** `POST subscriptions/{id}/subscribe`: the plan now and the provider's page for a card. */
export const planPurchaseSchema = z.object({
  subscription: myPlanSchema,
  /** PAID at once (wallet, points), or PENDING until the card payment is applied. */
  status: z.enum(['PENDING', 'PAID', 'CANCELLED']),
  authorizationUrl: z.string().nullable(),
});
export type PlanPurchase = z.infer<typeof planPurchaseSchema>;

export const autoRenewBodySchema = z.object({
  autoRenew: z.boolean({ message: 'Choose on (true) or off (false)' }),
});
