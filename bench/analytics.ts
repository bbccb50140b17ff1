/**
 * A vendor's dashboard at scale: 1,000 businesses, 1,000,000 paid orders over 12 months
 * (bench/analytics-server.ts), and 20 vendors at once each opening their own business's overview
 * (`GET /businesses/{id}/analytics`, 12 months: trend, statuses, top products and customers,
 * states and LGAs) for BENCH_SECONDS (10) after a 3 s warm-up, then 7 days, and
 * `GET orders/metrics` over 30 days and 12 months. Prints req/s and
 * p50/p99 (the target is p99 < 100 ms for the 12-month overview); figures, not a verdict.
 * Run: npm run bench:analytics   (BENCH_ORDERS to change the size)
 */
import { measure, printTable, startChild } from './support.ts';

type Info = { appUrl: string; apiKey: string; vendors: { token: string; businessId: string }[] };
const child = await startChild<Info>('bench/analytics-server.ts');
try {
  const { appUrl, apiKey, vendors } = child.info;
  // Each request is one vendor's, in turn: their token, their business.
  const asVendors = (path: (v: Info['vendors'][number]) => string) => {
    let n = 0;
    return (req: { path: string }) => {
      const v = vendors[n++ % vendors.length]!;
      return {
        ...req,
        path: path(v),
        headers: { 'x-api-key': apiKey, authorization: `Bearer ${v.token}` },
      };
    };
  };
  const overview12 = {
    connections: 20,
    setupRequest: asVendors(
      (v) => `/api/v1/businesses/${v.businessId}/analytics?durationType=MONTH&duration=12`,
    ),
  };
  // A running server has its connections open and its code compiled, and the database has
  // the vendors' index pages in memory: 3 s of the same requests, not counted, first.
  await measure('warm-up', `${appUrl}/api/v1/businesses`, { ...overview12, seconds: 3 });
  const rows = [
    await measure('overview, 12 months', `${appUrl}/api/v1/businesses`, overview12),
    await measure('overview, 7 days', `${appUrl}/api/v1/businesses`, {
      connections: 20,
      setupRequest: asVendors(
        (v) => `/api/v1/businesses/${v.businessId}/analytics?durationType=DAY&duration=7`,
      ),
    }),
    await measure('orders/metrics, 30 days', `${appUrl}/api/v1/orders/metrics`, {
      connections: 20,
      setupRequest: asVendors(
        (v) =>
          `/api/v1/orders/metrics?byValueType=BUSINESS&byValue=${v.businessId}&durationType=DAY&duration=30`,
      ),
    }),
    // The metrics call reads the hourly rows whatever the period: a year of them.
    await measure('orders/metrics, 12 months', `${appUrl}/api/v1/orders/metrics`, {
      connections: 20,
      setupRequest: asVendors(
        (v) =>
          `/api/v1/orders/metrics?byValueType=BUSINESS&byValue=${v.businessId}&durationType=MONTH&duration=12`,
      ),
    }),
  ];
  printTable(rows);
} finally {
  await child.stop();
}
