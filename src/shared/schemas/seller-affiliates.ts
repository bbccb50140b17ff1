import { z } from 'zod';
import { idSchema } from './envelope.ts';

/** The seller's side of affiliates (docs/seller-affiliates.md): who sells a business's products. */

const personSchema = z.object({
  _id: z.string(),
  handle: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  /** Holds an approved verification badge: the verified tick shows by the name. */
  isVerified: z.boolean(),
});

/**
 * One affiliate of a business with what they did for it. Paid orders are those whose payment
 * succeeded; `sales` adds up the affiliate's lines on them (naira). Commission is what checkout
 * fixed on those lines: pending while the order is on its way (PENDING to DELIVERED), earned
 * once RECEIVED; a rejected or returned order counts in neither.
 */
export const sellerAffiliateSchema = personSchema.extend({
  /** How many of the business's products they resell now. */
  productsResold: z.number().int(),
  /** Visits through their links to the business's products or store. */
  clicks: z.number().int(),
  /** Paid orders with at least one line they brought. */
  orders: z.number().int(),
  sales: z.number(),
  commissionPending: z.number(),
  commissionEarned: z.number(),
});
export type SellerAffiliate = z.infer<typeof sellerAffiliateSchema>;

/** An affiliate the business removed; it may restore them. */
export const removedAffiliateSchema = personSchema.extend({ removedAt: z.string() });
export type RemovedAffiliate = z.infer<typeof removedAffiliateSchema>;

export const sellerAffiliateParams = z.object({ id: idSchema, userId: idSchema });

/** What removing an affiliate did: how many resales of the business's products went. */
export const affiliateRemovedSchema = z.object({
  affiliate: removedAffiliateSchema,
  resalesRemoved: z.number().int(),
});
export type AffiliateRemoved = z.infer<typeof affiliateRemovedSchema>;
