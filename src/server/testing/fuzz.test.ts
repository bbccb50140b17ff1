import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createRandom, emptyKnownIds, type KnownIds, type Schema } from './fuzz-inputs.ts';
import { buildRequest, type Caller, type Operation, type Request } from './fuzz-requests.ts';
import { addProduct, buyAndPay, lagosAddress, openShop, placeOrder } from './shop.ts';
import {
  api,
  createTestContext,
  registerUser,
  type Registered,
  type TestContext,
} from './test-app.ts';

/**
 * Sends every operation of the app's own OpenAPI document bounded malformed input (wrong types,
 * huge, empty and odd strings, NUL, bad numbers and ids, missing and extra fields, deep nesting,
 * oversized bodies, wrong content types), anonymously and as a shopper and a vendor, and fails on
 * any 5xx or any answer outside the envelope. New endpoints are covered as they appear in the
 * document. `FUZZ_SEED` / `FUZZ_ROUNDS` explore further than the fixed run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_240_611);
const REQUESTS_PER_OPERATION = 40 * Number(process.env.FUZZ_ROUNDS ?? 1);

/** The first example of each kind of failure: `METHOD /path → status problem`. */
type Findings = Record<string, { count: number; request: string; response: string }>;

let ctx: TestContext;
let shopper: Registered;
let vendor: Registered;
const known: KnownIds = emptyKnownIds();
const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'oja-fuzz-uploads-'));

beforeAll(async () => {
  // Production's per-IP limits on login, registration and reset requests: answers beyond them
  // are 429s, which must be in the envelope too.
  const { rateLimits } = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'fuzz'.repeat(12) });
  ctx = await createTestContext((c) => ({ ...c, rateLimits, uploadsDir }));
  shopper = await registerUser(ctx.app);
  const shop = await openShop(ctx.app);
  vendor = shop.vendor;
  const product = await addProduct(ctx.app, vendor, shop.shop._id);
  const placed = await placeOrder(ctx.app, shopper, [{ productId: product._id, count: 1 }]);
  const address = await api(ctx.app).post(`/users/${shopper.id}/address`, lagosAddress, {
    token: shopper.accessToken,
  });
  // An order taken all the way to RECEIVED, with a review, so those ids exist too.
  const [received] = await buyAndPay(ctx.app, shopper, [{ productId: product._id, count: 1 }]);
  for (const [who, status] of [
    [vendor, 'ACCEPTED'],
    [vendor, 'SHIPPED'],
    [vendor, 'DELIVERED'],
    [shopper, 'RECEIVED'],
  ] as const) {
    await api(ctx.app).put(`/orders/${received}/status`, { status }, { token: who.accessToken });
  }
  const review = await api(ctx.app).post(
    '/reviews',
    { rating: 4, comment: 'Lovely fabric', reviewProductId: product._id },
    { token: shopper.accessToken },
  );
  const categories = await api(ctx.app).get('/categories');
  Object.assign(known.byKind, {
    users: [shopper.id, vendor.id],
    businesses: [shop.shop._id],
    products: [product._id],
    transactions: [placed.transaction._id],
    orders: [...placed.transaction.orders.map((o) => o._id), received!],
    reviews: [review.json().data._id],
    addresses: [address.json().data._id],
    categories: (categories.json().data as { _id: string }[]).slice(0, 3).map((c) => c._id),
  });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

function operations(): Operation[] {
  const doc = ctx.app.swagger() as unknown as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const content = (op.requestBody as { content?: Record<string, { schema: Schema }> })?.content;
      ops.push({
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters as Operation['parameters']) ?? [],
        body: content?.['application/json']?.schema,
      });
    }
  }
  // Deletions last, so the ids the other operations reach for still exist.
  return ops.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}

const isRecordOfStrings = (v: unknown) =>
  !!v &&
  typeof v === 'object' &&
  !Array.isArray(v) &&
  Object.values(v).every((x) => typeof x === 'string');

/** What is wrong with an answer, or null. */
function problemWith(path: string, res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return 'server error';
  const type = String(res.headers['content-type'] ?? '');
  if (path.startsWith('/sandbox/')) {
    // The sandbox speaks Paystack's envelope; its hosted checkout answers with pages.
    // Requests refused before its handlers run (bad address, NUL, body too large, content
    // type) get Oja's error envelope, like every other route.
    if (type.startsWith('text/html') || res.statusCode === 302) return null;
    const body = parse(res.body) as Record<string, unknown> | undefined;
    if (body && 'success' in body) return envelopeProblem(body, res.statusCode);
    if (typeof body?.status !== 'boolean' || typeof body.message !== 'string')
      return 'not in the Paystack envelope';
    return body.status === res.statusCode < 400 ? null : 'status flag disagrees with HTTP status';
  }
  // A browser link outside the API (a share link) answers by sending the browser on.
  if (!path.startsWith('/api/') && res.statusCode === 302)
    return String(res.headers.location ?? '').startsWith('/') ? null : 'redirect off the site';
  if (!type.startsWith('application/json')) return `content type ${type || 'missing'}`;
  const body = parse(res.body) as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object') return 'body is not a JSON object';
  if (path.startsWith('/api/webhooks/') && res.statusCode === 200)
    return body.received === true ? null : 'webhook acknowledgement missing';
  return envelopeProblem(body, res.statusCode);
}

