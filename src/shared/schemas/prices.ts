import { z } from 'zod';
import { PRICE_GROUPS } from '../price-groups.ts';
import { PRICE_ITEMS } from '../price-items.ts';
import { idSchema } from './envelope.ts';

/** The most any of Oja's own prices may be set to, in naira (a year of Pro is far below). */
export const MAX_OJA_PRICE = 1_000_000;

/** A new price of one of Oja's items from a moment on: now or later, never in the past. */
export const priceChangeBodySchema = z.object({
  item: z.enum(PRICE_ITEMS, { message: 'Choose what the price is for' }),
  /** Whole naira: a plan's or theme's price for a month, a super-like's or badge's price. */
  price: z
    .number({ message: 'Enter the price in naira' })
    .int('Enter the price in whole naira')
    .min(50, 'The least a price may be is ₦50')
    .max(MAX_OJA_PRICE, 'The most a price may be is ₦1,000,000'),
  /** When it starts; what is bought from then on costs it. Now when left out. */
  effectiveFrom: z.iso
    .datetime({ offset: true, message: 'Give the start as a date and time' })
    .optional(),
  reason: z
    .string({ message: 'Say why the price changes' })
    .trim()
    .min(10, 'Say why the price changes (10 characters or more)')
    .max(300, 'Keep the reason under 300 characters'),
});
export type PriceChangeBody = z.infer<typeof priceChangeBodySchema>;

export const priceSchema = z.object({
  _id: idSchema.nullable(),
  price: z.number(),
  /** Null for the configured price used before any was set. */
  effectiveFrom: z.string().nullable(),
  reason: z.string().nullable(),
  setBy: z.string().nullable(),
});
export type Price = z.infer<typeof priceSchema>;

/** One item: its price now, those set to start later, and the latest ones before. */
export const priceItemSchema = z.object({
  item: z.enum(PRICE_ITEMS),
  group: z.enum(PRICE_GROUPS),
  name: z.string(),
  current: priceSchema,
  scheduled: z.array(priceSchema),
  past: z.array(priceSchema),
});
export type PriceItemView = z.infer<typeof priceItemSchema>;

export const priceListSchema = z.array(priceItemSchema);
