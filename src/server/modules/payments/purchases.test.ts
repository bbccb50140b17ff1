import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../services.ts';
import { payOnSandbox, placeOrder, addProduct, openShop } from '../../testing/shop.ts';
import {
  api,
  createTestContext,
  fetchThrough,
  registerUser,
  type Registered,
  type TestContext,
} from '../../testing/test-app.ts';
import { accounts } from '../ledger/ledger.public.ts';
import type { PaymentType } from './payments.service.ts';
import { paymentTransactions, purchases } from './payments.schema.ts';
import type { PayWith, PurchaseRow } from './purchases.service.ts';
import { credit } from '../payouts/withdrawals.fixtures.ts';

// Something Oja sells, as a later module (plans, badges, gifts) will offer it.
const GOODS = 'TEST_GOODS' as PaymentType;

let ctx: TestContext;
let services: Services;
const delivered: PurchaseRow[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  // Its own services on the app's database; the provider is the app's sandbox.
  services = createServices({ config: ctx.config, db: ctx.db, fetch: fetchThrough(() => ctx.app) });
  services.purchases.offer(GOODS, {
    delivered: async (_tx, purchase) => {
      delivered.push(purchase);
    },
  });
});
afterAll(() => ctx.close());
afterEach(async () => {
  expect(await services.ledger.total()).toBe(0n);
  delivered.length = 0;
});

const naira = (n: number) => BigInt(n * 100);
const balance = async (account: string) => Number(await services.ledger.balance(account)) / 100;
const creator = () => accounts.wallet(uuidv7());

function buy(
  buyer: Registered,
  o: { price: number; payees?: { account: string; amountKobo: bigint }[] } & Partial<{
    key: string;
    points: number;
    payWith: PayWith;
  }>,
) {
  return services.purchases.buy(buyer.id, {
    kind: GOODS,
    key: o.key,
    priceKobo: naira(o.price),
    points: o.points,
    payWith: o.payWith,
    payees: o.payees ?? [{ account: accounts.revenue, amountKobo: naira(o.price) }],
    memo: 'Growth plan, 3 months',
    returnPath: (p) => `/shopper/my-subscription?payment=${p.id}`,
  });
}

async function givePoints(user: Registered, points: number) {
  await ctx.db.transaction((tx) =>
    services.ledger.post(tx, {
      kind: 'TEST_REWARD',
      reference: uuidv7(),
      entries: [
        { account: accounts.rewards, amountKobo: -naira(points) },
        { account: accounts.points(user.id), amountKobo: naira(points) },
      ],
    }),
  );
}

const purchasesOf = (user: Registered) =>
  ctx.db.select().from(purchases).where(eq(purchases.buyerId, user.id));
const paymentsOf = (user: Registered) =>
  ctx.db.select().from(paymentTransactions).where(eq(paymentTransactions.userId, user.id));

