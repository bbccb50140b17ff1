/**
 * What choosing ads adds to the home and explore reads (decision 057), on the demo marketplace
 * with 300 more showing ads (BENCH_ADS). Prints:
 * - the selection itself (auction over the in-memory ads and signing the tokens), timed 20,000
 *   times in the server's process: the work a home or explore read does for its sponsored cards;
 * - `GET /api/v1/ads/sponsored` for the home row and for searches (each request the next word of
 *   the advertised products' names), at 50 connections for ~10 s, against a bare `node:http`
 *   server doing the same selection (the limit of the same work), measured in the same run.
 * Figures are reported, not judged. Run: npm run bench:ads   (BENCH_SECONDS, BENCH_ADS)
 */
import { measure, printTable, startChild, type Figures } from './support.ts';

type Info = {
  appUrl: string;
  bareUrl: string;
  apiKey: string;
  ads: number;
  words: string[];
  selection: Record<'home' | 'search', { p50: number; p99: number }>;
};

const child = await startChild<Info>('bench/ads-server.ts');
try {
  const { appUrl, bareUrl, apiKey, ads, words, selection } = child.info;
  let next = 0;
  const home = '/api/v1/ads/sponsored?placement=HOME_PAGE&limit=4';
  const search = () =>
    `/api/v1/ads/sponsored?placement=VENDORSTACK&limit=2&q=${encodeURIComponent(words[next++ % words.length]!)}`;
  const run = (name: string, url: string, path: () => string, seconds?: number) =>
    measure(name, url, {
      headers: { 'x-api-key': apiKey, 'user-agent': 'Mozilla/5.0 (Linux; Android 12) bench' },
      seconds,
      setupRequest: (req) => ({ ...req, path: path() }),
    });

  // The app's code is compiled while it first runs: 3 s of each first.
  await run('warm-up', appUrl, () => home, 3);
  await run('warm-up, bare', bareUrl, () => home, 3);
  const rows: Figures[] = [
    await run('bare node:http, home row', bareUrl, () => home),
    await run('app GET ads/sponsored, home row', appUrl, () => home),
  ];
  next = 0;
  rows.push(await run('bare node:http, search', bareUrl, search));
  next = 0;
  rows.push(await run('app GET ads/sponsored, search', appUrl, search));
  printTable(rows);

  const ms = (n: number) => `${n.toFixed(3)} ms`;
  console.warn('');
  console.warn(`${ads} showing ads in memory`);
  for (const [slot, f] of Object.entries(selection))
    console.warn(
      `selection added to a ${slot} read, in process: p50 ${ms(f.p50)}  p99 ${ms(f.p99)}`,
    );
  for (const [bare, app] of [
    [rows[0]!, rows[1]!],
    [rows[2]!, rows[3]!],
  ] as const)
    console.warn(
      `${app.name.padEnd(34)} ${((app.reqPerSec / bare.reqPerSec) * 100).toFixed(1)} % of the bare server's req/s`,
    );
} finally {
  await child.stop();
}
