import { z } from 'zod';
import { idListSchema, paged, pageQuery } from './envelope.ts';
import { nairaAmountSchema, nairaInputSchema } from './naira-amount.ts';
import {
  MAX_SUBSCRIPTION_PRICE,
  MIN_SUBSCRIPTION_PRICE,
  SUBSCRIPTION_MONTHS,
  SUBSCRIPTION_PERKS_MAX,
} from '../limits.ts';

/** `PATCH users/{id}/subscriptions/setup`: the creator's monthly offer. */
export const subscriptionSetupSchema = z.object({
  price: nairaAmountSchema(MIN_SUBSCRIPTION_PRICE, MAX_SUBSCRIPTION_PRICE, 'charge a month'),
  perks: z
    .string()
    .trim()
    .min(1, 'Say what subscribers get')
    .max(SUBSCRIPTION_PERKS_MAX, `Keep it under ${SUBSCRIPTION_PERKS_MAX} characters`),
  isOpen: z.boolean().default(true),
});
export type SubscriptionSetup = z.infer<typeof subscriptionSetupSchema>;

export const SUBSCRIPTION_ACTIONS = ['SUBSCRIBE', 'CANCEL'] as const;

/** The monthly price the fan was shown, in naira: a price that changed since is refused (409). */
const priceShownSchema = nairaInputSchema('Send the price shown').refine(
  (n) => n >= 0,
  'Send the price shown',
);

/**
 * `PATCH users/{id}/subscriptions/to`: subscribe to creator `{id}` (paid now, renewed monthly
 * from the wallet) or cancel (no renewal; access lasts to the end of the paid period).
 * A subscribe carries `amount`, the price of a month the fan was shown: when the price is not
 * that any more the answer is 409 and nothing is charged.
 * An `Idempotency-Key` header makes repeating a subscribe charge once.
 */
export const subscribeBodySchema = z
  .object({
    action: z.enum(SUBSCRIPTION_ACTIONS, { message: 'Say SUBSCRIBE or CANCEL' }),
    months: z.coerce
      .number()
      .int()
      .refine((m) => (SUBSCRIPTION_MONTHS as readonly number[]).includes(m), {
        message: 'Choose 1, 3, 6 or 12 months',
      })
      .default(1),
    /** The price of a month shown to the fan (required to subscribe). */
    amount: priceShownSchema.optional(),
    payWith: z.enum(['WALLET', 'CARD']).optional(),
    /** Reward points to spend (1 point = ₦1); an empty string for none. */
    point: z.union([z.literal(''), z.coerce.number().int().min(0)]).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.action === 'SUBSCRIBE' && body.amount === undefined)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Send the price shown' });
  });
export type SubscribeBody = z.input<typeof subscribeBodySchema>;

export const NEW_PRICE_DECISIONS = ['ACCEPT', 'DECLINE'] as const;

/**
 * `PATCH users/{id}/subscriptions/price`: the fan accepts or declines the higher price creator
 * `{id}` set since they subscribed; `amount` is the new price of a month they were shown (409 when
 * it is not that any more). Accepting keeps the subscription renewing at the new price from the
 * renewal it applies to; declining stops it at the end of the paid period.
 */
export const newPriceAnswerSchema = z.object({
  decision: z.enum(NEW_PRICE_DECISIONS, { message: 'Say ACCEPT or DECLINE' }),
  amount: priceShownSchema,
});
export type NewPriceAnswer = z.infer<typeof newPriceAnswerSchema>;

/**
 * A higher price of a month the creator set since the fan subscribed: what it is, the renewal it
 * would apply from (at least 7 days after the fan was told), and whether the fan accepted it.
 * Unaccepted, the subscription ends at that renewal.
 */
const newPriceFields = {
  newPrice: z.number().nullable(),
  newPriceFrom: z.string().nullable(),
  newPriceAccepted: z.boolean(),
};

/** The creator's offer as anyone sees it, with the viewer's own subscription to it. */
export const subscriptionOfferSchema = z.object({
  creatorId: z.string(),
  price: z.number(),
  perks: z.string(),
  isOpen: z.boolean(),
  /** The signed-in viewer's subscription to this creator (null for visitors and non-subscribers). */
  mine: z
    .object({
      status: z.enum(['ACTIVE', 'CANCELLED', 'LAPSED', 'ENDED']),
      currentPeriodEnd: z.string(),
      cancelAtPeriodEnd: z.boolean(),
      hasAccess: z.boolean(),
      /** The price of a month this fan agreed to: what their renewals charge. */
      price: z.number(),
      ...newPriceFields,
    })
    .nullable(),
  updatedAt: z.string(),
});
export type SubscriptionOffer = z.infer<typeof subscriptionOfferSchema>;

/** ACTIVE renews; CANCELLED keeps access to the period end; LAPSED could not be renewed; ENDED ran out after a cancel. */
export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'CANCELLED', 'LAPSED', 'ENDED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

const person = z.object({
  _id: z.string(),
  name: z.string(),
  handle: z.string(),
  avatar: z.string().nullable(),
});

/** A row of `GET users/subscribers`: the other person (fan or creator) and the subscription. */
export const creatorSubscriptionSchema = z.object({
  _id: z.string(),
  creatorId: z.string(),
  subscriberId: z.string(),
  /** The subscriber when a creator asks, the creator when a fan asks. */
  user: person,
  status: z.enum(SUBSCRIPTION_STATUSES),
  hasAccess: z.boolean(),
  /** The price of a month the fan agreed to: what their renewals charge. */
  price: z.number(),
  ...newPriceFields,
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  createdAt: z.string(),
});
export type CreatorSubscription = z.infer<typeof creatorSubscriptionSchema>;
export const creatorSubscriptionPageSchema = paged(creatorSubscriptionSchema);
export type CreatorSubscriptionPage = z.infer<typeof creatorSubscriptionPageSchema>;

export const subscribersQuerySchema = pageQuery(10).extend({
  subscribeToByPlannerIds: idListSchema.optional(),
  subscribeToBySubscriberIds: idListSchema.optional(),
});

/** The creator's own view: their offer, subscriber counts and what subscriptions earned them. */
export const subscriptionSummarySchema = z.object({
  offer: subscriptionOfferSchema.nullable(),
  activeSubscribers: z.number().int(),
  /** What subscriptions paid into the creator's wallet, after Oja's share. */
  earnings: z.number(),
  /** The same, this calendar month (Lagos). */
  earningsThisMonth: z.number(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

/** What a subscribe or cancel answers: the subscription now, and the provider's page for a card. */
export const subscribeResultSchema = z.object({
  subscription: creatorSubscriptionSchema.nullable(),
  authorizationUrl: z.string().nullable(),
});
export type SubscribeResult = z.infer<typeof subscribeResultSchema>;
