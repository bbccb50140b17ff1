import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PLAN_CODES } from '#shared/constants.ts';
import { createdAt, id } from '../../db/columns.ts';
import { usersReadOnly } from '../users/users.public.ts';

/**
 * A term of a paid plan a user bought (decision 032): one row per purchase or renewal. A user is
 * on the plan of their ACTIVE term whose span holds now, Free without one; terms bought while one
 * runs wait after it, and an upgrade ends the running ones (REPLACED) with their unused part
 * credited to the wallet.
 */
export const planTerms = pgTable(
  'plan_terms',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: PLAN_CODES }).notNull(),
    months: integer('months').notNull(),
    priceKobo: bigint('price_kobo', { mode: 'bigint' }).notNull(),
    /** What was paid in money (the price less points): the base of an upgrade's credit. */
    paidKobo: bigint('paid_kobo', { mode: 'bigint' }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['ACTIVE', 'ENDED', 'REPLACED'] })
      .notNull()
      .default('ACTIVE'),
    autoRenew: boolean('auto_renew').notNull().default(true),
    creditedKobo: bigint('credited_kobo', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    purchaseId: uuid('purchase_id'),
    /** The term whose renewal this is: a term renews once, however often the job runs. */
    renewalOf: uuid('renewal_of'),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('plan_terms_user_idx').on(t.userId, t.endsAt),
    uniqueIndex('plan_terms_purchase_key').on(t.purchaseId),
    uniqueIndex('plan_terms_renewal_key').on(t.renewalOf),
    // The expiry job reads the active terms ending soonest.
    index('plan_terms_active_end_idx')
      .on(t.endsAt)
      .where(sql`${t.status} = 'ACTIVE'`),
  ],
);
