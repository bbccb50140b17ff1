/**
 * The servers bench/ads.ts loads: the Oja app on a fresh database holding the demo marketplace
 * and BENCH_ADS more showing ads (300 by default) on its products, and a bare `node:http` server
 * choosing from the same ads in memory with the same auction and signing the same tokens (no
 * routing, validation or hooks: the limit of the work). It also times the selection itself in
 * this process. Prints one JSON line; stops on SIGTERM.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { AD_PLACEMENTS } from '../src/shared/ads.ts';
import { buildApp } from '../src/server/app.ts';
import { runAuction } from '../src/server/modules/ads/ad-auction.ts';
import { createShowingTokens } from '../src/server/modules/ads/ad-tokens.ts';
import { demoWorld } from './demo-world.ts';
import { percentiles } from './support.ts';

const extraAds = Number(process.env.BENCH_ADS ?? 300);
const { db, config, services, dispose } = await demoWorld({ apiKey: 'bench-key' });

// Showing ads on random in-stock products, with bids and click histories of their own.
await db.execute(sql`
  INSERT INTO ads (id, owner_id, business_id, kind, target_id, sales_business_id, headline,
    placements, states, category_ids, daily_budget_kobo, days, budget_kobo, max_cpc_kobo,
    status, starts_at, ends_at)
  SELECT gen_random_uuid(), b.owner_id, b.id, 'PRODUCT', p.id, b.id, NULL,
    ARRAY['HOME_PAGE', 'VENDORSTACK'], '{}', '{}', 200000, 30, 6000000,
    (2000 + floor(random() * 18000))::bigint, 'ACTIVE', now() - interval '1 day',
    now() + interval '29 days'
  FROM products p JOIN businesses b ON b.id = p.business_id
  WHERE p.is_active ORDER BY random() LIMIT ${extraAds}`);
await db.execute(sql`
  INSERT INTO ad_days (ad_id, day, impressions, clicks, spend_kobo)
  SELECT id, current_date - 1, (200 + random() * 800)::int, (random() * 30)::int, 0 FROM ads
  ON CONFLICT DO NOTHING`);
await services.ads.refresh();
const live = services.ads.live();

const app = await buildApp({ config, db, services, logger: false });
const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });

const tokens = createShowingTokens(config.jwtSecret);
const bare = http.createServer((req, res) => {
  const params = new URL(req.url ?? '/', 'http://bare').searchParams;
  const placement = params.get('placement') as (typeof AD_PLACEMENTS)[number];
  const now = new Date();
  const viewer = tokens.viewerOf(
    null,
    req.socket.remoteAddress ?? '',
    req.headers['user-agent'] ?? '',
  );
  const won = runAuction(services.ads.live(), {
    placement,
    limit: Number(params.get('limit') ?? 4),
    q: params.get('q') ?? undefined,
    viewerId: null,
    now,
  });
  const at = Math.floor(now.getTime() / 1000);
  const results = won.map(({ ad, priceKobo }) => ({
    _id: ad.id,
    kind: ad.kind,
    headline: ad.headline,
    target: ad.target,
    token: tokens.sign({ adId: ad.id, placement, priceKobo, viewer, at }),
  }));
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ success: true, data: { results } }));
});
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;

// The words shoppers search with: the advertised products' own.
const words = [...new Set(live.flatMap((ad) => ad.words.filter((w) => w.length > 3)))];

/** The selection a home or explore read adds, timed in this process (ms). */
async function timeSelection(ask: (i: number) => Parameters<typeof services.ads.sponsored>[0]) {
  const viewer = { userId: null, ip: '127.0.0.1', userAgent: 'bench' };
  for (let i = 0; i < 2_000; i++) await services.ads.sponsored(ask(i), viewer);
  const durations: number[] = [];
  for (let i = 0; i < 20_000; i++) {
    const started = performance.now();
    await services.ads.sponsored(ask(i), viewer);
    durations.push(performance.now() - started);
  }
  return percentiles(durations);
}
const selection = {
  home: await timeSelection(() => ({ placement: 'HOME_PAGE', limit: 4 })),
  search: await timeSelection((i) => ({
    placement: 'VENDORSTACK',
    limit: 2,
    q: words[i % words.length],
  })),
};

process.stdout.write(
  `${JSON.stringify({ appUrl, bareUrl, apiKey: 'bench-key', ads: live.length, words, selection })}\n`,
);

const stop = async () => {
  await app.close();
  bare.close();
  await dispose();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
setTimeout(() => void stop(), 15 * 60_000).unref();
