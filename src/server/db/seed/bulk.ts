import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

const ADJECTIVES = [
  'Handmade',
  'Premium',
  'Classic',
  'Organic',
  'Vintage',
  'Festive',
  'Everyday',
  'Deluxe',
  'Mini',
  'Family-size',
  'Hand-dyed',
  'Woven',
  'Carved',
  'Beaded',
  'Fresh',
];
const NOUNS = [
  'ankara dress',
  'adire shirt',
  'aso-oke cap',
  'leather bag',
  'shea butter',
  'black soap',
  'palm oil',
  'suya spice',
  'ofada rice',
  'phone charger',
  'power bank',
  'clay pot',
  'raffia basket',
  'bronze mask',
  'coral necklace',
  'picture book',
  'baby romper',
  'football',
  'brake pads',
  'moringa powder',
];

/**
 * Adds `count` products spread over the existing businesses, in batches of set-based INSERTs,
 * for load tests on a large catalogue. Names and descriptions are varied enough for search.
 */
export async function seedBulkProducts(
  db: Db,
  count: number,
  log: (line: string) => void,
): Promise<void> {
  const batch = 20_000;
  for (let done = 0; done < count; done += batch) {
    const n = Math.min(batch, count - done);
    await db.execute(sql`
      WITH b AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(category_id ORDER BY id) AS cats FROM businesses),
           p AS (SELECT array_agg(DISTINCT photos[1]) AS urls FROM products WHERE cardinality(photos) > 0),
           rows AS (
             SELECT g,
                    ${sql.param(ADJECTIVES)}::text[] AS adj,
                    ${sql.param(NOUNS)}::text[] AS noun
             FROM generate_series(${done + 1}::int, ${done + n}::int) AS g)
      INSERT INTO products (id, business_id, name, description, photos, unit_price_kobo, quantity,
                            variants, category_id, is_active, is_pinned, search_text)
      SELECT gen_random_uuid(),
             b.ids[1 + g % cardinality(b.ids)],
             adj[1 + g % 15] || ' ' || noun[1 + (g / 15) % 20] || ' #' || g,
             'Bulk catalogue item ' || g || ' made by a Nigerian vendor.',
             CASE WHEN p.urls IS NULL THEN '{}'::text[] ELSE ARRAY[p.urls[1 + g % cardinality(p.urls)]] END,
             (50000 + (g * 7919) % 5000000)::bigint,
             g % 50,
             '[]'::jsonb,
             b.cats[1 + g % cardinality(b.cats)],
             g % 20 <> 0,
             g % 97 = 0,
             adj[1 + g % 15] || ' ' || noun[1 + (g / 15) % 20] || ' #' || g || ' Bulk catalogue item made by a Nigerian vendor.'
      FROM rows, b, p`);
    log(`  ${done + n} / ${count} products`);
  }
  await db.execute(sql`ANALYZE products`);
}
