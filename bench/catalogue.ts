/**
 * Catalogue reads on 100,000 products against the limit of the same work, measured in the same
 * run: bench/limit.ts, a bare `node:http` + `pg` server sending exactly the statements the app sent
 * for each request (recorded from a second app), from a pool of the same size. Each scenario
 * alternates the app and the limit, twice, at 20 connections for BENCH_SECONDS (10) in all each:
 * - pages, filters, searches (uncached): distinct requests built from the catalogue's own
 *   products and words (bench/catalogue-queries.ts), none asked twice, so every one reaches
 *   PostgreSQL; the servers take alternate queries of one list;
 * - cached: 21 filter, page and search combinations the 5-second page cache answers, against the
 *   bare server sending the bytes of a real card page.
 * Then deep pages: page 1 and page 200 of the plain list, the busiest state and the busiest
 * category, by number and continued after page 199's last product, each read 200 times one at a
 * time (only the statement that reads the rows), p50 and the ratio to page 1.
 * Figures only: nothing here passes or fails.
 * Run: npm run bench:catalogue   (BENCH_SECONDS, BENCH_PRODUCTS, BENCH_QUERIES per scenario)
 */
import type { Scenario } from './catalogue-queries.ts';
import { measure, startChild, type Figures } from './support.ts';

type Info = {
  appUrl: string;
  apiKey: string;
  databaseUrl: string;
  statementsFile: string;
  queries: Record<Scenario, string[]>;
  typos: number;
  deep: Record<string, { first: string; numbered: string; keyed: string }>;
  pageBytes: number;
};
const CONNECTIONS = 20;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const child = await startChild<Info>('bench/catalogue-server.ts');
const limit = await startChild<{ url: string }>('bench/limit.ts', [
  child.info.databaseUrl,
  child.info.statementsFile,
]);
try {
  const { appUrl, apiKey, queries, typos, deep, pageBytes } = child.info;
  const headers = { 'x-api-key': apiKey };
  const pathOf = (query: string) => `/api/v1/products?${query}&limit=20&view=card`;

  /** Both servers, alternately, twice; req/s averaged, the worse p99 of the two halves. */
  async function alternate(
    name: string,
    run: (server: 'app' | 'limit', half: number) => Promise<Figures>,
  ) {
    const halves = { app: [] as Figures[], limit: [] as Figures[] };
    for (let half = 0; half < 2; half++) {
      halves.app.push(await run('app', half));
      // Requests still queued for the database when a run stops must not count against the next.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      halves.limit.push(await run('limit', half));
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    const join = (f: Figures[]): Figures => ({
      name,
      reqPerSec: Math.round((f[0]!.reqPerSec + f[1]!.reqPerSec) / 2),
      p50: Math.max(f[0]!.p50, f[1]!.p50),
      p99: Math.max(f[0]!.p99, f[1]!.p99),
      errors: f[0]!.errors + f[1]!.errors,
    });
    return { app: join(halves.app), limit: join(halves.limit) };
  }

  const lines: string[] = [];
  const report = (name: string, r: { app: Figures; limit: Figures }, of = 'the limit') => {
    const share = ((r.app.reqPerSec / r.limit.reqPerSec) * 100).toFixed(1);
    const errors = r.app.errors + r.limit.errors;
    const line =
      `${name}: ${r.app.reqPerSec} req/s, p99 ${r.app.p99} ms = ${share} % of ${of} ` +
      `(${r.limit.reqPerSec} req/s, p99 ${r.limit.p99} ms)${errors ? `; ${errors} errors` : ''}`;
    lines.push(line);
    console.warn(line);
  };

  const bare = await measure('bare node:http /json', `${limit.info.url}/json`, {
    connections: CONNECTIONS,
    seconds: seconds / 2,
  });
  // The app's code is compiled while it first runs: a few seconds of the cached mix first.
  const cachedQueries = [
    'page=1',
    'page=2',
    'page=17',
    'page=120',
    'productState=Lagos',
    'productState=Kano&page=3',
    'productQuantity=10',
    'productSearch=ankara',
    'productSearch=shea%20butter',
    'productSearch=leathr%20bag',
    'productSearch=ofada&productState=Ogun',
    ...queries.filters.slice(0, 10),
  ].map(pathOf);
  await measure('warm-up', `${appUrl}/api/v1/products`, {
    headers,
    paths: cachedQueries,
    seconds: 3,
    connections: CONNECTIONS,
  });

  // Both servers answer the same rows (the app as cards, the limit as the statements' rows).
  for (const scenario of ['pages', 'filters', 'searches'] as const) {
    for (const query of queries[scenario].slice(-3)) {
      const [app, bare] = await Promise.all(
        [appUrl, limit.info.url].map((u) =>
          fetch(`${u}${pathOf(query)}`, { headers }).then((r) => r.json()),
        ),
      );
      const shown = (app.data.results as { _id: string }[]).map((p) => p._id).join();
      const read = (bare.data[0] as unknown[][]).map((row) => row[0]).join();
      if (shown !== read) console.warn(`${scenario}: the limit read other rows for ${query}`);
    }
  }

  let repeats = 0;
  for (const scenario of ['pages', 'filters', 'searches'] as const) {
    // Each server its own half of the list (alternate queries): neither reads rows the other has
    // just brought into PostgreSQL's cache, and both draw from the same mix.
    const halves = {
      app: queries[scenario].filter((_, i) => i % 2 === 0),
      limit: queries[scenario].filter((_, i) => i % 2 === 1),
    };
    const next = { app: 0, limit: 0 };
    const result = await alternate(scenario, (server, half) =>
      measure(`${scenario}, ${server}`, server === 'app' ? appUrl : limit.info.url, {
        headers,
        connections: CONNECTIONS,
        seconds: seconds / 2,
        setupRequest: (req) => {
          const list = halves[server];
          if (next[server] >= list.length) repeats++;
          return { ...req, path: pathOf(list[next[server]++ % list.length]!) };
        },
      }).then((f) => ({ ...f, name: `${f.name} ${half}` })),
    );
    report(`${scenario} (uncached)`, result);
  }
  const cached = await alternate('cached', (server) =>
    server === 'app'
      ? measure('cached, app', `${appUrl}/api/v1/products`, {
          headers,
          paths: cachedQueries,
          seconds: seconds / 2,
          connections: CONNECTIONS,
        })
      : measure('cached, bare', `${limit.info.url}/page`, {
          seconds: seconds / 2,
          connections: CONNECTIONS,
        }),
  );
  report('cached', cached, `a bare route sending the same ${(pageBytes / 1024).toFixed(1)} KB`);
  console.warn(
    `bare node:http /json: ${bare.reqPerSec} req/s; ${CONNECTIONS} connections; ` +
      `${Object.values(queries).reduce((n, q) => n + q.length, 0)} distinct uncached queries ` +
      `(${typos} searches with a typo), ${repeats} asked again after the list ran out`,
  );

  // Deep pages: one request at a time, only the rows' statement, p50 of 200.
  async function p50(path: string) {
    const times: number[] = [];
    for (let i = 0; i < 220; i++) {
      const t0 = performance.now();
      const res = await fetch(`${limit.info.url}${path}`, { headers: { 'x-rows-only': '1' } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      if (i >= 20) times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)]!;
  }
  for (const [name, d] of Object.entries(deep)) {
    const first = await p50(d.first);
    const numbered = await p50(d.numbered);
    const keyed = await p50(d.keyed);
    const line =
      `deep pages, ${name}: page 1 p50 ${first.toFixed(2)} ms; page 200 by number ` +
      `${numbered.toFixed(2)} ms = ${(numbered / first).toFixed(2)} ×, after page 199's key ` +
      `${keyed.toFixed(2)} ms = ${(keyed / first).toFixed(2)} × (target ≤ 1.5)`;
    lines.push(line);
    console.warn(line);
  }
  console.warn(`\n${lines.join('\n')}`);
} finally {
  await limit.stop();
  await child.stop();
}
