import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { ClusterWorld, Person } from './cluster-world.ts';

// The cluster benchmark's users (cluster.ts): each loop is one person doing what people do, all
// through nginx, for as long as the load runs. They keep the cookie that says how fresh their
// reads must be, repeat a money POST that got no answer with the same Idempotency-Key, and hold
// live streams that reconnect with Last-Event-ID as a browser does.

export type Tally = {
  requests: number;
  /** When each failed request (no answer, or a 5xx) ended, and what it was. */
  failures: { at: number; what: string }[];
  /** Money POSTs repeated with their Idempotency-Key, and how many got their answer in the end. */
  repeatedPosts: number;
  repeatedPostsAnswered: number;
  /** Repeats told that the work was done but its answer lost (its instance died in between). */
  repeatedPostsInterrupted: number;
  /** Checkouts answered 201 (order ids), and withdrawals answered 201. */
  orders: string[];
  withdrawals: number;
  /** A read by the user who had just written that did not show the write. */
  staleReads: number;
  /** Event ids each of the vendor's live streams received. */
  nudgesSeen: Set<number>[];
  streamReconnects: number;
  uploads: number;
  impressions: number;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** How long a money POST is repeated: longer than an idempotency lease (15 s). */
const MONEY_PATIENCE_MS = 30_000;

export function runClusterLoad(
  world: ClusterWorld,
  baseUrl: string,
  apiKey: string,
  seconds: number,
) {
  const until = Date.now() + seconds * 1000;
  const running = () => Date.now() < until;
  const tally: Tally = {
    requests: 0,
    failures: [],
    repeatedPosts: 0,
    repeatedPostsAnswered: 0,
    repeatedPostsInterrupted: 0,
    orders: [],
    withdrawals: 0,
    staleReads: 0,
    nudgesSeen: [],
    streamReconnects: 0,
    uploads: 0,
    impressions: 0,
  };

  /** One person's client: their token, and the read-after cookie the app gives after a write. */
  function client(person?: Person) {
    let readAfter = '';
    return async (
      method: string,
      path: string,
      opts: { json?: unknown; form?: FormData; key?: string; raw?: string } = {},
    ) => {
      const headers: Record<string, string> = { 'x-api-key': apiKey };
      if (person) headers.authorization = `Bearer ${person.token}`;
      if (readAfter) headers.cookie = `oja_read_after=${readAfter}`;
      if (opts.key) headers['idempotency-key'] = opts.key;
      if (opts.json !== undefined) headers['content-type'] = 'application/json';
      if (opts.raw !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
      tally.requests++;
      try {
        const res = await fetch(path.startsWith('http') ? path : `${baseUrl}/api/v1${path}`, {
          method,
          headers,
          body:
            opts.form ??
            opts.raw ??
            (opts.json === undefined ? undefined : JSON.stringify(opts.json)),
          redirect: 'manual',
          signal: AbortSignal.timeout(20_000),
        });
        const cookie = /oja_read_after=(\d+)/.exec(res.headers.get('set-cookie') ?? '');
        if (cookie) readAfter = cookie[1]!;
        const text = await res.text();
        if (res.status >= 500)
          tally.failures.push({ at: Date.now(), what: `${method} ${res.status}` });
        return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text };
      } catch {
        tally.failures.push({ at: Date.now(), what: `${method} no answer` });
        return { status: 0, body: null };
      }
    };
  }
  type Call = ReturnType<typeof client>;

  /**
   * A POST that moves money: asked again with the same key until it is answered, waiting while the
   * key is still held (an attempt on a killed instance holds it until its lease runs out).
   */
  async function moneyPost(call: Call, path: string, json: unknown) {
    const key = randomUUID();
    const giveUpAt = Date.now() + MONEY_PATIENCE_MS;
    for (let attempt = 0; attempt === 0 || Date.now() < giveUpAt; attempt++) {
      if (attempt === 1) tally.repeatedPosts++;
      const res = await call('POST', path, { json, key });
      const held = res.status === 409 && res.body?.code === 'IDEMPOTENCY_KEY_IN_USE';
      if (res.status !== 0 && res.status < 500 && !held) {
        if (attempt > 0 && res.body?.code === 'IDEMPOTENCY_KEY_INTERRUPTED')
          tally.repeatedPostsInterrupted++;
        else if (attempt > 0) tally.repeatedPostsAnswered++;
        return res;
      }
      await sleep(Math.min(500 * (attempt + 1), 2_000));
    }
    return null;
  }

  const pick = <T>(list: T[], n: number) => list[n % list.length]!;

  async function browsing(n: number) {
    const call = client();
    for (let i = n; running(); i++) {
      await call('GET', `/products?page=${(i % 3) + 1}&limit=20`);
      await call('GET', `/products/${pick(world.productIds, i)}`);
      await call('GET', `/businesses/${world.businessId}`);
      await call('GET', `/products?search=${pick(['adire', 'aso oke', 'ankra tote', 'batik'], i)}`);
      const ads = await call('GET', '/ads/sponsored?placement=HOME_PAGE&limit=8');
      const tokens = ((ads.body?.data?.results ?? []) as { token: string }[]).map((c) => c.token);
      if (
        tokens.length > 0 &&
        (await call('POST', '/ads/events', { json: { impressions: tokens } })).status === 202
      )
        tally.impressions += tokens.length;
    }
  }

  async function buying(buyer: Person, n: number) {
    const call = client(buyer);
    for (let i = n; running(); i++) {
      const productId = pick(world.productIds, i);
      // A like, then the buyer's own list of likes must show it.
      if ((await call('POST', `/products/${productId}/like`)).status === 200) {
        const likes = await call('GET', `/products/users/${buyer.id}/likes?limit=50`);
        const ids = ((likes.body?.data?.results ?? []) as { _id: string }[]).map((p) => p._id);
        if (likes.status === 200 && !ids.includes(productId)) tally.staleReads++;
        await call('POST', `/products/${productId}/unlike`);
      }
      await call('POST', '/conversations', {
        json: {
          businessId: world.businessId,
          text: `Is the ${i % 2 ? 'blue' : 'red'} one still available?`,
        },
      });
      const placed = await moneyPost(call, '/orders', {
        orderDetails: [{ productId, count: 1 + (i % 2) }],
        deliveryAddress: {
          recipientName: 'Ngozi Buyer',
          phone: '08031234567',
          street: '14 Allen Avenue',
          city: 'Ikeja',
          state: 'Lagos',
        },
      });
      const data = placed?.body?.data;
      if (placed?.status !== 201 || !data) continue;
      tally.orders.push(...(data.transaction.orders as { _id: string }[]).map((o) => o._id));
      // Paid on the sandbox's page (served by the instances); its webhook comes back through nginx.
      await call('POST', data.authorizationUrl as string, { raw: 'card=success' });
    }
  }

  async function editing() {
    const call = client(world.vendor);
    for (let i = 0; running(); i++) {
      const productId = pick(world.productIds, i);
      const name = `${pick(['Adire wrapper', 'Aso oke cap', 'Ankara tote'], i)} no. ${i}`;
      if ((await call('PATCH', `/products/${productId}`, { json: { name } })).status !== 200)
        continue;
      const seen = await call('GET', `/products/${productId}`);
      if (seen.status === 200 && seen.body.data.name !== name) tally.staleReads++;
      await sleep(100);
    }
  }

  async function withdrawing(saver: Person) {
    const call = client(saver);
    while (running()) {
      const res = await moneyPost(call, `/payments/users/${saver.id}/transfer`, {
        amount: 500,
        reason: 'FUND_WITHDRAWAL',
      });
      if (res?.status === 201) tally.withdrawals++;
      await sleep(300);
    }
  }

  async function uploading() {
    const call = client(world.vendor);
    for (let n = 0; running(); n++) {
      const image = await sharp({
        create: { width: 640, height: 480, channels: 3, background: { r: n % 256, g: 120, b: 60 } },
      })
        .jpeg()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'adire.jpg');
      if ((await call('POST', '/uploads', { form })).status === 201) tally.uploads++;
      await sleep(1_500);
    }
  }

  /** The vendor's live stream, read as a browser's EventSource does. */
  async function streaming(stopAt: () => boolean) {
    const seen = new Set<number>();
    tally.nudgesSeen.push(seen);
    let lastId = '';
    let retryMs = 1_000;
    while (!stopAt()) {
      const headers: Record<string, string> = {
        'x-api-key': apiKey,
        authorization: `Bearer ${world.vendor.token}`,
        accept: 'text/event-stream',
      };
      if (lastId) headers['last-event-id'] = lastId;
      try {
        const res = await fetch(`${baseUrl}/api/v1/users/events`, { headers });
        if (!res.ok || !res.body) throw new Error(String(res.status));
        let buffered = '';
        for await (const chunk of res.body.pipeThrough(new TextDecoderStream())) {
          buffered += chunk;
          const frames = buffered.split('\n\n');
          buffered = frames.pop()!;
          for (const f of frames) {
            const id = /^id: (\d+)$/m.exec(f)?.[1];
            if (id) {
              if (Number(id) > Number(lastId || 0)) lastId = id;
              seen.add(Number(id));
            }
            const retry = /^retry: (\d+)$/m.exec(f)?.[1];
            if (retry) retryMs = Number(retry);
          }
          if (stopAt()) break;
        }
      } catch {
        // Ended by a stopping or killed instance: back after the retry hint, to another.
      }
      if (stopAt()) break;
      tally.streamReconnects++;
      await sleep(retryMs);
    }
  }

  return {
    tally,
    streaming,
    done: Promise.all([
      ...[0, 1, 2].map((n) => browsing(n)),
      ...world.buyers.map((b, n) => buying(b, n)),
      editing(),
      ...world.savers.map((s) => withdrawing(s)),
      uploading(),
    ]),
  };
}
