/**
 * Server-rendered pages under load: the demo app as `npm start` runs it, and 20 connections on
 * loopback asking for home, Explore, a storefront and a product page for ~10 s each, accepting
 * brotli as browsers do. Every request renders the page (pages are never cached: each holds the
 * catalogue as it is). Prints req/s, p50, p99 and the page's compressed size.
 * Run: npm run bench:pages   (BENCH_SECONDS to change the duration)
 */
import { startDemoApp } from './demo-app.ts';
import { measure, printTable } from './support.ts';

const app = await startDemoApp();
try {
  const pages = [
    ['home', '/'],
    ['explore', '/explore'],
    ['storefront', `/store/${app.store}`],
    ['product', `/product/${app.product}`],
  ] as const;
  const headers = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
  const rows = [];
  const sizes: string[] = [];
  for (const [name, path] of pages) {
    const res = await fetch(`${app.url}${path}`, { headers });
    const body = await res.text();
    sizes.push(
      `${name}: ${(Number(res.headers.get('content-length')) / 1024).toFixed(1)} KB sent (${res.headers.get('content-encoding')}), ${(Buffer.byteLength(body) / 1024).toFixed(1)} KB of HTML`,
    );
    rows.push(await measure(`GET ${name}`, `${app.url}${path}`, { headers, connections: 20 }));
  }
  printTable(rows);
  for (const line of sizes) console.warn(line);
} finally {
  await app.stop();
}
