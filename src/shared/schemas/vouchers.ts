import { z } from 'zod';
import {
  HELD_VOUCHER_STATUSES,
  MAX_VOUCHER_COUNT,
  MAX_VOUCHER_DAYS,
  MAX_VOUCHER_PERCENT,
  MAX_VOUCHERS_PER_CUSTOMER,
  VOUCHER_FUNDERS,
  VOUCHER_KINDS,
  VOUCHER_STATUSES,
  VOUCHER_TITLE_MAX,
  VOUCHERS_PAGE_SIZE,
} from '../rewards.ts';
import { idSchema, isIsoDate, pageQuery } from './envelope.ts';
import { nairaAmountSchema } from './naira-amount.ts';
import { formatNumber } from '../format.ts';

const DAY_MS = 24 * 60 * 60_000;

const dateTimeSchema = z
  .string()
  .trim()
  .refine((s) => isIsoDate(s), 'Use an ISO date like 2026-12-31 or 2026-12-31T09:00:00Z');

/** A code shoppers type: letters and digits (and dashes), kept in capitals. */
export const voucherCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{3,20}$/, 'Use 3 to 20 letters, digits or dashes for the code');

/**
 * `POST rewards/vouchers`: a business's voucher (its owner), or Oja's own (support only, no
 * businessId). Without a code it is offered on the storefront for shoppers to claim.
 */
export const voucherCreateBodySchema = z
  .object({
    businessId: idSchema.optional(),
    title: z
      .string()
      .trim()
      .min(3, 'Give the voucher a name shoppers understand, like “₦1,000 off your first order”')
      .max(VOUCHER_TITLE_MAX, `A name has at most ${VOUCHER_TITLE_MAX} characters`),
    code: voucherCodeSchema.optional(),
    kind: z.enum(VOUCHER_KINDS, { message: 'Choose an amount off or a percentage off' }),
    amount: nairaAmountSchema(100, 10_000_000, 'take off').optional(),
    percent: z.coerce
      .number({ message: 'Enter a percentage' })
      .int('Use a whole percentage')
      .min(1, 'The least is 1 %')
      .max(MAX_VOUCHER_PERCENT, `The most is ${MAX_VOUCHER_PERCENT} %`)
      .optional(),
    /** The most a percentage takes off one order. */
    cap: nairaAmountSchema(100, 10_000_000, 'take off').optional(),
    minOrder: nairaAmountSchema(0, 100_000_000, 'ask for').default(0),
    startsAt: dateTimeSchema.optional(),
    endsAt: dateTimeSchema,
    totalCount: z.coerce
      .number({ message: 'Enter how many can be used' })
      .int('Use a whole number')
      .min(1, 'At least 1')
      .max(MAX_VOUCHER_COUNT, `At most ${formatNumber(MAX_VOUCHER_COUNT)}`),
    perCustomer: z.coerce
      .number()
      .int('Use a whole number')
      .min(1, 'At least 1')
      .max(MAX_VOUCHERS_PER_CUSTOMER, `At most ${MAX_VOUCHERS_PER_CUSTOMER} per customer`)
      .default(1),
    /** Only these products count (none: the whole order). */
    productIds: z.array(idSchema).max(50, 'Choose at most 50 products').default([]),
    /** Products with one of these tags count too. */
    tagIds: z.array(idSchema).max(10, 'Choose at most 10 tags').default([]),
    firstOrderOnly: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'AMOUNT' && v.amount === undefined)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Enter the amount to take off' });
    if (v.kind === 'PERCENT' && v.percent === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['percent'],
        message: 'Enter the percentage to take off',
      });
    const starts = v.startsAt ? new Date(v.startsAt).getTime() : Date.now();
    const ends = new Date(v.endsAt).getTime();
    if (ends <= starts || ends <= Date.now())
      ctx.addIssue({
        code: 'custom',
        path: ['endsAt'],
        message: 'The end must be after the start and in the future',
      });
    else if (ends - starts > MAX_VOUCHER_DAYS * DAY_MS)
      ctx.addIssue({
        code: 'custom',
        path: ['endsAt'],
        message: 'A voucher runs for at most a year',
      });
  });
