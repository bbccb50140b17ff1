import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PRICE_ITEMS } from '#shared/price-items.ts';
import { createdAt, id } from '../../db/columns.ts';
import { usersReadOnly } from '../users/users.public.ts';

/**
 * Oja's own prices over time (decision 079): each row is an item's price from its start; what is
 * bought is charged the price in force when it is bought. Rows are only added, never changed, and
 * a new price never starts in the past. An item without a row costs its configured price.
 */
export const ojaPrices = pgTable(
  'oja_prices',
  {
    id: id(),
    item: text('item', { enum: PRICE_ITEMS }).notNull(),
    priceKobo: bigint('price_kobo', { mode: 'bigint' }).notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    setBy: uuid('set_by').references(() => usersReadOnly.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('oja_prices_item_effective_idx').on(t.item, t.effectiveFrom),
    check('oja_prices_price_positive', sql`${t.priceKobo} > 0`),
  ],
);