/** `{ success: true, message?, data }` or `{ success: false, code, message }`, per the status. */
function envelopeProblem(body: Record<string, unknown>, status: number): string | null {
  if (typeof body.success !== 'boolean') return 'no boolean success';
  if (body.success !== status < 400) return 'success disagrees with HTTP status';
  if (body.success) return 'data' in body ? null : 'success without data';
  if (typeof body.code !== 'string' || !body.code) return 'error without code';
  if (typeof body.message !== 'string' && !isRecordOfStrings(body.message))
    return 'error message is neither a string nor one message per field';
  return null;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const clip = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);
function describeRequest(r: Request, caller: Caller) {
  const body =
    r.payload === undefined ? '' : ` ${r.headers['content-type']} ${clip(String(r.payload), 200)}`;
  return `${caller.name} ${r.method} ${clip(r.url, 200)}${body}`;
}

describe('API fuzzing from the OpenAPI document', () => {
  it('answers every malformed request in the envelope and never with a 5xx', async () => {
    const rnd = createRandom(SEED);
    const callers: Caller[] = [
      { name: 'anonymous' },
      { name: 'shopper', user: shopper, token: shopper.accessToken },
      { name: 'vendor', user: vendor, token: vendor.accessToken },
      { name: 'forged-token', token: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
    ];
    const ops = operations();
    expect(ops.length).toBeGreaterThan(50);
    expect(ops.some((o) => o.path === '/api/v1/products' && o.method === 'POST')).toBe(true);
    // A seller's affiliates: listing, removing, and the removed ones restored.
    for (const [method, path] of [
      ['GET', '/api/v1/businesses/{id}/affiliates'],
      ['GET', '/api/v1/businesses/{id}/affiliates/blocks'],
      ['DELETE', '/api/v1/businesses/{id}/affiliates/{userId}'],
      ['DELETE', '/api/v1/businesses/{id}/affiliates/blocks/{userId}'],
    ])
      expect(
        ops.some((o) => o.method === method && o.path === path),
        `${method} ${path}`,
      ).toBe(true);

    // Logout ends the session whose token it is given: it is fuzzed with a second session of
    // each user, so the callers' own tokens stay valid for every other operation.
    const secondSession = async (user: Registered) => {
      const res = await api(ctx.app).post('/users/login', {
        username: user.input.email,
        password: user.input.password,
      });
      return { ...user, accessToken: res.json().data.accessToken as string };
    };
    const logoutCallers = new Map<Caller, Caller>();
    for (const caller of callers) {
      if (!caller.user) continue;
      const spare = await secondSession(caller.user);
      logoutCallers.set(caller, { ...caller, user: spare, token: spare.accessToken });
    }

    const findings: Findings = {};
    const statuses: Record<string, Record<number, number>> = {};
    let sent = 0;
    for (const op of ops) {
      for (let i = 0; i < REQUESTS_PER_OPERATION; i++) {
        const picked = rnd.pick([
          callers[0]!,
          callers[1]!,
          callers[1]!,
          callers[2]!,
          callers[2]!,
          callers[3]!,
        ]);
        const caller =
          op.method === 'POST' && op.path === '/api/v1/users/logout'
            ? (logoutCallers.get(picked) ?? picked)
            : picked;
        known.self = () => caller.user?.id;
        const request = buildRequest(op, caller, rnd, known, ctx.config.payments.secretKey);
        const res = await ctx.app.inject(request);
        sent += 1;
        const tally = (statuses[`${op.method} ${op.path}`] ??= {});
        tally[res.statusCode] = (tally[res.statusCode] ?? 0) + 1;
        const problem = problemWith(op.path, res);
        if (problem) {
          const key = `${op.method} ${op.path} → ${res.statusCode} ${problem}`;
          findings[key] ??= {
            count: 0,
            request: describeRequest(request, caller),
            response: clip(res.body),
          };
          findings[key].count += 1;
        }
      }
    }
    // Keep the tokens honest: the fuzzing must not have logged the callers out.
    expect((await api(ctx.app).get('/users/me', { token: shopper.accessToken })).statusCode).toBe(
      200,
    );
    expect(sent).toBe(ops.length * REQUESTS_PER_OPERATION);
    if (process.env.FUZZ_REPORT)
      writeFileSync(process.env.FUZZ_REPORT, JSON.stringify({ sent, statuses, findings }, null, 2));
    expect(findings).toEqual({});
  }, 120_000);
});
