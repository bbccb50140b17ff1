import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentTransactions } from '../payments/payments.schema.ts';
import { products } from '../products/products.schema.ts';
import { idempotencyKeys } from './idempotency.schema.ts';
import { createIdempotencyService } from './idempotency.service.ts';
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

describe('a key held by an instance that died', () => {
  /** Leaves `key` as an attempt on another instance would: the same request, not answered. */
  async function heldElsewhere(
    shopper: Registered,
    key: string,
    state: { lapsed: boolean; workCommitted: boolean },
  ) {
    const [model] = await ctx.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, shopper.id), eq(idempotencyKeys.key, 'model')));
    await ctx.db.insert(idempotencyKeys).values({
      userId: shopper.id,
      key,
      requestHash: model!.requestHash,
      attempt: randomUUID(),
      heldUntil: sql`now() + ${state.lapsed ? '-1 second' : '1 minute'}::interval`,
      workCommitted: state.workCommitted,
    });
  }

  it('runs the request again once when none of the dead attempt committed', async () => {
    const shopper = await newShopper(ctx.app);
    const item = await addProduct(ctx.app, shop.vendor, shop.shop._id, { quantity: 10 });
    expect((await checkout(shopper, item._id, 1, 'model')).statusCode).toBe(201);
    await heldElsewhere(shopper, 'lost', { lapsed: true, workCommitted: false });
    const repeats = await Promise.all(
      Array.from({ length: 4 }, () => checkout(shopper, item._id, 1, 'lost')),
    );
    const codes = repeats.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409]);
    const replay = await checkout(shopper, item._id, 1, 'lost');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(repeats.find((r) => r.statusCode === 201)!.json());
    expect(await transactionsOf(shopper.id)).toHaveLength(2);
    expect(await stockOf(item._id)).toBe(8);
  });

  it('waits while the attempt is alive, and never redoes work that committed', async () => {
    const shopper = await newShopper(ctx.app);
    const item = await addProduct(ctx.app, shop.vendor, shop.shop._id, { quantity: 10 });
    expect((await checkout(shopper, item._id, 1, 'model')).statusCode).toBe(201);
    await heldElsewhere(shopper, 'alive', { lapsed: false, workCommitted: false });
    await heldElsewhere(shopper, 'done', { lapsed: true, workCommitted: true });
    const alive = await checkout(shopper, item._id, 1, 'alive');
    expect(alive.statusCode).toBe(409);
    expect(alive.json().code).toBe('IDEMPOTENCY_KEY_IN_USE');
    const done = await checkout(shopper, item._id, 1, 'done');
    expect(done.statusCode).toBe(409);
    expect(done.json()).toMatchObject({
      success: false,
      code: 'IDEMPOTENCY_KEY_INTERRUPTED',
      message: expect.stringContaining('My orders'),
    });
    expect(await transactionsOf(shopper.id)).toHaveLength(1);
    expect(await stockOf(item._id)).toBe(9);
  });

  const request = {
    headers: { 'idempotency-key': 'slow' },
    method: 'POST',
    routeOptions: { url: '/slow' },
    params: {},
    body: {},
  } as unknown as FastifyRequest;
  const reply = { status: () => reply, header: () => reply } as unknown as FastifyReply;

  it('a request that fails after committing frees its key (what failed undid its work)', async () => {
    const shopper = await newShopper(ctx.app);
    const service = createIdempotencyService({ db: ctx.db });
    const failing = service.once(request, reply, shopper.id, async () => {
      await ctx.db.transaction((tx) => tx.execute(sql`SELECT 1`));
      throw new Error('the payment provider is down');
    });
    await expect(failing).rejects.toThrow('provider is down');
    const again = await service.once(request, reply, shopper.id, async () => ({
      status: 201,
      body: 'placed',
    }));
    expect(again).toBe('placed');
  });

  it('rolls back the transaction of an attempt whose key was taken over', async () => {
    const shopper = await newShopper(ctx.app);
    const item = await addProduct(ctx.app, shop.vendor, shop.shop._id, { quantity: 10 });
    const service = createIdempotencyService({ db: ctx.db, leaseMs: 300 });
    let resume = () => {};
    const paused = new Promise<void>((resolve) => (resume = resolve));
    const slow = service.once(request, reply, shopper.id, async () => {
      await paused;
      await ctx.db.transaction((tx) =>
        tx.execute(sql`UPDATE products SET quantity = quantity - 1 WHERE id = ${item._id}`),
      );
      return { status: 201, body: 'done' };
    });
    // Another instance takes the key over, as it would once this one's lease ran out.
    await expect
      .poll(
        async () =>
          (
            await ctx.db
              .select()
              .from(idempotencyKeys)
              .where(eq(idempotencyKeys.userId, shopper.id))
          ).length,
      )
      .toBe(1);
    const successor = randomUUID();
    await ctx.db
      .update(idempotencyKeys)
      .set({ attempt: successor })
      .where(eq(idempotencyKeys.userId, shopper.id));
    resume();
    await expect(slow).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_IN_USE' });
    expect(await stockOf(item._id)).toBe(10);
    const [row] = await ctx.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, shopper.id));
    expect(row).toMatchObject({ attempt: successor, workCommitted: false, responseStatus: null });
  });
});
