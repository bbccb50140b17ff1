import { z } from 'zod';
import { auditEntrySchema, STAFF_ROLES } from './console.ts';
import { idSchema, pageQuery, paged } from './envelope.ts';

export const accountQuerySchema = pageQuery(20).extend({
  /** A name, e-mail, phone number, @handle, or a store's name or handle. */
  q: z
    .string({ message: 'Type a name, e-mail, phone number or handle' })
    .trim()
    .min(2, 'Type at least 2 characters')
    .max(100, 'Keep the search under 100 characters'),
});

const storeSchema = z.object({
  id: idSchema,
  name: z.string(),
  handle: z.string(),
  active: z.boolean(),
});

/** A person as the console's account search lists them. */
export const accountSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  handle: z.string(),
  email: z.string(),
  phone: z.string(),
  joinedAt: z.string(),
  suspended: z.boolean(),
  stores: z.array(storeSchema),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;
export const accountPageSchema = paged(accountSummarySchema);

/** One account in full: who, their stores, orders, money and reports, and what staff did. */
export const accountDetailSchema = accountSummarySchema.extend({
  suspendedAt: z.string().nullable(),
  suspendedReason: z.string().nullable(),
  orders: z.object({
    placed: z.number().int(),
    /** What they paid for their orders, in naira. */
    spent: z.number(),
    received: z.number().int(),
    open: z.number().int(),
  }),
  /** What their wallet and stores hold, in naira. */
  walletBalance: z.number(),
  storeBalance: z.number(),
  /** Reports of the account's posts, comments, products, stores and of the account itself. */
  reports: z.object({ items: z.number().int(), open: z.number().int() }),
  /** The Oja staff roles they hold (none for shoppers and vendors). */
  staffRoles: z.array(z.enum(STAFF_ROLES)),
  history: z.array(auditEntrySchema),
});
export type AccountDetail = z.infer<typeof accountDetailSchema>;

export const accountParamsSchema = z.object({ userId: idSchema });

export const suspensionBodySchema = z.object({
  reason: z
    .string({ message: 'Say why: the account’s owner is told' })
    .trim()
    .min(5, 'Say why (5 characters or more): the account’s owner is told')
    .max(500, 'Keep the reason under 500 characters'),
});
