import { z } from 'zod';
import { dateRangeSchema, idListSchema, idSchema } from './envelope.ts';
import { addressBodySchema, addressSchema } from './users.ts';
import { nairaInputSchema } from './naira-amount.ts';
import { ORDER_STATUSES, TRANSACTION_STATUSES } from '../order-flow.ts';
import { PAYMENT_TYPES } from '../constants.ts';

/** One cart line as checkout receives it; prices are never taken from the client. */
export const orderLineSchema = z.object({
  productId: idSchema,
  count: z
    .number()
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(99),
  variant: z.object({ name: z.string().trim().min(1).max(60) }).nullish(),
  resaleId: idSchema.nullish(),
  /** The sale the line is bought in: priced at its sale price while it runs, else a 409. */
  promotionId: idSchema.nullish(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const checkoutBodySchema = z.object({
  orderDetails: z
    .array(orderLineSchema)
    .min(1, 'Your cart is empty')
    .max(50, 'At most 50 lines per checkout'),
  deliveryAddress: addressBodySchema,
  customerId: idSchema.optional(),
  userId: idSchema.optional(),
  /** How to pay: by card on the provider's page (the default) or from the Oja wallet at once. */
  payFrom: z.enum(['CARD', 'WALLET']).optional(),
  /** Held vouchers to use, at most one per store (`POST rewards/vouchers/quote` suggests them). */
  vouchers: z
    .array(z.object({ businessId: idSchema, heldVoucherId: idSchema }))
    .max(10, 'Use at most one voucher per store')
    .optional(),
  /** Oja points to pay part with (1 point = ₦1), up to the share of the total Oja allows. */
  point: z
    .number({ message: 'Enter a whole number of points' })
    .int('Enter a whole number of points')
    .min(0, 'Enter a whole number of points')
    .optional(),
  /**
   * What the shopper was shown to pay (naira, after vouchers and points): a checkout that would
   * charge anything else is refused rather than charged.
   */
  amount: nairaInputSchema('Send the amount shown').optional(),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

const orderStatusSchema = z.enum(ORDER_STATUSES);
const isoDate = z.string();

export const orderStatusBodySchema = z.object({
  status: orderStatusSchema,
  customerId: idSchema.optional(),
  orderId: idSchema.optional(),
  userId: idSchema.optional(),
});
export type OrderStatusBody = z.infer<typeof orderStatusBodySchema>;

/** Named groupings of order statuses; `inProgress` for a customer also holds PENDING. */
export const ORDER_GROUP_NAMES = [
  'requests',
  'inProgress',
  'completed',
  'failedOrReturned',
] as const;

export const orderListQuerySchema = z.object({
  orderByBusinessId: idSchema.optional(),
  orderByCustomerId: idSchema.optional(),
  orderByAffiliateIds: idListSchema.optional(),
  /** Orders with a line bought in this sale: for its business's owner only. */
  orderByPromotionId: idSchema.optional(),
  orderByProductId: idSchema.optional(),
  /** One status or several, comma-separated. */
  orderStatus: z
    .string()
    .trim()
    .toUpperCase()
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(orderStatusSchema).max(8))
    .optional(),
  orderGroup: z.enum(ORDER_GROUP_NAMES).optional(),
  /** 1 paid, 0 abandoned (never paid). */
  orderTransactionPaid: z.enum(['0', '1']).optional(),
  /** "from,to" as ISO dates; either end may be empty. */
  orderDateRange: dateRangeSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

const partySchema = z.object({
  _id: z.string(),
  name: z.string(),
  handle: z.string(),
  logo: z.string().nullable(),
});

export const orderSchema = z.object({
  _id: z.string(),
  status: orderStatusSchema,
  /** Naira. */
  totalAmount: z.number(),
  subtotal: z.number(),
  deliveryFee: z.number(),
  /** Taken off by a voucher (naira); `totalAmount` is after it. */
  discount: z.number(),
  /** Points spent on it (1 point = ₦1): this much of `totalAmount` was not paid with money. */
  points: z.number().int(),
  products: z.array(
    z.object({
      product: z.object({
        _id: z.string().nullable(),
        name: z.string(),
        photo: z.string().nullable(),
      }),
      variant: z.object({ name: z.string(), type: z.string() }).nullable(),
      quantity: z.number().int(),
      unitPrice: z.number(),
      totalPrice: z.number(),
    }),
  ),
  business: partySchema,
  customer: z.object({ _id: z.string(), name: z.string(), handle: z.string() }),
  deliveryAddress: addressSchema.pick({
    recipientName: true,
    phone: true,
    street: true,
    city: true,
    lga: true,
    state: true,
    country: true,
  }),
  transaction: z.object({ _id: z.string(), status: z.string(), paid: z.boolean() }),
  /** Each status the order reached, oldest first. */
  history: z.array(z.object({ status: orderStatusSchema, at: isoDate })),
  /** Until when the customer may return it; null when returns are not possible. */
  returnableUntil: isoDate.nullable(),
  /** A dispute was opened on it: it does not move until Oja settles it (decision 076). */
  disputed: z.boolean(),
  /** Refunded to the customer's Oja wallet (REJECTED, RETURN_CONFIRMED), naira; its points go back too. */
  refunded: z.number(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Order = z.infer<typeof orderSchema>;

export const transactionSchema = z.object({
  _id: z.string(),
  reference: z.string(),
  type: z.enum(PAYMENT_TYPES),
  amount: z.number(),
  status: z.enum(TRANSACTION_STATUSES),
  paidAt: isoDate.nullable(),
  createdAt: isoDate,
  orders: z.array(
    z.object({
      _id: z.string(),
      status: orderStatusSchema,
      totalAmount: z.number(),
      business: partySchema,
    }),
  ),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const checkoutResultSchema = z.object({
  transaction: transactionSchema,
  /** Where the shopper pays (the provider's hosted checkout). */
  authorizationUrl: z.string(),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

export const transactionListQuerySchema = z.object({
  transactionByUserId: idSchema.optional(),
  transactionDateRange: dateRangeSchema.optional(),
  /** Checkouts by default: wallet fundings are listed in the wallet's history. */
  transactionType: z.enum(PAYMENT_TYPES).default('ORDER_PAYMENT'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
