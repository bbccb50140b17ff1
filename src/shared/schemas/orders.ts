import { z } from 'zod';
import { idSchema } from './envelope.ts';
import { addressBodySchema } from './users.ts';

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
  promotionId: z.string().trim().max(64).nullish(),
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
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;
