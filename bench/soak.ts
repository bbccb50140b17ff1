/**
 * Memory under a long mixed load: the app (bench/soak-server.ts, demo marketplace plus
 * BENCH_PRODUCTS = 100,000 products) serves for BENCH_MINUTES (10) a bounded mix of browsing
 * (catalogue pages, products, stores, For you, users/me), searching (with and without typos,
 * suggestions as typed), checkouts paid on the sandbox, live streams held and reopened, and
 * image uploads. The catalogue is made in a process of its own (bench/soak-world.ts), so the
 * app's memory is its own. Every minute it prints the app process's resident set and heap as
 * they are, its heap after a full garbage collection (live) and the requests of that minute; at
 * the end, how far the resident set and the live heap rose after minute 2.
 * Run: npm run bench:soak   (BENCH_MINUTES, BENCH_PRODUCTS, BENCH_CONNECTIONS to change it)
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import sharp from 'sharp';

type World = {
  databaseUrl: string;
  buyers: string[];
  stocked: string[];
  productIds: string[];
  businessIds: string[];
  words: string[];
};
type Memory = { rss: number; heapUsed: number; external: number; live: number };

const MINUTES = Number(process.env.BENCH_MINUTES ?? 10);
/** Browsing and searching loops; checkouts, streams and uploads come on top. */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const CHECKOUT_LOOPS = 4;
const STREAMS = 200;