describe('buying from the wallet', () => {
  it('is paid at once, the price reaches its payees through the ledger, and delivered once', async () => {
    const buyer = await registerUser(ctx.app);
    await credit(ctx.db, services.ledger, accounts.wallet(buyer.id), 10_000);
    const artist = creator();
    const revenueBefore = await balance(accounts.revenue);

    const bought = await buy(buyer, {
      price: 3000,
      payWith: 'WALLET',
      payees: [
        { account: artist, amountKobo: naira(2400) },
        { account: accounts.revenue, amountKobo: naira(600) },
      ],
    });
    expect(bought.purchase.status).toBe('PAID');
    expect(bought.authorizationUrl).toBeNull();
    expect(bought.transaction).toMatchObject({ type: GOODS, amount: 3000, status: 'SUCCESS' });
    expect(await balance(accounts.wallet(buyer.id))).toBe(7000);
    expect(await balance(artist)).toBe(2400);
    expect((await balance(accounts.revenue)) - revenueBefore).toBe(600);
    expect(delivered.map((p) => p.id)).toEqual([bought.purchase.id]);

    // The buyer's history says what the money bought.
    const history = await api(ctx.app).get(`/payments/histories/${buyer.id}`, {
      token: buyer.accessToken,
    });
    expect(history.json().data.results[0]).toMatchObject({
      direction: 'DEBIT',
      amount: 3000,
      description: 'Growth plan, 3 months',
    });
  });

  it('buys once per key: a repeat charges nothing, other terms with the same key are refused', async () => {
    const buyer = await registerUser(ctx.app);
    await credit(ctx.db, services.ledger, accounts.wallet(buyer.id), 5000);
    const first = await buy(buyer, { price: 1000, payWith: 'WALLET', key: 'plan:growth:2026-11' });
    const again = await buy(buyer, { price: 1000, payWith: 'WALLET', key: 'plan:growth:2026-11' });
    expect(again.purchase.id).toBe(first.purchase.id);
    expect(again.transaction?._id).toBe(first.transaction?._id);
    await expect(
      buy(buyer, { price: 2000, payWith: 'WALLET', key: 'plan:growth:2026-11' }),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect(await balance(accounts.wallet(buyer.id))).toBe(4000);
    expect(delivered).toHaveLength(1);
  });

  it('refuses what the wallet does not cover and writes nothing', async () => {
    const buyer = await registerUser(ctx.app);
    await credit(ctx.db, services.ledger, accounts.wallet(buyer.id), 999);
    await expect(buy(buyer, { price: 1000, payWith: 'WALLET' })).rejects.toMatchObject({
      statusCode: 409,
      message: 'Your wallet balance is not enough for this payment',
    });
    expect(await purchasesOf(buyer)).toHaveLength(0);
    expect(await paymentsOf(buyer)).toHaveLength(0);
    expect(await balance(accounts.wallet(buyer.id))).toBe(999);
  });

  it('20 purchases at once from a wallet that covers 10: exactly 10 are charged', async () => {
    const buyer = await registerUser(ctx.app);
    await credit(ctx.db, services.ledger, accounts.wallet(buyer.id), 10_000);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => buy(buyer, { price: 1000, payWith: 'WALLET' })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(await balance(accounts.wallet(buyer.id))).toBe(0);
    expect(delivered).toHaveLength(10);
  });

  it('10 requests at once with one key: one charge, one delivery', async () => {
    const buyer = await registerUser(ctx.app);
    await credit(ctx.db, services.ledger, accounts.wallet(buyer.id), 10_000);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        buy(buyer, { price: 1500, payWith: 'WALLET', key: 'badge' }),
      ),
    );
    expect(new Set(results.map((r) => r.purchase.id)).size).toBe(1);
    expect(await balance(accounts.wallet(buyer.id))).toBe(8500);
    expect(delivered).toHaveLength(1);
  });

  it("pays from the wallet when the buyer's settings say so", async () => {
    const buyer = await registerUser(ctx.app);
    await credit(ctx.db, services.ledger, accounts.wallet(buyer.id), 2000);
    await api(ctx.app).put(
      `/users/${buyer.id}`,
      { paymentChargeMode: 'WALLET' },
      { token: buyer.accessToken },
    );
    const bought = await buy(buyer, { price: 500 });
    expect(bought.purchase).toMatchObject({ payWith: 'WALLET', status: 'PAID' });
    expect(await balance(accounts.wallet(buyer.id))).toBe(1500);
  });
});

