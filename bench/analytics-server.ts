/**
 * The server bench/analytics.ts loads: the Oja app on a fresh database with 1,000 businesses'
 * analytics for 1,000,000 paid orders over the last 12 months. Twenty of the businesses are real
 * (registered vendors, who log in); the rollups of all 1,000 are written by set-based SQL with
 * the same rows `analytics.record` would have produced order by order (which the API tests check),
 * because recording a million orders one by one would take hours. Prints one JSON line (URL, key,
 * the vendors' tokens and business ids); stops on SIGTERM or after 15 minutes.
 */
import { sql } from 'drizzle-orm';
import { benchDatabase, startBenchApp } from './support.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const BUSINESSES = 1000;
const VENDORS = 20;
const database = await benchDatabase();
const { app, appUrl, headers } = await startBenchApp(database.db);

const vendors: { token: string; businessId: string }[] = [];
const vendorIds: string[] = [];
for (let n = 0; n < VENDORS; n++) {
  const user = await app.inject({
    method: 'POST',
    url: '/api/v1/users',
    headers,
    payload: {
      firstName: 'Bench',
      lastName: `Vendor${n}`,
      email: `vendor${n}@bench.oja.ng`,
      phoneCode: '+234',
      phoneNumber: `8030${String(n).padStart(6, '0')}`,
      handle: `bench_vendor_${n}`,
      password: 'bench-password-1',
    },
  });
  const token = user.json().data.accessToken as string;
  vendorIds.push(user.json().data.user._id as string);
  const business = await app.inject({
    method: 'POST',
    url: '/api/v1/businesses',
    headers: { ...headers, authorization: `Bearer ${token}` },
    payload: { name: `Bench Shop ${n}`, handle: `bench-shop-${n}`, state: 'Lagos' },
  });
  vendors.push({ token, businessId: business.json().data._id as string });
}

// The vendors are on Growth for a year, as a paid plan's 12-month figures need (decision 032).
await database.db.execute(sql`
  INSERT INTO plan_terms (id, user_id, plan, months, price_kobo, paid_kobo, starts_at, ends_at)
  SELECT gen_random_uuid(), v.id, 'GROWTH', 12, 4320000, 4320000, now(), now() + interval '12 months'
  FROM unnest(${`{${vendorIds.join(',')}}`}::uuid[]) AS v(id)`);

// The 1,000 businesses: the vendors' first, then ids of shops no one in this run logs into.
const ids = [
  ...vendors.map((v) => v.businessId),
  ...Array.from({ length: BUSINESSES - VENDORS }, () => crypto.randomUUID()),
];
const states = [
  'Abia',
  'Adamawa',
  'Akwa Ibom',
  'Anambra',
  'Bauchi',
  'Bayelsa',
  'Benue',
  'Borno',
  'Cross River',
  'Delta',
  'Ebonyi',
  'Edo',
  'Ekiti',
  'Enugu',
  'Federal Capital Territory',
  'Gombe',
  'Imo',
  'Jigawa',
  'Kaduna',
  'Kano',
  'Katsina',
  'Kebbi',
  'Kogi',
  'Kwara',
  'Lagos',
  'Nasarawa',
  'Niger',
  'Ogun',
  'Ondo',
  'Osun',
  'Oyo',
  'Plateau',
  'Rivers',
  'Sokoto',
  'Taraba',
  'Yobe',
  'Zamfara',
];
process.stderr.write(`generating the analytics of ${ORDERS} orders…\n`);
const started = Date.now();
await database.db.execute(sql`SELECT setseed(0.42)`);
await database.db.execute(sql`
  CREATE TEMP TABLE bench_orders AS
  SELECT (${sql.param(ids)}::uuid[])[1 + g % ${BUSINESSES}] AS business_id,
         md5('customer' || (g * 7919) % 20000)::uuid AS customer_id,
         md5('product' || g % ${BUSINESSES} || ':' || (g / ${BUSINESSES}) % 50)::uuid AS product_id,
         now() - random() * interval '365 days' AS placed_at,
         (ARRAY['RECEIVED','RECEIVED','RECEIVED','RECEIVED','RECEIVED','RECEIVED','DELIVERED',
                'SHIPPED','ACCEPTED','PENDING','REJECTED','RETURN_CONFIRMED'])[1 + (g * 31) % 12] AS status,
         (500000 + (g * 104729) % 9500000)::bigint AS value_kobo,
         1 + g % 3 AS units,
         (${sql.param(states)}::text[])[1 + (g * 13) % ${states.length}] AS state,
         'LGA ' || (g % 5) AS lga
  FROM generate_series(1::bigint, ${ORDERS}::bigint) AS g`);
