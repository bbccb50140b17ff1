import { bigint, boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';

/**
 * What other modules may read of promotions: a sale's business, dates and state, and its
 * products with their prices, so a catalogue page shows a running sale in the same query and
 * the orders list finds a sale's orders. Read-only handles defined apart from promotions.schema.ts
 * (public-surfaces.test.ts checks them).
 */
export const promotionsReadOnly = pgTable('promotions', {
  id: uuid('id').primaryKey(),
  businessId: uuid('business_id').notNull(),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
  percentOff: integer('percent_off'),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  paused: boolean('paused').notNull(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  flash: boolean('flash').notNull(),
  quantity: integer('quantity'),
  sold: integer('sold').notNull(),
});

export const promotionProductsReadOnly = pgTable('promotion_products', {
  promotionId: uuid('promotion_id').notNull(),
  productId: uuid('product_id').notNull(),
  salePriceKobo: bigint('sale_price_kobo', { mode: 'bigint' }),
});

/**
 * A product's running sale as JSON (`productSaleSchema` with the price in kobo as `priceKobo`),
 * or null: `productId` and `unitPriceKobo` are the product's columns in the caller's query.
 * Running: started, not ended, not paused and, for a flash sale, with units left.
 */
export function runningSaleSql(productId: SQL | unknown, unitPriceKobo: SQL | unknown) {
  return sql<RunningSale | null>`(
    SELECT json_build_object(
      'promotionId', pr.id, 'name', pr.name, 'endsAt', pr.ends_at, 'flash', pr.flash,
      'unitsLeft', CASE WHEN pr.flash THEN pr.quantity - pr.sold END,
      'priceKobo', (CASE WHEN pr.kind = 'PERCENT'
        THEN (${unitPriceKobo} * (100 - pr.percent_off)) / 100
        ELSE LEAST(pp.sale_price_kobo, ${unitPriceKobo}) END)::text)
    FROM ${promotionProductsReadOnly} pp JOIN ${promotionsReadOnly} pr ON pr.id = pp.promotion_id
    WHERE pp.product_id = ${productId} AND ${runningSql(sql.raw('pr'))}
    ORDER BY pr.ends_at LIMIT 1)`;
}

/** A running sale as `runningSaleSql` reads it. */
export type RunningSale = {
  promotionId: string;
  name: string;
  endsAt: string;
  flash: boolean;
  unitsLeft: number | null;
  priceKobo: string;
};

/** The condition that a promotion (the alias `p`) is running now. */
export function runningSql(p: SQL) {
  return sql`(${p}.ended_at IS NULL AND NOT ${p}.paused AND ${p}.starts_at <= now()
    AND ${p}.ends_at > now() AND (${p}.quantity IS NULL OR ${p}.sold < ${p}.quantity))`;
}
