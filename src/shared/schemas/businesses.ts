import { z } from 'zod';
import { storeLookSchema } from './themes.ts';
import { BUSINESS_HANDLE, BUSINESS_NAME, NAIRA_AMOUNT } from '../validation/businesses.ts';
import { AFFILIATE_COMMISSION } from '../validation/catalogue.ts';
import { idSchema, paged, patchOf } from './envelope.ts';
import { amountSchema, textSchema } from './rules.ts';

/** Naira amount sent by clients: non-negative, at most two decimals, at most ₦100m. */
export const nairaSchema = amountSchema(NAIRA_AMOUNT);

export const LISTING_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

export const businessHandleSchema = textSchema(BUSINESS_HANDLE);

const optionalText = (max: number) => z.string().trim().max(max).optional();

export const businessBodySchema = z.object({
  name: textSchema(BUSINESS_NAME),
  handle: businessHandleSchema,
  description: z
    .string()
    .trim()
    .max(1000, 'Description must be at most 1000 characters')
    .default(''),
  categoryId: idSchema.nullish(),
  tagIds: z.array(idSchema).max(10, 'Choose at most 10 tags').default([]),
  logoUrl: z.string().trim().max(500).nullish(),
  coverUrl: z.string().trim().max(500).nullish(),
  phone: optionalText(20),
  email: z.email({ message: 'Enter a valid email address' }).optional(),
  street: optionalText(200),
  city: optionalText(80),
  lga: optionalText(80),
  state: optionalText(80),
});
export type BusinessBody = z.infer<typeof businessBodySchema>;

/** A change to a business: its details, and what its new products start with for affiliates. */
export const businessPatchSchema = patchOf(
  businessBodySchema.extend({
    /** New products start with resale allowed ("Let affiliates resell new products"). */
    resaleAllowedByDefault: z.boolean(),
    /** New products' affiliate commission in percent (0–90, two decimals at most). */
    defaultAffiliateCommission: amountSchema(AFFILIATE_COMMISSION),
  }),
);
export type BusinessPatch = z.infer<typeof businessPatchSchema>;

export const deliveryFeesBodySchema = z.object({
  defaultFee: nairaSchema,
  stateFees: z
    .array(z.object({ state: z.string().trim().min(2).max(80), fee: nairaSchema }))
    .max(40)
    .default([]),
});
export type DeliveryFeesBody = z.infer<typeof deliveryFeesBodySchema>;

export const toggleBodySchema = z.object({ value: z.boolean() }).partial();

export const businessSchema = z.object({
  _id: z.string(),
  ownerId: z.string(),
  name: z.string(),
  handle: z.string(),
  description: z.string(),
  categoryId: z.string().nullable(),
  tagIds: z.array(z.string()),
  logo: z.string().nullable(),
  cover: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.object({
    street: z.string().nullable(),
    city: z.string().nullable(),
    lga: z.string().nullable(),
    state: z.string().nullable(),
    country: z.string(),
  }),
  active: z.boolean(),
  takingOrders: z.boolean(),
  acceptsReturns: z.boolean(),
  /** What a new product starts with: resale allowed, and the affiliate commission (percent). */
  resaleAllowedByDefault: z.boolean(),
  defaultAffiliateCommission: z.number(),
  deliveryFees: z.object({
    defaultFee: z.number(),
    stateFees: z.array(z.object({ state: z.string(), fee: z.number() })),
  }),
  followers: z.number().int(),
  likes: z.number().int(),
  /** Holds an approved verification badge: the verified tick shows by the name. */
  isVerified: z.boolean(),
  /** The latest marketplace listing request: its state and, when declined, Oja's reason. */
  marketplaceRequest: z
    .object({
      status: z.enum(LISTING_STATUSES),
      requestedAt: z.string(),
      reviewedAt: z.string().nullable(),
      reason: z.string().nullable(),
    })
    .nullable(),
  total_revenue: z.number(),
  curr_balance: z.number(),
  total_withdrawn: z.number(),
  createdAt: z.string(),
  /** How the storefront looks (its theme, decision 051): on a single business, not in lists. */
  look: storeLookSchema.optional(),
});
export type Business = z.infer<typeof businessSchema>;

export const businessListQuerySchema = z.object({
  activeBusiness: z.enum(['true', 'false']).optional(),
  businessSearch: z.string().trim().max(100).optional(),
  businessState: z.string().trim().max(80).optional(),
  businessCategoryIds: z.string().trim().max(2000).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

export const customerSchema = z.object({
  _id: z.string(),
  handle: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  isVerified: z.boolean(),
  orders: z.number().int(),
  totalSpent: z.number(),
  lastOrderAt: z.string(),
});

export type Customer = z.infer<typeof customerSchema>;

export const followerSchema = z.object({
  _id: z.string(),
  handle: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  isVerified: z.boolean(),
  followedAt: z.string(),
});

/** A vendor's marketplace listing request, as Oja staff review it in the console. */
export const listingRequestSchema = z.object({
  _id: idSchema,
  status: z.enum(LISTING_STATUSES),
  requestedAt: z.string(),
  reviewedAt: z.string().nullable(),
  reason: z.string().nullable(),
  business: z.object({
    _id: idSchema,
    name: z.string(),
    handle: z.string(),
    state: z.string().nullable(),
    active: z.boolean(),
    followers: z.number().int(),
    openedAt: z.string(),
  }),
  owner: z.object({ _id: idSchema, name: z.string(), handle: z.string() }),
});
export type ListingRequest = z.infer<typeof listingRequestSchema>;
export const listingRequestPageSchema = paged(listingRequestSchema);
export const listingRequestParamsSchema = z.object({ id: idSchema });
