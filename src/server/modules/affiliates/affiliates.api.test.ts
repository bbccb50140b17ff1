import { describe, expect, it } from 'vitest';
import { accounts } from '../ledger/ledger.public.ts';
import { ORDER_LEDGER_KINDS } from '../orders/orders.public.ts';
import { balance, ctx, move, services } from '../orders/orders.fixtures.ts';
import {
  addProduct,
  lagosAddress,
  newShopper,
  openShop,
  payOnSandbox,
} from '../../testing/shop.ts';
import { api, type Registered } from '../../testing/test-app.ts';

/** A store selling at ₦10,000 (₦1,000 delivery) that pays affiliates 10%: ₦1,000 a unit. */
async function resoldProduct(opts: { acceptsReturns?: boolean } = {}) {
  const { vendor, shop } = await openShop(ctx.app, { deliveryFee: 1000, ...opts });
  const item = await addProduct(ctx.app, vendor, shop._id, {
    unitPrice: 10_000,
    quantity: 20,
    resaleAllowed: true,
    affiliateCommission: 10,
  });
  return { vendor, shop, item };
}

async function resell(affiliate: Registered, productId: string): Promise<string> {
  const res = await api(ctx.app).post(
    '/products/resell',
    { productId },
    { token: affiliate.accessToken },
  );
  expect(res.statusCode, res.body).toBe(201);
  const list = await api(ctx.app).get(`/affiliates/${affiliate.id}/products`, {
    token: affiliate.accessToken,
  });
  return list.json().data.results.find((r: { _id: string }) => r._id === productId).code;
}

/** A visit through a link from a browser (its user agent names it); the cookie it was given. */
async function click(
  body: Record<string, unknown>,
  opts: { who?: Registered; browser?: string } = {},
) {
  const res = await api(ctx.app).post('/affiliates/clicks', body, {
    token: opts.who?.accessToken,
    headers: { 'user-agent': opts.browser ?? 'phone-1' },
  });
  const cookie = String(res.headers['set-cookie'] ?? '').split(';')[0] || undefined;
  return { res, cookie };
}

/** Checkout and pay by card, from a browser holding `cookie`. */
async function buy(shopper: Registered, productId: string, cookie?: string) {
  const res = await api(ctx.app).post(
    '/orders',
    { orderDetails: [{ productId, count: 1 }], deliveryAddress: lagosAddress },
    { token: shopper.accessToken, headers: cookie ? { cookie } : {} },
  );
  expect(res.statusCode, res.body).toBe(201);
  const placed = res.json().data;
  await payOnSandbox(ctx.app, placed.authorizationUrl);
  await api(ctx.app).patch(`/orders/transaction-order/${placed.transaction._id}`, undefined, {
    token: shopper.accessToken,
  });
  return placed.transaction.orders[0]._id as string;
}

const summary = async (who: Registered) =>
  (
    await api(ctx.app).get(`/affiliates/${who.id}/summary?days=30`, { token: who.accessToken })
  ).json().data;

async function deliver(vendor: Registered, orderId: string) {
  for (const to of ['ACCEPTED', 'SHIPPED', 'DELIVERED'] as const) await move(vendor, orderId, to);
}

