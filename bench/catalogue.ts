/**
 * Catalogue reads on 100,000 products: `GET /api/v1/products` with a mix of filters, pages and
 * searches (one with a typo) at 50 connections for ~10 s, against a bare Fastify JSON route
 * measured in the same run. Prints req/s, p50/p99 and the ratio (target ≥ 40 %, p99 < 50 ms).
 * Run: npm run bench:catalogue   (BENCH_SECONDS, BENCH_PRODUCTS to change the size)
 */
import { measure, printTable, startChild } from './support.ts';

type Info = { bareUrl: string; appUrl: string; businessIds: string[]; apiKey: string };
const child = await startChild<Info>('bench/catalogue-server.ts');
try {
  const { bareUrl, appUrl, businessIds, apiKey } = child.info;
  const queries = [
    'limit=20',
    'limit=20&page=2',
    'limit=20&page=17',
    'limit=20&page=120',
    'limit=20&productState=Lagos',
    'limit=20&productState=Kano&page=3',
    'limit=20&productQuantity=10',
    'limit=20&productSearch=ankara',
    'limit=20&productSearch=shea%20butter',
    'limit=20&productSearch=leathr%20bag',
    'limit=20&productSearch=ofada&productState=Ogun',
    ...businessIds.map((id) => `productBusinessId=${id}`),
    ...businessIds.map((id) => `productBusinessId=${id}&page=4`),
  ];
  let i = 0;
  const rows = [
    await measure('bare Fastify GET /json', `${bareUrl}/json`),
    await measure('bare Fastify, same 14 KB page', `${bareUrl}/page`),
    await measure('GET /api/v1/products (mixed)', `${appUrl}/api/v1/products`, {
      headers: { 'x-api-key': apiKey },
      setupRequest: (req) => ({
        ...req,
        path: `/api/v1/products?${queries[i++ % queries.length]}`,
      }),
    }),
  ];
  printTable(rows);
  const app = rows[2]!;
  const ratio = (app.reqPerSec / rows[0]!.reqPerSec) * 100;
  const samePayload = (app.reqPerSec / rows[1]!.reqPerSec) * 100;
  console.warn(
    `catalogue reads reach ${ratio.toFixed(1)} % of the bare route (target 40 %), ${samePayload.toFixed(1)} % of a bare route sending the same page; p99 ${app.p99} ms (target < 50 ms)`,
  );
  console.warn(
    `${queries.length} distinct queries; public pages are cached for 5 s, so this measures the cache-warm path`,
  );
} finally {
  await child.stop();
}
