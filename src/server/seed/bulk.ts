import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** Words that fit anything a shop sells, so a bulk product's name still matches its picture. */
const EDITIONS = [
  'classic',
  'premium',
  'everyday',
  'deluxe',
  'best-selling',
  'new season',
  'limited',
  'value',
  'gift-ready',
  'top-rated',
];

/**
 * Adds `count` products for load tests on a large catalogue, in batches of set-based INSERTs.
 * Each copies one demo product (its shop, category, name and picture) under a varied name, so
 * search has plenty to look through and every picture still shows what it is called.
 */
export async function seedBulkProducts(
  db: Db,
  count: number,
  log: (line: string) => void,
): Promise<void> {
  const batch = 20_000;
  // UUIDv7 ids, as the app gives them (src/server/db/columns.ts): one millisecond apart, the last
  // one now, so the bulk catalogue sorts and is stored by creation time like a real one.
  const firstMs = Date.now() - count;
  for (let done = 0; done < count; done += batch) {
    const n = Math.min(batch, count - done);
    await db.execute(sql`
      WITH d AS (
             SELECT array_agg(business_id ORDER BY id) AS shops,
                    array_agg(category_id ORDER BY id) AS cats,
                    array_agg(name ORDER BY id) AS names,
                    array_agg(description ORDER BY id) AS texts,
                    array_agg(photos[1] ORDER BY id) AS urls
             FROM products
             WHERE cardinality(photos) > 0 AND name NOT LIKE '%#%'),
           rows AS (
             SELECT g, 1 + g % cardinality(d.names) AS k, ${sql.param(EDITIONS)}::text[] AS ed,
                    md5(g || ':' || random()) AS h
             FROM d, generate_series(${done + 1}::int, ${done + n}::int) AS g)
      INSERT INTO products (id, business_id, name, description, photos, unit_price_kobo, quantity,
                            variants, category_id, is_active, is_pinned, search_title, search_text)
      SELECT (lpad(to_hex(${firstMs}::bigint + g), 12, '0') || '7' || substr(h, 1, 3)
               || substr('89ab', 1 + g % 4, 1) || substr(h, 4, 15))::uuid,
             d.shops[k],
             d.names[k] || ', ' || ed[1 + (g / 7) % 10] || ' edition #' || g,
             d.texts[k],
             ARRAY[d.urls[k]],
             (50000 + (g * 7919) % 5000000)::bigint,
             g % 50,
             '[]'::jsonb,
             d.cats[k],
             g % 20 <> 0,
             false,
             d.names[k] || ' ' || ed[1 + (g / 7) % 10] || ' edition ' || g,
             d.texts[k]
      FROM rows, d`);
    log(`  ${done + n} / ${count} products`);
  }
  // As autovacuum would in time: statistics, and the visibility map that index-only scans need.
  await db.execute(sql`VACUUM ANALYZE products`);
}