await database.db.execute(sql`
  INSERT INTO analytics_business_hours (business_id, hour, status, orders, value_kobo, released_kobo)
  SELECT business_id, date_trunc('hour', placed_at), status, count(*), sum(value_kobo),
         sum(CASE WHEN status = 'RECEIVED' THEN value_kobo * 95 / 100 ELSE 0 END)
  FROM bench_orders GROUP BY 1, 2, 3`);
await database.db.execute(sql`
  INSERT INTO analytics_customer_hours (customer_id, hour, status, orders, value_kobo)
  SELECT customer_id, date_trunc('hour', placed_at), status, count(*), sum(value_kobo)
  FROM bench_orders GROUP BY 1, 2, 3`);
for (const [breakdown, key] of [
  ['product', sql`product_id::text`],
  ['customer', sql`customer_id::text`],
  ['state', sql`state`],
  ['lga', sql`state || '|' || lga`],
] as const)
  await database.db.execute(sql`
    INSERT INTO analytics_business_days (business_id, breakdown, key, day, status, orders, value_kobo, units)
    SELECT business_id, ${breakdown}, ${key}, (placed_at AT TIME ZONE 'Africa/Lagos')::date, status,
           count(*), sum(value_kobo), sum(units)
    FROM bench_orders GROUP BY 1, 2, 3, 4, 5`);
await database.db.execute(sql`
  INSERT INTO analytics_products (product_id, business_id, name, photo, unit_price_kobo)
  SELECT DISTINCT ON (product_id) product_id, business_id, 'Ankara print dress ' || left(product_id::text, 4),
         NULL, 1500000
  FROM bench_orders`);
// The monthly rows, summed from the hourly and daily ones (as the migration that added them does).
await database.db.execute(sql`
  INSERT INTO analytics_business_months (business_id, month, status, orders, value_kobo, released_kobo)
  SELECT business_id, date_trunc('month', hour AT TIME ZONE 'Africa/Lagos')::date, status,
         sum(orders), sum(value_kobo), sum(released_kobo)
  FROM analytics_business_hours GROUP BY 1, 2, 3`);
await database.db.execute(sql`
  INSERT INTO analytics_business_month_keys (business_id, breakdown, key, month, status, orders, value_kobo, units)
  SELECT business_id, breakdown, key, date_trunc('month', day)::date, status,
         sum(orders), sum(value_kobo), sum(units)
  FROM analytics_business_days GROUP BY 1, 2, 3, 4, 5`);
// Product pages seen: every shop about 30 views a day, the vendors' shops per product too (the
// overview reads all of a shop's days, but only its top five products' rows).
await database.db.execute(sql`
  INSERT INTO analytics_business_views (business_id, day, views)
  SELECT b, d::date, 20 + floor(random() * 20)::int
  FROM unnest(${sql.param(ids)}::uuid[]) AS b,
       generate_series((now() AT TIME ZONE 'Africa/Lagos')::date - 365, (now() AT TIME ZONE 'Africa/Lagos')::date, interval '1 day') AS d`);
await database.db.execute(sql`
  INSERT INTO analytics_product_views (business_id, product_id, day, views)
  SELECT b, md5('product' || (i - 1) || ':' || p)::uuid, d::date, 1 + floor(random() * 3)::int
  FROM unnest(${sql.param(ids.slice(0, VENDORS))}::uuid[]) WITH ORDINALITY AS v(b, i),
       generate_series(0, 49) AS p,
       generate_series((now() AT TIME ZONE 'Africa/Lagos')::date - 365, (now() AT TIME ZONE 'Africa/Lagos')::date, interval '1 day') AS d
  WHERE random() < 0.5`);
await database.db.execute(sql`
  INSERT INTO analytics_product_month_views (business_id, product_id, month, views)
  SELECT business_id, product_id, date_trunc('month', day)::date, sum(views)
  FROM analytics_product_views GROUP BY 1, 2, 3`);
await database.db.execute(sql`DROP TABLE bench_orders`);
await database.db.execute(sql`VACUUM ANALYZE`);
const rows = await database.db.execute<{ n: string }>(sql`
  SELECT (SELECT count(*) FROM analytics_business_hours) + (SELECT count(*) FROM analytics_business_days)
       + (SELECT count(*) FROM analytics_customer_hours) + (SELECT count(*) FROM analytics_business_views)
       + (SELECT count(*) FROM analytics_product_views) + (SELECT count(*) FROM analytics_business_months)
       + (SELECT count(*) FROM analytics_business_month_keys)
       + (SELECT count(*) FROM analytics_product_month_views) AS n`);
process.stderr.write(
  `  ${rows.rows[0]!.n} rollup rows in ${Math.round((Date.now() - started) / 1000)} s\n`,
);

process.stdout.write(`${JSON.stringify({ appUrl, apiKey: 'bench-key', vendors })}\n`);

const stop = async () => {
  await app.close();
  await database.dispose();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
setTimeout(() => void stop(), 15 * 60_000).unref();