describe('buying by card', () => {
  it('opens the payment page, and is applied once by the callback, a repeat and reconciliation', async () => {
    const buyer = await registerUser(ctx.app);
    const bought = await buy(buyer, { price: 2500, payWith: 'CARD' });
    expect(bought.purchase.status).toBe('PENDING');
    expect(bought.authorizationUrl).toContain('/checkout/');
    // Asking again shows the same payment page rather than a second payment.
    const again = await buy(buyer, { price: 2500, payWith: 'CARD', key: bought.purchase.key });
    expect(again.authorizationUrl).toBe(bought.authorizationUrl);
    expect(await paymentsOf(buyer)).toHaveLength(1);

    const back = await payOnSandbox(ctx.app, bought.authorizationUrl!);
    expect(back).toContain('/shopper/my-subscription?payment=');
    const paymentId = bought.transaction!._id;
    await Promise.all([
      services.payments.verify(buyer.id, paymentId),
      services.payments.verify(buyer.id, paymentId),
    ]);
    await services.payments.reconcile(new Date(Date.now() + 10 * 60_000));
    const [row] = await purchasesOf(buyer);
    expect(row).toMatchObject({ status: 'PAID' });
    expect(delivered.map((p) => p.id)).toEqual([bought.purchase.id]);
  });

  it('holds the points while the card payment is open and gives them back when it is declined', async () => {
    const buyer = await registerUser(ctx.app);
    await givePoints(buyer, 1000);
    const bought = await buy(buyer, {
      price: 2500,
      points: 1000,
      payWith: 'CARD',
      key: 'gold-badge',
    });
    // The card pays only what the points do not cover.
    expect(bought.transaction).toMatchObject({ amount: 1500, status: 'PENDING' });
    expect(await balance(accounts.points(buyer.id))).toBe(0);

    await payOnSandbox(ctx.app, bought.authorizationUrl!, 'declined');
    await services.payments.verify(buyer.id, bought.transaction!._id);
    const [row] = await purchasesOf(buyer);
    expect(row).toMatchObject({ status: 'CANCELLED' });
    expect(await balance(accounts.points(buyer.id))).toBe(1000);
    expect(delivered).toHaveLength(0);

    // Trying again with the same key is a new purchase with its own payment page, not the
    // given-up one answered as if it stood.
    const again = await buy(buyer, {
      price: 2500,
      points: 1000,
      payWith: 'CARD',
      key: 'gold-badge',
    });
    expect(again.purchase.id).not.toBe(bought.purchase.id);
    expect(again.purchase.status).toBe('PENDING');
    expect(again.authorizationUrl).toEqual(expect.any(String));
    expect(await balance(accounts.points(buyer.id))).toBe(0);
    await payOnSandbox(ctx.app, again.authorizationUrl!, 'declined');
    await services.payments.verify(buyer.id, again.transaction!._id);
  });

  it('points and card together: the whole price reaches its payees', async () => {
    const buyer = await registerUser(ctx.app);
    await givePoints(buyer, 400);
    const artist = creator();
    const bought = await buy(buyer, {
      price: 2000,
      points: 400,
      payWith: 'CARD',
      payees: [{ account: artist, amountKobo: naira(2000) }],
    });
    await payOnSandbox(ctx.app, bought.authorizationUrl!);
    await services.payments.verify(buyer.id, bought.transaction!._id);
    expect(await balance(artist)).toBe(2000);
    expect(await balance(accounts.points(buyer.id))).toBe(0);
    expect(await balance(accounts.pointsHeld(bought.purchase.id))).toBe(0);
  });
});

describe('buying with points', () => {
  it('points that cover the whole price pay it without any payment', async () => {
    const buyer = await registerUser(ctx.app);
    await givePoints(buyer, 500);
    const bought = await buy(buyer, { price: 500, points: 500, payWith: 'CARD' });
    expect(bought.purchase.status).toBe('PAID');
    expect(bought.transaction).toBeNull();
    expect(bought.authorizationUrl).toBeNull();
    expect(await paymentsOf(buyer)).toHaveLength(0);
    expect(await balance(accounts.points(buyer.id))).toBe(0);
    expect(delivered).toHaveLength(1);
  });

  it('refuses more points than the buyer has or than the price, writing nothing', async () => {
    const buyer = await registerUser(ctx.app);
    await givePoints(buyer, 100);
    await expect(buy(buyer, { price: 500, points: 200, payWith: 'CARD' })).rejects.toMatchObject({
      statusCode: 409,
    });
    await expect(buy(buyer, { price: 500, points: 600, payWith: 'CARD' })).rejects.toMatchObject({
      statusCode: 400,
    });
    expect(await purchasesOf(buyer)).toHaveLength(0);
    expect(await balance(accounts.points(buyer.id))).toBe(100);
  });
});

describe('checkout through the purchase service', () => {
  it("pays a checkout from the wallet when the shopper's settings say so", async () => {
    const { vendor, shop } = await openShop(ctx.app, { deliveryFee: 1000 });
    const product = await addProduct(ctx.app, vendor, shop._id, { unitPrice: 4000 });
    const shopper = await registerUser(ctx.app);
    await credit(ctx.db, services.ledger, accounts.wallet(shopper.id), 10_000);
    await api(ctx.app).put(
      `/users/${shopper.id}`,
      { paymentChargeMode: 'WALLET' },
      { token: shopper.accessToken },
    );
    const placed = await placeOrder(ctx.app, shopper, [{ productId: product._id, count: 1 }]);
    expect((placed.transaction as { status?: string }).status).toBe('SUCCESS');
    expect(await balance(accounts.wallet(shopper.id))).toBe(5000);
  });
});
