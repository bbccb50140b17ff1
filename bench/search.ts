/**
 * Suggestions as shoppers type, on 100,000 products at 50 connections for ~10 s: the app's
 * `GET /api/v1/suggestions` against a bare `node:http` server answering the same index lookup
 * (the limit of the same work), measured in the same run. Every request takes the next of many
 * distinct prefixes of one to three words of the catalogue's own names, typed letter by letter
 * from their second or third letter ("an", "and", …, "android s", "android sm", …), so the mix
 * holds short, busy prefixes as well as long, rare ones. Prints req/s, p50/p99 and the share of
 * the bare server the app reaches; figures are reported, not judged.
 * Run: npm run bench:search   (BENCH_SECONDS, BENCH_PRODUCTS to change the size)
 */
import { measure, printTable, startChild, type Figures } from './support.ts';

type Info = {
  appUrl: string;
  bareUrl: string;
  apiKey: string;
  names: string[];
  entries: Record<string, number>;
};

/** Phrases of one to three neighbouring words of each name, typed a letter at a time. */
function typedPrefixes(names: string[]): string[] {
  const out = new Set<string>();
  for (const name of names) {
    const words = name.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    for (let from = 0; from < words.length; from++) {
      for (let n = 1; n <= 3 && from + n <= words.length; n++) {
        const phrase = words.slice(from, from + n).join(' ');
        // Typing starts to ask once two or three letters are in (alternately, by name).
        const firstAsk = 2 + (out.size % 2);
        for (let end = firstAsk; end <= phrase.length; end++) {
          if (phrase[end - 1] !== ' ') out.add(phrase.slice(0, end));
        }
      }
    }
  }
  return [...out];
}

/** A fixed shuffle, so two runs send the same mix in the same order. */
function shuffled<T>(list: T[]): T[] {
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const child = await startChild<Info>('bench/search-server.ts');
try {
  const { appUrl, bareUrl, apiKey, names, entries } = child.info;
  const prefixes = shuffled(typedPrefixes(names)).map((p) => encodeURIComponent(p));
  let next = 0;
  const nextPath = () => `/api/v1/suggestions?q=${prefixes[next++ % prefixes.length]}`;
  const run = (name: string, url: string, seconds?: number) =>
    measure(name, url, {
      headers: { 'x-api-key': apiKey },
      seconds,
      setupRequest: (req) => ({ ...req, path: nextPath() }),
    });

  // The app's code is compiled while it first runs: 3 s of the mix first.
  await run('warm-up', appUrl, 3);
  await run('warm-up, bare', bareUrl, 3);
  next = 0;
  const bare = await run('bare node:http, same lookup', bareUrl);
  const sentBare = next;
  next = 0;
  const app = await run('app GET /api/v1/suggestions', appUrl);
  printTable([bare, app]);

  const share = (f: Figures) => ((f.reqPerSec / bare.reqPerSec) * 100).toFixed(1);
  console.warn('');
  for (const f of [bare, app])
    console.warn(
      `${f.name.padEnd(30)} ${String(f.reqPerSec).padStart(6)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms  ${share(f).padStart(5)} % of the bare server`,
    );
  console.warn(
    `${prefixes.length} distinct prefixes from ${names.length} names; ` +
      `${sentBare} sent to the bare server, ${next} to the app; indexes hold ` +
      Object.entries(entries)
        .map(([kind, n]) => `${n} ${kind}`)
        .join(', '),
  );
} finally {
  await child.stop();
}
