import { z } from 'zod';
import {
  AD_CATEGORIES_MAX,
  AD_HEADLINE_MAX,
  AD_KINDS,
  AD_PLACEMENTS,
  AD_STATES_MAX,
  AD_STATUSES,
  MAX_AD_CPC,
  MAX_AD_DAILY_BUDGET,
  MAX_AD_DAYS,
  MIN_AD_CPC,
  MIN_AD_DAILY_BUDGET,
  type AdFigureDays,
} from '../ads.ts';
import { idListSchema, idSchema, pageQuery, patchOf, wordListOf } from './envelope.ts';
import { nairaAmountSchema, nairaInputSchema } from './naira-amount.ts';

const kindSchema = z.enum(AD_KINDS, { message: 'Promote a product, a post or a store' });
const placementSchema = z.enum(AD_PLACEMENTS, {
  message: 'Show it on the home page, in explore and search, or in the feed',
});
const statusSchema = z.enum(AD_STATUSES);

const headlineSchema = z
  .string()
  .trim()
  .max(AD_HEADLINE_MAX, `A headline has at most ${AD_HEADLINE_MAX} characters`);

const targetingShape = {
  placements: z
    .array(placementSchema)
    .min(1, 'Choose at least one place to show it')
    .max(AD_PLACEMENTS.length)
    .transform((p) => [...new Set(p)])
    .default(['HOME_PAGE', 'VENDORSTACK']),
  maxCpc: nairaAmountSchema(MIN_AD_CPC, MAX_AD_CPC, 'pay for a click').refine(
    (n) => Number.isInteger(n),
    'Use whole naira for the price per click',
  ),
  states: z
    .array(z.string().trim().min(2).max(40))
    .max(AD_STATES_MAX)
    .transform((s) => [...new Set(s)])
    .default([]),
  categories: z
    .array(idSchema)
    .max(AD_CATEGORIES_MAX, `Choose at most ${AD_CATEGORIES_MAX} categories`)
    .transform((c) => [...new Set(c)])
    .default([]),
};

/** `POST ads`: what to promote, where, for how long and at what price, paid up front. */
export const adCreateBodySchema = z.object({
  kind: kindSchema,
  /** The product, post or store (business) promoted. */
  targetId: idSchema,
  headline: headlineSchema.optional(),
  ...targetingShape,
  dailyBudget: nairaAmountSchema(MIN_AD_DAILY_BUDGET, MAX_AD_DAILY_BUDGET, 'spend a day').refine(
    (n) => Number.isInteger(n),
    'Use whole naira for the daily budget',
  ),
  days: z.coerce
    .number({ message: `Run it for 1 to ${MAX_AD_DAYS} days` })
    .int({ message: `Run it for 1 to ${MAX_AD_DAYS} days` })
    .min(1, `Run it for 1 to ${MAX_AD_DAYS} days`)
    .max(MAX_AD_DAYS, `Run it for 1 to ${MAX_AD_DAYS} days`),
  /** The total shown to the buyer (daily budget × days): a different total is refused. */
  amount: nairaInputSchema('Send the total shown'),
  point: z.coerce.number().int().min(0).max(100_000_000).optional(),
  payWith: z.enum(['WALLET', 'CARD']).optional(),
});
export type AdCreateBody = z.input<typeof adCreateBodySchema>;

/** `PATCH ads/{id}`: the owner edits (back to review), pauses, resumes or ends it. */
export const adPatchBodySchema = patchOf(
  z.object({
    headline: headlineSchema.nullable(),
    placements: targetingShape.placements,
    maxCpc: targetingShape.maxCpc,
    states: targetingShape.states,
    categories: targetingShape.categories,
    status: z.enum(['ACTIVE', 'PAUSED', 'CANCELLED'], {
      message: 'Set the status to ACTIVE, PAUSED or CANCELLED',
    }),
  }),
);
export type AdPatchBody = z.input<typeof adPatchBodySchema>;

export const adParamsSchema = z.object({ id: idSchema });

export const adListQuerySchema = pageQuery(25).extend({
  adBusinessIds: idListSchema.optional(),
  adProductIds: idListSchema.optional(),
  adUserIds: idListSchema.optional(),
  adSearch: z.string().trim().max(100).optional(),
  adActive: z.enum(['true', 'false']).optional(),
  adStatuses: wordListOf(statusSchema).optional(),
  /** Where ads show (`VENDORSTACK`); `adLocations` is the same filter by its other name. */
  adTypes: wordListOf(placementSchema).optional(),
  adLocations: wordListOf(placementSchema).optional(),
});
export type AdListQuery = z.input<typeof adListQuerySchema>;