export type VoucherCreateBody = z.input<typeof voucherCreateBodySchema>;

/** `PATCH rewards/vouchers/{id}`: pause it (no new claims or uses) or run it again. */
export const voucherPatchBodySchema = z.object({
  status: z.enum(VOUCHER_STATUSES, { message: 'Pause or run the voucher' }),
});

export const voucherParamsSchema = z.object({ id: idSchema });

/** `POST rewards/vouchers/{id}`: claim it (no body, or your own id), or issue it to a customer. */
export const voucherClaimBodySchema = z.object({ userId: idSchema.optional() }).nullish();

/** `GET rewards/vouchers`: a business's vouchers (all, with figures, for its owner), or by code. */
export const voucherListQuerySchema = pageQuery(VOUCHERS_PAGE_SIZE).extend({
  businessId: idSchema.optional(),
  code: voucherCodeSchema.optional(),
  /** Oja's own vouchers (support sees all of them). */
  funder: z.enum(VOUCHER_FUNDERS).optional(),
});

/** What a shopper needs to know about a voucher. */
export const voucherSchema = z.object({
  _id: z.string(),
  title: z.string(),
  code: z.string().nullable(),
  kind: z.enum(VOUCHER_KINDS),
  /** Naira off (AMOUNT), or the percentage (PERCENT) with its cap. */
  amount: z.number().nullable(),
  percent: z.number().int().nullable(),
  cap: z.number().nullable(),
  minOrder: z.number(),
  startsAt: z.string(),
  endsAt: z.string(),
  perCustomer: z.number().int(),
  productIds: z.array(z.string()),
  tagIds: z.array(z.string()),
  firstOrderOnly: z.boolean(),
  funder: z.enum(VOUCHER_FUNDERS),
  status: z.enum(VOUCHER_STATUSES),
  business: z.object({ _id: z.string(), name: z.string(), handle: z.string() }).nullable(),
  /** How many are left to use. */
  left: z.number().int(),
  /** For the business's owner (and Oja support) only; null for others. */
  figures: z
    .object({
      totalCount: z.number().int(),
      claimed: z.number().int(),
      used: z.number().int(),
      /** Naira taken off paid orders. */
      discountGiven: z.number(),
      /** What those paid orders came to after the discount. */
      sales: z.number(),
    })
    .nullable(),
});
export type Voucher = z.infer<typeof voucherSchema>;

/** A voucher a user holds (`/shopper/user-vouchers`). */
export const heldVoucherSchema = z.object({
  _id: z.string(),
  status: z.enum(HELD_VOUCHER_STATUSES),
  voucher: voucherSchema,
  claimedAt: z.string(),
  usedAt: z.string().nullable(),
  orderId: z.string().nullable(),
});
export type HeldVoucher = z.infer<typeof heldVoucherSchema>;

export const heldVoucherListQuerySchema = pageQuery(VOUCHERS_PAGE_SIZE).extend({
  status: z.enum(HELD_VOUCHER_STATUSES).optional(),
});

/** `POST rewards/vouchers/quote`: what each held voucher takes off a cart, best first. */
export const voucherQuoteBodySchema = z.object({
  orderDetails: z
    .array(
      z.object({
        productId: idSchema,
        count: z.coerce.number().int().min(1).max(1000),
        /** The sale the line is bought in: its price is the one a voucher counts. */
        promotionId: idSchema.nullish(),
      }),
    )
    .min(1, 'Your cart is empty')
    .max(50),
});

export const voucherQuoteSchema = z.object({
  businesses: z.array(
    z.object({
      businessId: z.string(),
      subtotal: z.number(),
      /** The held voucher that takes most off, suggested at checkout. */
      best: z.string().nullable(),
      options: z.array(
        z.object({
          heldVoucherId: z.string(),
          title: z.string(),
          discount: z.number(),
          /** Why it cannot be used on this cart, or null. */
          refusal: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type VoucherQuote = z.infer<typeof voucherQuoteSchema>;
