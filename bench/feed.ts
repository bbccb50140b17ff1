/**
 * The feeds at scale: 100,000 posts by 1,000 creators over 60 days and 1,000,000 likes
 * (bench/feed-server.ts), read at 50 connections for BENCH_SECONDS (5) per scenario against a
 * bare Fastify JSON route measured in the same run:
 * - `GET /posts/feed/for-you?limit=10` as a visitor and as a signed-in shopper (ranked with the
 *   boosts of who they follow), first page and third page (through the cursors);
 * - `GET /posts/feed/following?limit=10` as the shopper, who follows 50 creators, first and
 *   third page.
 * Prints pages/s, p50/p99 and the share of the bare route beside the target (p99 < 50 ms);
 * figures are reported, not judged.
 * Run: npm run bench:feed   (BENCH_SECONDS, BENCH_POSTS, BENCH_LIKES to change the size)
 */
import { measure, printTable, startChild, type Figures } from './support.ts';

type Info = { bareUrl: string; appUrl: string; apiKey: string; token: string };
const child = await startChild<Info>('bench/feed-server.ts');
try {
  const { bareUrl, appUrl, apiKey, token } = child.info;
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  const signedIn = { 'x-api-key': apiKey, authorization: `Bearer ${token}` };
  const visitor = { 'x-api-key': apiKey };

  /** The path of the third page, following the first two pages' cursors. */
  async function thirdPage(path: string, headers: Record<string, string>) {
    let cursor: string | null = null;
    for (let page = 1; page < 3; page++) {
      const url: string = `${appUrl}${path}${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await fetch(url, { headers });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      cursor = ((await res.json()) as { data: { nextCursor: string | null } }).data.nextCursor;
      if (!cursor) throw new Error(`${path} has fewer than 3 pages`);
    }
    return `${path}&cursor=${cursor}`;
  }
  const forYou = '/api/v1/posts/feed/for-you?limit=10';
  const following = '/api/v1/posts/feed/following?limit=10';
  const scenarios: [string, string, Record<string, string>][] = [
    ['for-you, visitor', forYou, visitor],
    ['for-you, signed in', forYou, signedIn],
    ['for-you, signed in, page 3', await thirdPage(forYou, signedIn), signedIn],
    ['following', following, signedIn],
    ['following, page 3', await thirdPage(following, signedIn), signedIn],
  ];

  const bare = await measure('bare Fastify GET /json', `${bareUrl}/json`, { seconds });
  const rows: Figures[] = [bare];
  for (const [name, path, headers] of scenarios) {
    rows.push(await measure(name, `${appUrl}${path}`, { headers, seconds }));
    // Requests still queued for the database when a run stops must not count against the next.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  printTable(rows);
  console.warn('');
  for (const f of rows.slice(1))
    console.warn(
      `${f.name.padEnd(28)} ${String(f.reqPerSec).padStart(6)} pages/s  p50 ${f.p50} ms  p99 ${f.p99} ms  ` +
        `${((f.reqPerSec / bare.reqPerSec) * 100).toFixed(1).padStart(5)} % of the bare route   (target p99 < 50 ms)`,
    );
} finally {
  await child.stop();
}
