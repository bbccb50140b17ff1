import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentTransactions } from '../payments/payments.schema.ts';
import { products } from '../products/products.schema.ts';
import { createServices } from '../../services.ts';
import { addProduct, lagosAddress, newShopper, openShop } from '../../testing/shop.ts';
import {
  api,
  createTestContext,
  type Registered,
  type TestContext,
} from '../../testing/test-app.ts';

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof openShop>>;

beforeAll(async () => {
  ctx = await createTestContext();
  shop = await openShop(ctx.app);
});
afterAll(() => ctx.close());

const stockOf = async (id: string) =>
  (await ctx.db.select().from(products).where(eq(products.id, id)))[0]!.quantity;
const transactionsOf = async (userId: string) =>
  ctx.db.select().from(paymentTransactions).where(eq(paymentTransactions.userId, userId));

function checkout(shopper: Registered, productId: string, count: number, key?: string) {
  return api(ctx.app).post(
    '/orders',
    { orderDetails: [{ productId, count }], deliveryAddress: lagosAddress },
    { token: shopper.accessToken, headers: key === undefined ? {} : { 'idempotency-key': key } },
  );
}

describe('Idempotency-Key on checkout', () => {
  it('a repeated key returns the first answer and holds the stock once', async () => {
    const shopper = await newShopper(ctx.app);
    const item = await addProduct(ctx.app, shop.vendor, shop.shop._id, { quantity: 10 });
    const first = await checkout(shopper, item._id, 2, 'cart-1');
    const second = await checkout(shopper, item._id, 2, 'cart-1');
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await transactionsOf(shopper.id)).toHaveLength(1);
    expect(await stockOf(item._id)).toBe(8);
    // Without a key, each checkout is its own.
    await checkout(shopper, item._id, 1);
    expect(await transactionsOf(shopper.id)).toHaveLength(2);
  });

  it('concurrent requests with one key create one checkout', async () => {
    const shopper = await newShopper(ctx.app);
    const item = await addProduct(ctx.app, shop.vendor, shop.shop._id, { quantity: 10 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => checkout(shopper, item._id, 1, 'double-tap')),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.every((c) => c === 201 || c === 409)).toBe(true);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json().code).toBe('IDEMPOTENCY_KEY_IN_USE');
    expect(await transactionsOf(shopper.id)).toHaveLength(1);
    expect(await stockOf(item._id)).toBe(9);
  });

  it('refuses the same key for a different request, and keys are per user', async () => {
    const shopper = await newShopper(ctx.app);
    const other = await newShopper(ctx.app);
    const item = await addProduct(ctx.app, shop.vendor, shop.shop._id, { quantity: 10 });
    expect((await checkout(shopper, item._id, 1, 'k-42')).statusCode).toBe(201);
    const changed = await checkout(shopper, item._id, 3, 'k-42');
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ success: false, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await checkout(other, item._id, 1, 'k-42')).statusCode).toBe(201);
    expect(await stockOf(item._id)).toBe(8);
  });

  it('a request that failed frees its key; a malformed key is a 400 with nothing written', async () => {
    const shopper = await newShopper(ctx.app);
    const item = await addProduct(ctx.app, shop.vendor, shop.shop._id, { quantity: 1 });
    const short = await checkout(shopper, item._id, 2, 'retry-me');
    expect(short.statusCode).toBe(409);
    await ctx.db.execute(sql`UPDATE products SET quantity = 5 WHERE id = ${item._id}`);
    expect((await checkout(shopper, item._id, 2, 'retry-me')).statusCode).toBe(201);
    for (const key of ['', 'with space', 'x'.repeat(256), 'naïve']) {
      const bad = await checkout(shopper, item._id, 1, key);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().success).toBe(false);
    }
    expect(await transactionsOf(shopper.id)).toHaveLength(1);
    expect(await stockOf(item._id)).toBe(3);
  });

  it('keys are dropped after a day', async () => {
    const shopper = await newShopper(ctx.app);
    const item = await addProduct(ctx.app, shop.vendor, shop.shop._id, { quantity: 10 });
    await checkout(shopper, item._id, 1, 'old');
    const services = createServices({ config: ctx.config, db: ctx.db });
    expect(
      await services.idempotency.expire(new Date(Date.now() + 25 * 3_600_000)),
    ).toBeGreaterThan(0);
    expect(
      (await checkout(shopper, item._id, 1, 'old')).headers['idempotent-replayed'],
    ).toBeUndefined();
  });
});
