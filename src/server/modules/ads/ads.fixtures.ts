import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../app.ts';
import { createServices, type Services } from '../../services.ts';
import {
  api,
  createBusiness,
  createTestContext,
  fetchThrough,
  givePictures,
  registerUser,
  type Registered,
  type TestContext,
} from '../../testing/test-app.ts';
import { staffFixtures, type StaffMember } from '../console/console.fixtures.ts';
import { accounts } from '../ledger/ledger.public.ts';
import { credit } from '../payouts/withdrawals.fixtures.ts';

/**
 * The ads tests' world: an app whose impressions and clicks are written only when a test
 * flushes them (`services.ads.flush()`), a vendor with a shop and a product, and Oja staff who
 * review ads in the console.
 */
export let ctx: TestContext;
export let services: Services;
export let app: FastifyInstance;
export let reviewer: StaffMember;

beforeAll(async () => {
  ctx = await createTestContext();
  services = createServices({
    config: { ...ctx.config, ads: { flushMs: 600_000, refreshMs: 0 } },
    db: ctx.db,
    fetch: fetchThrough(() => ctx.app),
  });
  app = await buildApp({ config: ctx.config, db: ctx.db, services, logger: false });
  await app.ready();
  reviewer = await staffFixtures(() => ctx).staffMember('support');
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

export const http = () => api(app);
export const as = (user: Registered) => ({ token: user.accessToken });
/** The console's decision on an ad in review, by the reviewer unless another token is given. */
export const decide = (id: string, body: object, token = reviewer.token) =>
  http().post(`/console/ads/${id}/decision`, body, { token });
export const naira = async (account: string) =>
  Number(await services.ledger.balance(account)) / 100;
export const walletOf = (user: Registered) => naira(accounts.wallet(user.id));

let n = 0;
/** A vendor with a shop, one product and `funds` naira in their wallet. */
export async function vendorWithProduct(funds = 10_000, name = 'Adire silk scarf') {
  n += 1;
  const owner = await registerUser(ctx.app);
  const shop = await createBusiness(ctx.app, owner, { state: 'Lagos' });
  await givePictures(ctx.db, owner, ['/uploads/scarf-1.webp']);
  const res = await api(ctx.app).post(
    '/products',
    {
      businessId: shop._id,
      name: `${name} ${n}`,
      description: 'Hand-dyed in Abeokuta.',
      photos: ['/uploads/scarf-1.webp'],
      unitPrice: 12_500,
      quantity: 10,
    },
    as(owner),
  );
  if (res.statusCode !== 201) throw new Error(res.body);
  if (funds > 0) await credit(ctx.db, services.ledger, accounts.wallet(owner.id), funds);
  return { owner, shop, product: res.json().data as { _id: string; name: string } };
}

export const adBody = (targetId: string, overrides: Record<string, unknown> = {}) => ({
  kind: 'PRODUCT',
  targetId,
  headline: 'Hand-dyed in Abeokuta',
  placements: ['HOME_PAGE', 'VENDORSTACK'],
  dailyBudget: 500,
  days: 2,
  maxCpc: 50,
  amount: 1000,
  payWith: 'WALLET',
  ...overrides,
});

export async function createAd(owner: Registered, body: object, key?: string) {
  return http().post('/ads', body, {
    ...as(owner),
    headers: key ? { 'idempotency-key': key } : undefined,
  });
}

/** An approved, showing ad of a new vendor's product. */
export async function activeAd(overrides: Record<string, unknown> = {}, funds = 10_000) {
  const v = await vendorWithProduct(funds);
  const res = await createAd(v.owner, adBody(v.product._id, overrides));
  if (res.statusCode !== 200) throw new Error(res.body);
  const id = res.json().data.ad._id as string;
  const ok = await decide(id, { decision: 'APPROVE' });
  if (ok.statusCode !== 200) throw new Error(ok.body);
  await services.ads.refresh();
  return { ...v, id };
}

let address = 0;
/** Sends impressions or clicks as one viewer: a user, or a browser at an address. */
export function sendEvents(
  body: { impressions?: string[]; clicks?: string[] },
  from: { user?: Registered; ip?: string; agent?: string } = {},
) {
  address += 1;
  return app.inject({
    method: 'POST',
    url: '/api/v1/ads/events',
    remoteAddress: from.ip ?? `10.1.${Math.floor(address / 250)}.${address % 250}`,
    headers: {
      'x-api-key': 'test-api-key',
      'user-agent': from.agent ?? 'Mozilla/5.0 (Linux; Android 12; TECNO) Chrome/120 Mobile',
      ...(from.user ? { authorization: `Bearer ${from.user.accessToken}` } : {}),
    },
    payload: body,
  });
}

/** The sponsored cards of a slot, as this viewer sees them. */
export function sponsored(
  query: string,
  from: { user?: Registered; ip?: string; agent?: string } = {},
) {
  return app.inject({
    method: 'GET',
    url: `/api/v1/ads/sponsored?${query}`,
    remoteAddress: from.ip ?? '10.9.9.9',
    headers: {
      'x-api-key': 'test-api-key',
      'user-agent': from.agent ?? 'Mozilla/5.0 (Linux; Android 12; TECNO) Chrome/120 Mobile',
      ...(from.user ? { authorization: `Bearer ${from.user.accessToken}` } : {}),
    },
  });
}

export const adRow = async (id: string) =>
  (
    await ctx.db.execute<{ status: string; spent_kobo: string; refunded_kobo: string }>(
      sql`SELECT status, spent_kobo, refunded_kobo FROM ads WHERE id = ${id}`,
    )
  ).rows[0];
