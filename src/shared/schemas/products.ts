import { z } from 'zod';
import {
  AFFILIATE_COMMISSION,
  PRICE,
  PRODUCT_NAME,
  VARIANT_NAME,
} from '../validation/catalogue.ts';
import { nairaSchema } from './businesses.ts';
import { idSchema, idListSchema as idList, paged, patchOf } from './envelope.ts';
import { amountSchema, textSchema } from './rules.ts';
import { productSaleSchema } from './promotions.ts';

/** A list's place: `1.` or `0.` (pinned or not) and the id of the last product shown. */
const LIST_KEY = /^[01]\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const variantSchema = z.object({
  name: textSchema(VARIANT_NAME),
  type: z.string().trim().min(1, 'Variant type is required').max(30),
  qty: z
    .number()
    .int('Quantity must be a whole number')
    .min(0, 'Quantity cannot be negative')
    .max(1_000_000),
});
export type Variant = z.infer<typeof variantSchema>;

export const productBodySchema = z.object({
  businessId: idSchema,
  name: textSchema(PRODUCT_NAME),
  description: z
    .string()
    .trim()
    .max(4000, 'Description must be at most 4000 characters')
    .default(''),
  photos: z.array(z.string().trim().min(1).max(500)).max(8, 'Add at most 8 photos').default([]),
  unitPrice: amountSchema(PRICE),
  compareAtPrice: nairaSchema.nullish(),
  quantity: z
    .number()
    .int('Quantity must be a whole number')
    .min(0, 'Quantity cannot be negative')
    .max(1_000_000),
  tagIds: z.array(idSchema).max(10, 'Choose at most 10 tags').default([]),
  variants: z.array(variantSchema).max(30, 'Add at most 30 variants').default([]),
  categoryId: idSchema.nullish(),
  active: z.boolean().default(true),
  resaleAllowed: z.boolean().default(false),
  affiliateCommission: amountSchema(AFFILIATE_COMMISSION).default(0),
});
export type ProductBody = z.infer<typeof productBodySchema>;

export const productPatchSchema = patchOf(productBodySchema.omit({ businessId: true }));
export type ProductPatch = z.infer<typeof productPatchSchema>;

export const productSchema = z.object({
  _id: z.string(),
  businessId: z.string(),
  business: z.object({
    _id: z.string(),
    name: z.string(),
    handle: z.string(),
    logo: z.string().nullable(),
    state: z.string().nullable(),
    /** Holds an approved verification badge: the verified tick shows by the name. */
    isVerified: z.boolean(),
  }),
  name: z.string(),
  description: z.string(),
  photo: z.string().nullable(),
  photos: z.array(z.string()),
  unitPrice: z.number(),
  compareAtPrice: z.number().nullable(),
  /** The sale running on it now (its price, end and a flash sale's units left), or null. */
  sale: productSaleSchema,
  quantity: z.number().int(),
  tags: z.array(z.object({ _id: z.string(), name: z.string() })),
  variants: z.array(variantSchema),
  categoryId: z.string().nullable(),
  active: z.boolean(),
  pin: z.boolean(),
  resaleAllowed: z.boolean(),
  affiliateCommission: z.number(),
  likes: z.number().int(),
  createdAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/**
 * A product as a catalogue card shows it (`GET products?view=card`): the picture, name, price,
 * stock and shop, about a third of the whole product's bytes on a phone's slow connection.
 */
export const productCardSchema = productSchema
  .pick({
    _id: true,
    name: true,
    photo: true,
    unitPrice: true,
    compareAtPrice: true,
    sale: true,
    quantity: true,
  })
  .extend({
    business: productSchema.shape.business.pick({ name: true, state: true, isVerified: true }),
  });
export type ProductCardItem = z.infer<typeof productCardSchema>;

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const productListQuerySchema = z.object({
  productBusinessId: idSchema.optional(),
  productTagId: idSchema.optional(),
  productTagIds: idList.optional(),
  productIds: idList.optional(),
  activeProduct: flag.optional(),
  /** Only products with at least this many in stock. */
  productQuantity: z.coerce
    .number()
    .int()
    .min(0)
    .max(1_000_000, 'Quantity must be at most 1000000')
    .optional(),
  productSearch: z.string().trim().max(100).optional(),
  /** Products of these marketplace categories (comma-separated ids). */
  productCategoryIds: idList.optional(),
  productState: z.string().trim().max(80).optional(),
  /** Price bounds in whole naira, inclusive. */
  productMinPrice: z.coerce.number().int().min(0).max(100_000_000).optional(),
  productMaxPrice: z.coerce.number().int().min(0).max(100_000_000).optional(),
  /** Only products that can be bought now. */
  productInStock: flag.optional(),
  /** Only products of shops whose reviews average at least this many stars. */
  productMinRating: z.coerce.number().int().min(1).max(5).optional(),
  /** The shopper's state: a search ranks its shops a little higher (delivery costs less). */
  productNear: z.string().trim().max(80).optional(),
  productIsAffiliate: flag.optional(),
  productAffiliateIds: idList.optional(),
  page: z.coerce.number().int().min(1).default(1),
  /**
   * Continue a list (not a search) after the last product shown: the `nextAfter` of the page
   * before. `page` still numbers the page.
   */
  after: z
    .string()
    .regex(LIST_KEY, 'This page link is no longer valid; start again from the top')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  /** `card`: each product as a catalogue card shows it (`productCardSchema`); `full` by default. */
  view: z.enum(['full', 'card']).default('full'),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** A page of products; a list's also says where its next page continues (`after`). */
export const productPage = <T extends z.ZodType>(item: T) =>
  paged(item).extend({ nextAfter: z.string().nullable() });

export const resellBodySchema = z.object({ productId: idSchema });