/** What an ad opens: a product, a post or a store, as a card shows it. */
export const adTargetSchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** The store's name (a product), the author (a post), the state (a store). */
  subtitle: z.string().nullable(),
  image: z.string().nullable(),
  /** A product's price in naira. */
  price: z.number().nullable(),
  /** The app's address of what it promotes. */
  path: z.string(),
});
export type AdTarget = z.infer<typeof adTargetSchema>;

/** What only the ad's owner (and support) read: its money and its counts. */
export const adAccountSchema = z.object({
  dailyBudget: z.number(),
  days: z.number().int(),
  budget: z.number(),
  spent: z.number(),
  /** What is left to spend, or what went back to the wallet once it ended. */
  remaining: z.number(),
  refunded: z.number(),
  maxCpc: z.number(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  rejectReason: z.string().nullable(),
});

export const adSchema = z.object({
  _id: z.string(),
  kind: kindSchema,
  target: adTargetSchema,
  headline: z.string().nullable(),
  placements: z.array(placementSchema),
  states: z.array(z.string()),
  categories: z.array(z.string()),
  status: statusSchema,
  /** The business that runs it (a vendor's ad), or null (a creator's or a reseller's). */
  businessId: z.string().nullable(),
  ownerId: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  createdAt: z.string(),
  /** The owner's and support's view; null for everyone else. */
  account: adAccountSchema.nullable(),
});
export type AdView = z.infer<typeof adSchema>;

/** `POST ads`: the ad and, for a card payment, where to pay. */
export const adPurchaseSchema = z.object({
  ad: adSchema,
  authorizationUrl: z.string().nullable(),
});

/** `GET ads/sponsored`: which ads to show in a place now. */
export const sponsoredQuerySchema = z.object({
  placement: placementSchema,
  limit: z.coerce.number().int().min(1).max(8).default(4),
  /** The search shown beside it: product ads must match its words. */
  q: z.string().trim().max(100).optional(),
  category: idSchema.optional(),
  state: z.string().trim().max(40).optional(),
  /** A store showing "more from other sellers" leaves its own ads out. */
  excludeBusinessId: idSchema.optional(),
});
export type SponsoredQuery = z.input<typeof sponsoredQuerySchema>;

export const sponsoredAdSchema = z.object({
  _id: z.string(),
  kind: kindSchema,
  headline: z.string().nullable(),
  target: adTargetSchema,
  /** Signed proof of this showing: sent back when it is seen and when it is opened. */
  token: z.string(),
});
export type SponsoredAd = z.infer<typeof sponsoredAdSchema>;
export const sponsoredListSchema = z.object({ results: z.array(sponsoredAdSchema) });

const tokensSchema = z.array(z.string().min(10).max(600));

/** `POST ads/events`: ads seen (half on screen for a second) and opened, by their tokens. */
export const adEventsBodySchema = z
  .object({
    impressions: tokensSchema.max(50).default([]),
    clicks: tokensSchema.max(10).default([]),
  })
  .refine((b) => b.impressions.length + b.clicks.length > 0, 'Send an impression or a click');
export const adEventsSchema = z.object({ accepted: z.number().int() });

export const adFiguresQuerySchema = z.object({
  days: z
    .enum(['7', '30', '90', '365'], { message: 'Days must be 7, 30, 90 or 365' })
    .default('30')
    .transform((d) => Number(d) as AdFigureDays),
});

const figureShape = {
  impressions: z.number().int(),
  clicks: z.number().int(),
  /** Naira billed. */
  spend: z.number(),
  orders: z.number().int(),
  /** Naira of orders from its clickers within 7 days of a click. */
  sales: z.number(),
};
export const adFiguresSchema = z.object({
  days: z.number().int(),
  series: z.array(z.object({ day: z.string(), ...figureShape })),
  totals: z.object({
    ...figureShape,
    /** Clicks per impression, 0–1. */
    clickRate: z.number(),
    /** Naira of sales for each naira spent. */
    salesPerNaira: z.number(),
  }),
});
export type AdFigures = z.infer<typeof adFiguresSchema>;

/** `GET ads/reach`: what a budget is likely to buy, from the clicks and prices of the last 30 days. */
export const adReachQuerySchema = z.object({
  dailyBudget: nairaAmountSchema(MIN_AD_DAILY_BUDGET, MAX_AD_DAILY_BUDGET, 'spend a day'),
  maxCpc: nairaAmountSchema(MIN_AD_CPC, MAX_AD_CPC, 'pay for a click'),
});
export const adReachSchema = z.object({
  clicksPerDay: z.object({ low: z.number().int(), high: z.number().int() }),
  impressionsPerDay: z.object({ low: z.number().int(), high: z.number().int() }),
  /** The typical billed price of a click, in naira. */
  typicalCpc: z.number(),
  clickRate: z.number(),
});
export type AdReach = z.infer<typeof adReachSchema>;
