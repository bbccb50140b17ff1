import { z } from 'zod';
import { idSchema, isIsoDate, pageQuery } from './envelope.ts';
import { PROMOTION_PERCENT_MAX, PROMOTION_PERCENT_MIN } from '../limits.ts';
import { nairaInputSchema } from './naira-amount.ts';

/** How a sale prices its products: a share off each price, or a new price for each product. */
export const PROMOTION_KINDS = ['PERCENT', 'PRICE'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/**
 * Where a sale stands, derived from its dates, its pause, an early end and a flash sale's units:
 * SCHEDULED (not started), RUNNING, PAUSED, SOLD_OUT (a flash sale's units all sold), ENDED.
 */
export const PROMOTION_STATUSES = ['SCHEDULED', 'RUNNING', 'PAUSED', 'SOLD_OUT', 'ENDED'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

export { PROMOTION_PERCENT_MAX, PROMOTION_PERCENT_MIN } from '../limits.ts';
export const PROMOTION_PRODUCTS_MAX = 50;
export const PROMOTION_NAME_MAX = 80;
export const PROMOTION_FLASH_MAX = 100_000;
/** The longest a sale may run. */
export const PROMOTION_DAYS_MAX = 366;
/** The statuses a promotion's figures count (spec §9), over the last 12 months. */
export const PROMOTION_FIGURE_STATUSES = ['PENDING', 'ACCEPTED', 'SHIPPED', 'RECEIVED'] as const;

const moment = (what: string) =>
  z
    .string({ message: `Choose when the sale ${what}` })
    .trim()
    .refine(isIsoDate, { message: `Choose when the sale ${what}`, abort: true })
    .transform((s) => new Date(s));

const percentSchema = z.coerce
  .number({ message: `Take ${PROMOTION_PERCENT_MIN}% to ${PROMOTION_PERCENT_MAX}% off` })
  .int(`Take a whole percentage off, ${PROMOTION_PERCENT_MIN} to ${PROMOTION_PERCENT_MAX}`)
  .min(PROMOTION_PERCENT_MIN, `Take ${PROMOTION_PERCENT_MIN}% to ${PROMOTION_PERCENT_MAX}% off`)
  .max(PROMOTION_PERCENT_MAX, `Take ${PROMOTION_PERCENT_MIN}% to ${PROMOTION_PERCENT_MAX}% off`);

const quantitySchema = z.coerce
  .number({ message: 'Say how many units sell at the flash price' })
  .int('Say how many units sell at the flash price, a whole number')
  .min(1, 'A flash sale sells at least 1 unit')
  .max(PROMOTION_FLASH_MAX, `A flash sale sells at most ${PROMOTION_FLASH_MAX} units`);

const productLineSchema = z.object({
  productId: idSchema,
  /** The sale price in naira, for a sale of new prices. */
  price: nairaInputSchema('Enter the sale price in naira')
    .refine((n) => n > 0, 'The sale price must be more than zero')
    .optional(),
});

const fields = {
  name: z
    .string({ message: 'Give the sale a name' })
    .trim()
    .min(2, 'Give the sale a name')
    .max(PROMOTION_NAME_MAX, `A name has at most ${PROMOTION_NAME_MAX} characters`),
  kind: z.enum(PROMOTION_KINDS, { message: 'Take a percentage off, or set new prices' }),
  percentOff: percentSchema.optional(),
  products: z
    .array(productLineSchema, { message: 'Choose the products on sale' })
    .min(1, 'Choose at least one product')
    .max(PROMOTION_PRODUCTS_MAX, `A sale holds at most ${PROMOTION_PRODUCTS_MAX} products`),
  /** Now when left out. */
  startsAt: moment('starts').optional(),
  endsAt: moment('ends'),
  /** A flash sale: a countdown, and `quantity` units in all at the sale price. */
  flash: z.boolean({ message: 'Say whether it is a flash sale' }).default(false),
  quantity: quantitySchema.optional(),
};

type Draft = {
  kind?: PromotionKind;
  percentOff?: number;
  products?: { productId: string; price?: number }[];
  startsAt?: Date;
  endsAt?: Date;
  flash?: boolean;
  quantity?: number;
};

/** The rules across fields, one message per field (the service checks the catalogue itself). */
export function checkPromotionDraft(d: Draft, add: (field: string, message: string) => void) {
  if (d.kind === 'PERCENT' && d.percentOff === undefined)
    add('percentOff', `Take ${PROMOTION_PERCENT_MIN}% to ${PROMOTION_PERCENT_MAX}% off`);
  if (d.kind === 'PERCENT')
    d.products?.forEach((p, i) => {
      if (p.price !== undefined)
        add(`products.${i}.price`, 'A percentage sale takes no new price: leave it out');
    });
  if (d.kind === 'PRICE') {
    if (d.percentOff !== undefined)
      add('percentOff', 'A sale of new prices takes no percentage: leave it out');
    d.products?.forEach((p, i) => {
      if (p.price === undefined) add(`products.${i}.price`, 'Enter the sale price');
    });
  }
  const seen = new Set<string>();
  d.products?.forEach((p, i) => {
    if (seen.has(p.productId)) add(`products.${i}.productId`, 'This product is in the list twice');
    seen.add(p.productId);
  });
  if (d.flash && d.quantity === undefined)
    add('quantity', 'Say how many units sell at the flash price');
  if (d.flash === false && d.quantity !== undefined)
    add('quantity', 'Only a flash sale has a quantity: leave it out');
  // A start a few minutes ago (a form's "now" sent late) is now.
  if (d.startsAt && d.startsAt.getTime() < Date.now() - 10 * 60_000)
    add('startsAt', 'A sale cannot start in the past');
  const start = Math.max(d.startsAt?.getTime() ?? 0, Date.now());
  if (d.endsAt && d.endsAt.getTime() <= start) add('endsAt', 'The sale must end after it starts');
  if (d.endsAt && d.endsAt.getTime() - start > PROMOTION_DAYS_MAX * 86_400_000)
    add('endsAt', `A sale runs for at most ${PROMOTION_DAYS_MAX} days`);
}

/** `POST promotions`: a sale of some of a business's products, from a start to an end. */
export const promotionCreateBodySchema = z
  .object({ businessId: idSchema, ...fields })
  .superRefine((d, ctx) =>
    checkPromotionDraft(d, (field, message) =>
      ctx.addIssue({ code: 'custom', path: field.split('.'), message }),
    ),
  );
export type PromotionCreateBody = z.input<typeof promotionCreateBodySchema>;
export type PromotionCreate = z.output<typeof promotionCreateBodySchema>;

/**
 * `PATCH promotions/{id}`: pause (PAUSED), resume (RUNNING) or end now (ENDED); before it starts,
 * any of the fields of a new sale (checked again as a whole).
 */
export const promotionPatchBodySchema = z
  .object({
    status: z.enum(['PAUSED', 'RUNNING', 'ENDED'], {
      message: 'Set the status to PAUSED, RUNNING or ENDED',
    }),
    name: fields.name,
    kind: fields.kind,
    percentOff: percentSchema.nullable(),
    products: fields.products,
    startsAt: moment('starts'),
    endsAt: fields.endsAt,
    flash: z.boolean({ message: 'Say whether it is a flash sale' }),
    quantity: quantitySchema.nullable(),
  })
  .partial()
  .refine((p) => Object.values(p).some((v) => v !== undefined), {
    message: 'Send at least one field to change',
  })
  .refine((p) => p.status === undefined || Object.keys(p).length === 1, {
    message: 'Change the status on its own',
  });
export type PromotionPatchBody = z.input<typeof promotionPatchBodySchema>;
export type PromotionPatch = z.output<typeof promotionPatchBodySchema>;

export const promotionParamsSchema = z.object({ id: idSchema });

export const promotionListQuerySchema = pageQuery(25).extend({
  businessId: idSchema,
  status: z.enum(PROMOTION_STATUSES).optional(),
});
export type PromotionListQuery = z.input<typeof promotionListQuerySchema>;

export const promotionSchema = z.object({
  _id: z.string(),
  businessId: z.string(),
  name: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  percentOff: z.number().int().nullable(),
  products: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      photo: z.string().nullable(),
      /** The product's own price now, naira. */
      unitPrice: z.number(),
      /** What it sells for in this sale, naira. */
      salePrice: z.number(),
    }),
  ),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(PROMOTION_STATUSES),
  flash: z.boolean(),
  /** A flash sale's units at the sale price, sold and left; null otherwise. */
  quantity: z.number().int().nullable(),
  sold: z.number().int().nullable(),
  unitsLeft: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Promotion = z.infer<typeof promotionSchema>;

const figureSchema = z.object({
  /** Orders with a line bought in the sale (PENDING, ACCEPTED, SHIPPED or RECEIVED). */
  orders: z.number().int(),
  /** Units bought in the sale. */
  units: z.number().int(),
  /** What those lines sold for, naira. */
  sales: z.number(),
});

/** `GET promotions/{id}/figures`: the last 12 months, month by month (Lagos months), and in all. */
export const promotionFiguresSchema = z.object({
  from: z.string(),
  to: z.string(),
  statuses: z.array(z.string()),
  total: figureSchema,
  months: z.array(figureSchema.extend({ month: z.string() })),
});
export type PromotionFigures = z.infer<typeof promotionFiguresSchema>;

/** A product's running sale, as product cards and pages show it (null when none runs). */
export const productSaleSchema = z
  .object({
    promotionId: z.string(),
    name: z.string(),
    /** The sale price, naira. */
    price: z.number(),
    endsAt: z.string(),
    flash: z.boolean(),
    /** A flash sale's units left at that price; null for other sales. */
    unitsLeft: z.number().int().nullable(),
  })
  .nullable();
export type ProductSale = z.infer<typeof productSaleSchema>;