describe('an affiliate share link', () => {
  it('opens the product, counts the visit once, and credits the order to the kobo when received', async () => {
    const { vendor, shop, item } = await resoldProduct();
    const affiliate = await newShopper(ctx.app);
    const buyer = await newShopper(ctx.app);
    const code = await resell(affiliate, item._id);
    expect(code).toMatch(/^[A-Z2-9]{8}$/);

    const opened = await ctx.app.inject({ method: 'GET', url: `/r/${code.toLowerCase()}` });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(`/product/${item._id}?ref=${code}`);
    const unknown = await ctx.app.inject({ method: 'GET', url: '/r/NOSUCHCODE' });
    expect(unknown.headers.location).toBe('/explore');

    // A visitor, signed out: counted once per browser and half hour; the cookie keeps the affiliate.
    const first = await click({ ref: code, productId: item._id });
    expect(first.res.json().data).toEqual({ counted: true });
    expect(String(first.res.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);
    expect((await click({ ref: code, productId: item._id })).res.json().data.counted).toBe(false);
    expect((await click({ ref: code }, { browser: 'phone-2' })).res.json().data.counted).toBe(true);

    const orderId = await buy(buyer, item._id, first.cookie);
    let figures = await summary(affiliate);
    expect(figures).toMatchObject({
      clicks: 2,
      orders: 1,
      conversion: 50,
      pending: 1000,
      earned: 0,
    });

    await deliver(vendor, orderId);
    // Received twice at once: the escrow is released, and the commission paid, once.
    await Promise.all([move(buyer, orderId, 'RECEIVED'), move(buyer, orderId, 'RECEIVED')]);
    expect(await balance(accounts.wallet(affiliate.id))).toBe(100_000n);
    figures = await summary(affiliate);
    expect(figures).toMatchObject({ pending: 0, earned: 1000, earnedToDate: 1000, products: 1 });
    expect(figures.months.at(-1)).toMatchObject({ clicks: 2, orders: 1, earned: 1000 });

    // The split: the store gets the ₦11,000 less Oja's commission and exactly the affiliate's ₦1,000.
    const release = await services.ledger.entriesOf(ctx.db, ORDER_LEDGER_KINDS.release, orderId);
    const share = (account: string) => release.find((e) => e.account === account)?.amountKobo;
    const oja = share(accounts.commission)!;
    expect(share(accounts.wallet(affiliate.id))).toBe(100_000n);
    expect(share(accounts.business(shop._id))).toBe(1_100_000n - oja - 100_000n);

    const list = await api(ctx.app).get(`/affiliates/${affiliate.id}/products`, {
      token: affiliate.accessToken,
    });
    expect(list.json().data.results[0]).toMatchObject({
      _id: item._id,
      code,
      commission: 10,
      commissionPerSale: 1000,
      open: true,
      clicks: 2,
      orders: 1,
      pending: 0,
      earned: 1000,
    });
  });

  it('credits a signed-in visitor on any browser, and the last affiliate before checkout', async () => {
    const { item } = await resoldProduct();
    const [first, last, buyer] = await Promise.all([
      newShopper(ctx.app),
      newShopper(ctx.app),
      newShopper(ctx.app),
    ]);
    const firstCode = await resell(first, item._id);
    await resell(last, item._id);
    await click({ ref: firstCode, productId: item._id }, { who: buyer });
    // The second came through a link to the whole store, with the affiliate's own code.
    const lastCode = (await services.users.me(last.id)).profile.referralCode;
    const store = await api(ctx.app).get(`/products/${item._id}`);
    await click({ ref: lastCode, businessId: store.json().data.business._id }, { who: buyer });

    // Checked out on another browser, without the cookie: the server kept the last affiliate.
    await buy(buyer, item._id);
    expect((await summary(last)).pending).toBe(1000);
    expect((await summary(first)).pending).toBe(0);
  });

  it('earns nothing through your own link, or for a seller through a link to their own product', async () => {
    const { vendor, shop, item } = await resoldProduct();
    const affiliate = await newShopper(ctx.app);
    const friend = await newShopper(ctx.app);
    const code = await resell(affiliate, item._id);

    const own = await click({ ref: code, productId: item._id }, { who: affiliate });
    expect(own.res.json().data.counted).toBe(false);
    expect(own.cookie).toBeUndefined();
    const seller = await click({ ref: code, productId: item._id }, { who: vendor });
    expect(seller.res.json().data.counted).toBe(false);
    const sellerCode = (await services.users.me(vendor.id)).profile.referralCode;
    const storeLink = await click({ ref: sellerCode, businessId: shop._id }, { browser: 'x' });
    expect(storeLink.res.json(), storeLink.res.body).toMatchObject({ data: { counted: false } });

    // A cookie naming the affiliate (a friend's) on the affiliate's own checkout earns nothing.
    const { cookie } = await click({ ref: code, productId: item._id }, { browser: 'friend' });
    await buy(affiliate, item._id, cookie);
    expect((await summary(affiliate)).pending).toBe(0);
    // A forged cookie credits nobody.
    await buy(friend, item._id, `oja_ref=${affiliate.id}.${Math.floor(Date.now() / 1000)}.forged`);
    expect((await summary(affiliate)).orders).toBe(0);
  });

  it('takes the commission back on a confirmed return', async () => {
    const { vendor, item } = await resoldProduct({ acceptsReturns: true });
    const affiliate = await newShopper(ctx.app);
    const buyer = await newShopper(ctx.app);
    const code = await resell(affiliate, item._id);
    const { cookie } = await click({ ref: code, productId: item._id });
    const orderId = await buy(buyer, item._id, cookie);
    await deliver(vendor, orderId);
    await move(buyer, orderId, 'RECEIVED');
    expect((await summary(affiliate)).earned).toBe(1000);
    expect((await move(buyer, orderId, 'RETURNED')).statusCode).toBe(200);
    expect((await move(vendor, orderId, 'RETURN_CONFIRMED')).statusCode).toBe(200);
    expect(await balance(accounts.wallet(affiliate.id))).toBe(0n);
    expect(await summary(affiliate)).toMatchObject({ earned: 0, pending: 0, earnedToDate: 0 });
  });
});

describe('the affiliate dashboard calls', () => {
  it('lists products open to resale with the seller, stock and what a sale earns', async () => {
    const { vendor, shop, item } = await resoldProduct();
    const affiliate = await newShopper(ctx.app);
    await resell(affiliate, item._id);
    const seen = await api(ctx.app).get('/affiliates/products?limit=50', {
      token: affiliate.accessToken,
    });
    const offer = seen.json().data.results.find((o: { _id: string }) => o._id === item._id);
    expect(offer).toMatchObject({
      unitPrice: 10_000,
      quantity: 20,
      commission: 10,
      commissionPerSale: 1000,
      inMyList: true,
      business: { rating: { average: 0, count: 0 } },
    });
    // The seller does not see their own products to resell.
    const own = await api(ctx.app).get('/affiliates/products?limit=50', {
      token: vendor.accessToken,
    });
    expect(own.json().data.results.map((o: { _id: string }) => o._id)).not.toContain(item._id);
    // Removed by the seller: its products are no longer offered to them.
    const removed = await api(ctx.app).delete(
      `/businesses/${shop._id}/affiliates/${affiliate.id}`,
      { token: vendor.accessToken },
    );
    expect(removed.statusCode, removed.body).toBe(200);
    const after = await api(ctx.app).get('/affiliates/products?limit=50', {
      token: affiliate.accessToken,
    });
    expect(after.json().data.results.map((o: { _id: string }) => o._id)).not.toContain(item._id);
    const programme = (await api(ctx.app).get('/affiliates/programme')).json().data;
    expect(programme.products).toBeGreaterThanOrEqual(1);
    expect(programme.commission.highest).toBeGreaterThanOrEqual(10);
  });

  it('takes a product off the resale list', async () => {
    const { item } = await resoldProduct();
    const affiliate = await newShopper(ctx.app);
    await resell(affiliate, item._id);
    const off = () =>
      api(ctx.app).delete(`/products/resell/${item._id}`, { token: affiliate.accessToken });
    expect((await off()).statusCode).toBe(200);
    expect((await off()).statusCode).toBe(404);
    expect((await summary(affiliate)).products).toBe(0);
  });

  it('shows figures only to the affiliate and refuses bad input', async () => {
    const affiliate = await newShopper(ctx.app);
    const stranger = await newShopper(ctx.app);
    for (const path of ['summary', 'products']) {
      const url = `/affiliates/${affiliate.id}/${path}`;
      expect((await api(ctx.app).get(url, { token: stranger.accessToken })).statusCode).toBe(403);
      expect((await api(ctx.app).get(url)).statusCode).toBe(401);
    }
    const badRange = await api(ctx.app).get(`/affiliates/${affiliate.id}/summary?days=12`, {
      token: affiliate.accessToken,
    });
    expect(badRange.statusCode).toBe(400);
    expect((await click({ ref: 'no spaces!' })).res.statusCode).toBe(400);
    expect((await click({ ref: 'NOSUCHCODE' })).res.statusCode).toBe(404);
    const both = await click({
      ref: 'ABCDEFGH',
      productId: affiliate.id,
      businessId: affiliate.id,
    });
    expect(both.res.statusCode).toBe(400);
  });
});