/** A bench process answering one JSON line per command on stdin. */
function start(script: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [...args, script], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const waiting: ((line: string) => void)[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (line.startsWith('{')) waiting.shift()?.(line);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const next = <T>() =>
    new Promise<T>((resolve, reject) => {
      waiting.push((l) => resolve(JSON.parse(l) as T));
      void exited.then(() => reject(new Error(`${script} ended`)));
    });
  return {
    next,
    ask: <T>(command: string) => {
      const answer = next<T>();
      child.stdin.write(`${command}\n`);
      return answer;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const pick = <T>(of: readonly T[]) => of[Math.floor(Math.random() * of.length)]!;
/** Two neighbouring letters swapped: the typo a shopper makes most. */
const typo = (w: string) => {
  const i = 1 + Math.floor(Math.random() * (w.length - 2));
  return w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
};

const counts = new Map<string, number>();
let errors = 0;
const count = (kind: string) => counts.set(kind, (counts.get(kind) ?? 0) + 1);

let running = true;
const streams = new Set<AbortController>();
const world = start('bench/soak-world.ts', []);
let app: ReturnType<typeof start> | null = null;
try {
  process.stderr.write('building the catalogue…\n');
  const info = await world.next<World>();
  app = start('bench/soak-server.ts', ['--expose-gc'], { BENCH_DATABASE_URL: info.databaseUrl });
  const { appUrl } = await app.next<{ appUrl: string }>();
  const { buyers } = info;
  const apiKey = 'bench-key';
  const server = app;
  const auth = (token: string) => ({ 'x-api-key': apiKey, authorization: `Bearer ${token}` });
  const get = async (kind: string, path: string, token?: string) => {
    const res = await fetch(`${appUrl}/api/v1${path}`, {
      headers: token ? auth(token) : { 'x-api-key': apiKey },
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${kind} ${res.status}`);
    count(kind);
  };

  const browseOrSearch = [
    () => get('catalogue page', `/products?page=${1 + Math.floor(Math.random() * 50)}&view=card`),
    () => get('product', `/products/${pick(info.productIds)}`),
    () => get('stores', `/businesses?page=${1 + Math.floor(Math.random() * 3)}`),
    () => get('store', `/businesses/${pick(info.businessIds)}`),
    () => get('for you', '/posts/feed/for-you'),
    () => get('users/me', '/users/me', pick(buyers)),
    () => get('search', `/products?productSearch=${encodeURIComponent(pick(info.words))}`),
    () =>
      get('typo search', `/products?productSearch=${encodeURIComponent(typo(pick(info.words)))}`),
    () => get('store search', `/businesses?businessSearch=${pick(info.words)}`),
    () => get('suggestions', `/suggestions?q=${pick(info.words).slice(0, 3)}`),
  ];
  async function browsing() {
    while (running) {
      try {
        await pick(browseOrSearch)();
      } catch {
        errors++;
      }
    }
  }

  const address = {
    recipientName: 'Soak Buyer',
    phone: '08031234567',
    street: '1 Marina',
    city: 'Lagos Island',
    state: 'Lagos',
  };
  async function checkouts(loop: number) {
    for (let n = loop; running; n += CHECKOUT_LOOPS) {
      const token = buyers[n % buyers.length]!;
      try {
        const placed = await fetch(`${appUrl}/api/v1/orders`, {
          method: 'POST',
          headers: { ...auth(token), 'content-type': 'application/json' },
          body: JSON.stringify({
            orderDetails: [{ productId: info.stocked[n % info.stocked.length], count: 1 }],
            deliveryAddress: address,
          }),
        });
        if (placed.status !== 201) throw new Error(`checkout ${placed.status}`);
        const { transaction, authorizationUrl } = (await placed.json()).data;
        const paid = await fetch(authorizationUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'card=success',
          redirect: 'manual',
        });
        await paid.arrayBuffer();
        const verified = await fetch(
          `${appUrl}/api/v1/orders/transaction-order/${transaction._id}`,
          { method: 'PATCH', headers: auth(token) },
        );
        if ((await verified.json()).data?.status !== 'SUCCESS') throw new Error('verify');
        count('checkout');
      } catch {
        errors++;
      }
    }
  }

  /** A stream held 20–60 s, then closed and opened again, as tabs come and go. */
  async function stream(n: number) {
    while (running) {
      const controller = new AbortController();
      streams.add(controller);
      const closeAt = setTimeout(() => controller.abort(), 20_000 + Math.random() * 40_000);
      try {
        const res = await fetch(`${appUrl}/api/v1/users/events`, {
          headers: { accept: 'text/event-stream', ...auth(buyers[n % buyers.length]!) },
          signal: controller.signal,
        });
        if (!res.ok || !res.body) throw new Error(`stream ${res.status}`);
        count('stream opened');
        for await (const chunk of res.body) void chunk;
      } catch {
        if (!controller.signal.aborted) errors++;
      } finally {
        clearTimeout(closeAt);
        streams.delete(controller);
      }
    }
  }

  /** An image every two seconds, from a buyer in turn (uploads are limited per user). */
  async function uploads() {
    for (let n = 0; running; n++) {
      const started = Date.now();
      try {
        const image = await sharp({
          create: {
            width: 800,
            height: 600,
            channels: 3,
            background: { r: n % 256, g: 90, b: 40 },
          },
        })
          .jpeg()
          .toBuffer();
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'p.jpg');
        const res = await fetch(`${appUrl}/api/v1/uploads`, {
          method: 'POST',
          headers: auth(buyers[n % buyers.length]!),
          body: form,
        });
        await res.arrayBuffer();
        if (res.status !== 201) throw new Error(`upload ${res.status}`);
        count('upload');
      } catch {
        errors++;
      }
      await new Promise((r) => setTimeout(r, Math.max(0, 2000 - (Date.now() - started))));
    }
  }

  const loops = [
    ...Array.from({ length: CONNECTIONS }, () => browsing()),
    ...Array.from({ length: CHECKOUT_LOOPS }, (_, i) => checkouts(i)),
    ...Array.from({ length: STREAMS }, (_, i) => stream(i)),
    uploads(),
  ];

  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  const rss: number[] = [];
  const before = await server.ask<Memory>('memory');
  const live: number[] = [];
  console.warn(
    `minute  0: rss ${mb(before.rss)} MB, heap ${mb(before.heapUsed)} MB, live ${mb(before.live)} MB (before the load)`,
  );
  for (let minute = 1; minute <= MINUTES; minute++) {
    await new Promise((r) => setTimeout(r, 60_000));
    const m = await server.ask<Memory>('memory');
    rss.push(m.rss);
    live.push(m.live);
    const done = [...counts].map(([k, v]) => `${k} ${v}`).join(', ');
    console.warn(
      `minute ${String(minute).padStart(2)}: rss ${mb(m.rss)} MB, heap ${mb(m.heapUsed)} MB, live ${mb(m.live)} MB, external ${mb(m.external)} MB; ${done}; errors ${errors}`,
    );
    counts.clear();
    errors = 0;
  }
  running = false;
  for (const s of streams) s.abort();
  await Promise.all(loops);
  const growth = (name: string, of: number[]) => {
    if (of.length < 3) return;
    const atTwo = of[1]!;
    const after = of.slice(2);
    const highest = Math.max(...after);
    const last = after[after.length - 1]!;
    const pct = (x: number) => (((x - atTwo) / atTwo) * 100).toFixed(1);
    console.warn(
      `${name} after minute 2 (${mb(atTwo)} MB): highest ${mb(highest)} MB (${pct(highest)} %), last ${mb(last)} MB (${pct(last)} %)`,
    );
  };
  growth('resident set', rss);
  growth('live heap', live);
} finally {
  running = false;
  for (const s of streams) s.abort();
  await app?.stop();
  await world.stop();
}
