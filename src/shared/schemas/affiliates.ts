import { z } from 'zod';
import { AFFILIATE_PAGE_SIZE, AFFILIATE_RANGES } from '../affiliates.ts';
import { idSchema, pageQuery } from './envelope.ts';

/**
 * `POST affiliates/clicks`: a visit through an affiliate's link. `ref` is a resale's share code
 * (`/r/{code}`), a user's referral code (a link to a whole store), or a resale id (older links).
 */
export const affiliateClickBodySchema = z
  .object({
    ref: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{4,40}$/, 'This link is not valid'),
    productId: idSchema.optional(),
    businessId: idSchema.optional(),
  })
  .refine((b) => !(b.productId && b.businessId), {
    message: 'Send a product or a store, not both',
    path: ['businessId'],
  });
export type AffiliateClickBody = z.infer<typeof affiliateClickBodySchema>;

/** Whether the visit counted (not the affiliate's own, nor the seller's, nor a repeat). */
export const affiliateClickResultSchema = z.object({ counted: z.boolean() });

const rating = z.object({ average: z.number(), count: z.number().int() });
const seller = z.object({
  name: z.string(),
  handle: z.string(),
  state: z.string().nullable(),
  rating,
});

/** A product open to resale, as the affiliate dashboard lists it for an affiliate to pick. */
export const resaleOfferSchema = z.object({
  _id: z.string(),
  name: z.string(),
  photo: z.string().nullable(),
  unitPrice: z.number(),
  quantity: z.number().int(),
  /** Percent of the line's price the affiliate earns. */
  commission: z.number(),
  /** Naira earned on one unit sold at today's price. */
  commissionPerSale: z.number(),
  business: seller,
  /** On the signed-in user's resale list already. */
  inMyList: z.boolean(),
});
export type ResaleOffer = z.infer<typeof resaleOfferSchema>;

export const resaleOfferQuerySchema = pageQuery(AFFILIATE_PAGE_SIZE).extend({
  search: z.string().trim().max(80).optional(),
  sort: z.enum(['commission', 'newest']).default('commission'),
});
export type ResaleOfferQuery = z.input<typeof resaleOfferQuerySchema>;

/** What the programme offers, for visitors: how much sellers pay affiliates today. */
export const affiliateProgrammeSchema = z.object({
  products: z.number().int(),
  sellers: z.number().int(),
  commission: z.object({ lowest: z.number(), highest: z.number(), average: z.number() }),
});
export type AffiliateProgramme = z.infer<typeof affiliateProgrammeSchema>;

export const affiliateSummaryQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d) => (AFFILIATE_RANGES as readonly number[]).includes(d), {
      message: `Choose one of ${AFFILIATE_RANGES.join(', ')} days`,
    })
    .default(30),
});

/** One month of an affiliate's work. */
export const affiliateMonthSchema = z.object({
  /** `2026-11` */
  month: z.string(),
  clicks: z.number().int(),
  orders: z.number().int(),
  /** Naira of commission earned (orders received) in the month. */
  earned: z.number(),
});

/** An affiliate's figures: the range's clicks and orders, and their commission in naira. */
export const affiliateSummarySchema = z.object({
  days: z.number().int(),
  clicks: z.number().int(),
  /** Paid orders with a line credited to the affiliate. */
  orders: z.number().int(),
  /** Orders per 100 clicks, one decimal. */
  conversion: z.number(),
  /** In escrow until the buyers receive: not yet theirs (all open orders, whatever the range). */
  pending: z.number(),
  /** Paid to their wallet in the range (orders received, less any returned since). */
  earned: z.number(),
  /** Everything ever paid to their wallet. */
  earnedToDate: z.number(),
  /** Products on their resale list. */
  products: z.number().int(),
  /** The last 12 months, oldest first. */
  months: z.array(affiliateMonthSchema),
});
export type AffiliateSummary = z.infer<typeof affiliateSummarySchema>;

/** A product on the affiliate's resale list, with its share code and what it has done. */
export const myResaleSchema = z.object({
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  photo: z.string().nullable(),
  unitPrice: z.number(),
  quantity: z.number().int(),
  commission: z.number(),
  commissionPerSale: z.number(),
  /** False once the seller stopped resale or the product is off sale: links earn nothing. */
  open: z.boolean(),
  business: seller,
  clicks: z.number().int(),
  orders: z.number().int(),
  pending: z.number(),
  earned: z.number(),
  addedAt: z.string(),
});
export type MyResale = z.infer<typeof myResaleSchema>;
