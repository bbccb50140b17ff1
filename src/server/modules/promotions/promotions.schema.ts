import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { PROMOTION_KINDS } from '#shared/schemas/promotions.ts';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { productsReadOnly } from '../products/products.public.ts';

/**
 * A vendor's sale (decision 058): some of its products, a percentage off or a new price each,
 * from `startsAt` to `endsAt`. A flash sale sells `quantity` units in all at the sale price;
 * `sold` counts them, taken with a conditional update in the checkout's transaction.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businessesReadOnly.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: PROMOTION_KINDS }).notNull(),
    percentOff: integer('percent_off'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    paused: boolean('paused').notNull().default(false),
    /** Set when the vendor ended it before its end. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    flash: boolean('flash').notNull().default(false),
    quantity: integer('quantity'),
    sold: integer('sold').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('promotions_business_idx').on(t.businessId, t.createdAt),
    check('promotions_sold_within', sql`${t.quantity} IS NULL OR ${t.sold} <= ${t.quantity}`),
    check('promotions_sold_positive', sql`${t.sold} >= 0`),
  ],
);

/** The products of a sale, each with its new price in a sale of new prices. */
export const promotionProducts = pgTable(
  'promotion_products',
  {
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => productsReadOnly.id, { onDelete: 'cascade' }),
    salePriceKobo: bigint('sale_price_kobo', { mode: 'bigint' }),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.productId] }),
    index('promotion_products_product_idx').on(t.productId),
  ],
);
