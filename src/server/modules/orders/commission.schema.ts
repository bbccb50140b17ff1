import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { usersReadOnly } from '../users/users.public.ts';

/**
 * Oja's commission on orders over time (decision 078): each row is a rate from its start; an
 * order keeps the rate in force when it was placed. Rows are only added, never changed, and a
 * new rate never starts in the past.
 */
export const commissionRates = pgTable(
  'commission_rates',
  {
    id: id(),
    percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    setBy: uuid('set_by').references(() => usersReadOnly.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('commission_rates_effective_idx').on(t.effectiveFrom),
    check('commission_rates_percent_range', sql`${t.percent} >= 0 AND ${t.percent} <= 50`),
  ],
);
