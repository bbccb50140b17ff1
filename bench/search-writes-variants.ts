/**
 * The search designs bench/search-writes.ts compares, as SQL on scratch copies of `products`, and
 * the rows it writes into them (made from the demo catalogue's names and descriptions).
 */
import { randomUUID } from 'node:crypto';
import { searchableText } from '../src/server/search/typos.ts';
import { SHOPS } from '../src/server/seed/catalogue-data.ts';

/** One design: how its table is made, and how it searches for a whole word. */
export type Variant = {
  key: string;
  label: string;
  table: string;
  /** Statements run after the bare copy exists (its search column and indexes). */
  setup: string[];
  /** The indexes of the design itself, whose size is reported (search, trigram). */
  searchIndex?: string;
  trigramIndex?: string;
  /** `WHERE` condition and rank for a whole-word search of `$1`, where the design has one. */
  word?: { match: string; rank: string };
};

/**
 * The product table as the app has it (columns, defaults, NOT NULLs, primary key and its other
 * indexes: listing btrees and the tags GIN), without the search column and its index; the
 * copied index on `search_vector` goes with the column. No autovacuum, so nothing runs between
 * the measured statements; the bench vacuums where it says so.
 */
export const bareTable = (table: string) => [
  `CREATE TABLE ${table} (LIKE products INCLUDING DEFAULTS INCLUDING INDEXES)
     WITH (autovacuum_enabled = false)`,
  `ALTER TABLE ${table} DROP COLUMN search_vector`,
];

// As product-listing.repo.ts `matchQuery`: the query stemmed, once.
const stemmedQuery = `to_tsquery('english', $1)`;

export const VARIANTS: Variant[] = [
  { key: 'a', label: '(a) no search', table: 'bench_search_a', setup: [] },
  {
    key: 'b',
    label: '(b) old: simple',
    table: 'bench_search_b',
    // Before 0036 the name's words led search_text; here they are the two columns joined.
    setup: [
      `ALTER TABLE bench_search_b ADD COLUMN search_vector tsvector GENERATED ALWAYS AS
         (to_tsvector('simple'::regconfig, search_title || ' ' || search_text)) STORED NOT NULL`,
      `CREATE INDEX bench_search_b_search_idx ON bench_search_b USING gin (search_vector)`,
    ],
    searchIndex: 'bench_search_b_search_idx',
    word: {
      match: `search_vector @@ to_tsquery('simple', $1)`,
      rank: `ts_rank(search_vector, to_tsquery('simple', $1))`,
    },
  },
  ...(['c', 'd'] as const).map((key) => ({
    key,
    label: key === 'c' ? '(c) now: weighted' : '(d) (c) + trigram',
    table: `bench_search_${key}`,
    // The expression of products.schema.ts (migration 0036).
    setup: [
      `ALTER TABLE bench_search_${key} ADD COLUMN search_vector tsvector GENERATED ALWAYS AS
         (setweight(to_tsvector('simple'::regconfig, search_title), 'A')
          || setweight(to_tsvector('english'::regconfig, search_title), 'B')
          || setweight(to_tsvector('simple'::regconfig, search_text), 'C')
          || setweight(to_tsvector('english'::regconfig, search_text), 'D')) STORED NOT NULL`,
      `CREATE INDEX bench_search_${key}_search_idx ON bench_search_${key} USING gin (search_vector)`,
      ...(key === 'd'
        ? [
            `CREATE EXTENSION IF NOT EXISTS pg_trgm`,
            `CREATE INDEX bench_search_d_trgm_idx ON bench_search_d
               USING gin (lower(name) gin_trgm_ops)`,
          ]
        : []),
    ],
    searchIndex: `bench_search_${key}_search_idx`,
    ...(key === 'd' ? { trigramIndex: 'bench_search_d_trgm_idx' } : {}),
    word: {
      match: `search_vector @@ ${stemmedQuery}`,
      rank: `ts_rank('{0.05, 0.2, 0.8, 1.0}', search_vector, ${stemmedQuery})`,
    },
  })),
];

/** The columns a product write gives (the rest take their defaults). */
export const WRITTEN = [
  'id',
  'business_id',
  'category_id',
  'name',
  'description',
  'photos',
  'unit_price_kobo',
  'quantity',
  'search_title',
  'search_text',
] as const;

/**
 * The demo catalogue's products (src/server/seed/catalogue-data.ts) as the demo seed writes them:
 * the name, a description naming the shop and its place, and the searchable text the service
 * makes of it (no tags). Shop and category ids are made up: the scratch tables have no foreign
 * keys.
 */
export function demoProducts() {
  return SHOPS.flatMap((shop) => {
    const businessId = randomUUID();
    const categoryId = randomUUID();
    const place = shop.city === shop.state ? shop.city : `${shop.city}, ${shop.state}`;
    return shop.lines.map((line, i) => {
      const description = `${line.name} from ${shop.name} in ${place}. ${shop.about}`;
      return {
        business_id: businessId,
        category_id: categoryId,
        name: line.name,
        description,
        search_text: searchableText([description]),
        photo: `/uploads/products/${shop.handle}-${i}.webp`,
      };
    });
  });
}

/**
 * `rows` products numbered from 1 (`g`), each a demo product (`$1`, demoProducts as JSON) under
 * another name, an edition word added as src/server/seed/bulk.ts does (without its unique
 * number), with that product's description and searchable text, and the name's words normalised
 * as searchableText does. UUIDv7 ids one millisecond apart, as the app gives them.
 */
export const sourceTable = (rows: number) => `
  CREATE TABLE bench_search_source AS
  WITH d AS (
         SELECT array_agg(business_id) AS shops, array_agg(category_id) AS cats,
                array_agg(name) AS names, array_agg(description) AS texts,
                array_agg(search_text) AS words, array_agg(photo) AS urls
         FROM jsonb_to_recordset($1::jsonb) AS x(business_id uuid, category_id uuid, name text,
                                                 description text, search_text text, photo text)),
       g AS (
         SELECT g, 1 + g % cardinality(d.names) AS k, md5(g::text) AS h,
                (ARRAY['classic', 'premium', 'everyday', 'deluxe', 'best-selling', 'new season',
                       'limited', 'value', 'gift-ready', 'top-rated'])[1 + (g / 7) % 10] AS ed
         FROM d, generate_series(1, ${rows}) AS g),
       p AS (
         SELECT g.g,
                (lpad(to_hex(${Date.now() - rows}::bigint + g.g), 12, '0') || '7'
                  || substr(h, 1, 3) || substr('89ab', 1 + g.g % 4, 1) || substr(h, 4, 15))::uuid AS id,
                d.shops[k] AS business_id, d.cats[k] AS category_id,
                d.names[k] || ', ' || ed AS name, d.texts[k] AS description,
                ARRAY[d.urls[k]] AS photos, (50000 + (g.g * 7919) % 5000000)::bigint AS unit_price_kobo,
                g.g % 50 AS quantity, d.words[k] AS search_text
         FROM g, d)
  SELECT p.*, trim(array_to_string(regexp_split_to_array(lower(name), '[^[:alnum:]]+'), ' '))
           AS search_title
  FROM p`;
