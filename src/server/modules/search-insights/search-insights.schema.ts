import { bigint, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * What shoppers searched for, per Lagos day and normalised query text (decision 056): counts only,
 * never who searched. `searchers` is a 64-bit sketch: each searcher sets one bit chosen by a keyed
 * hash of them, so the bits set over a period are a lower bound on how many different people
 * searched it, without keeping anything that tells them apart (each bit is shared by a 64th of
 * everyone).
 */
export const searchQueryDays = pgTable(
  'search_query_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    query: text('query').notNull(),
    searches: integer('searches').notNull(),
    /** The matches each search reported, added up: divided by `searches` it is the average. */
    results: bigint('results', { mode: 'number' }).notNull(),
    searchers: bigint('searchers', { mode: 'bigint' }).notNull(),
    /** Products opened from this search's results. */
    opens: integer('opens').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.query] })],
);

/** Which businesses' products a search's first page showed: a seller's leading searches. */
export const searchBusinessDays = pgTable(
  'search_business_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    query: text('query').notNull(),
    businessId: uuid('business_id').notNull(),
    /** Searches whose first page showed at least one of the business's products. */
    searches: integer('searches').notNull(),
    /** The business's products shown, counted one per product per search. */
    impressions: integer('impressions').notNull(),
    opens: integer('opens').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.query, t.businessId] }),
    index('search_business_days_business_idx').on(t.businessId, t.day),
  ],
);

/**
 * The marketplace categories of what a search showed (and of the category it was narrowed to):
 * queries are offered as demand to the sellers of those categories.
 */
export const searchCategoryDays = pgTable(
  'search_category_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    query: text('query').notNull(),
    categoryId: uuid('category_id').notNull(),
    searches: integer('searches').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.query, t.categoryId] }),
    index('search_category_days_category_idx').on(t.categoryId, t.day),
  ],
);
