import { z } from 'zod';
import { idSchema } from './envelope.ts';

/** A new commission rate from a moment on: now or later, never in the past (decision 078). */
export const commissionRateBodySchema = z.object({
  percent: z
    .number({ message: 'Enter the commission as a percentage' })
    .min(0, 'The commission cannot be negative')
    .max(50, 'The commission is at most 50 %')
    .multipleOf(0.01, 'Use at most two decimals'),
  /** When it starts; orders placed from then on pay it. Now when left out. */
  effectiveFrom: z.iso
    .datetime({ offset: true, message: 'Give the start as a date and time' })
    .optional(),
  reason: z
    .string({ message: 'Say why the commission changes' })
    .trim()
    .min(10, 'Say why the commission changes (10 characters or more)')
    .max(300, 'Keep the reason under 300 characters'),
});
export type CommissionRateBody = z.infer<typeof commissionRateBodySchema>;

export const commissionRateSchema = z.object({
  _id: idSchema.nullable(),
  percent: z.number(),
  /** Null for the configured rate every order used before rates were kept. */
  effectiveFrom: z.string().nullable(),
  reason: z.string().nullable(),
  setBy: z.string().nullable(),
});
export type CommissionRate = z.infer<typeof commissionRateSchema>;

/** The rate orders pay now, those set to start later, and those that came before. */
export const commissionOverviewSchema = z.object({
  current: commissionRateSchema,
  scheduled: z.array(commissionRateSchema),
  past: z.array(commissionRateSchema),
});
export type CommissionOverview = z.infer<typeof commissionOverviewSchema>;
