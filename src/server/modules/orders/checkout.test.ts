import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from './orders.schema.ts';
import { paymentTransactions } from '../payments/payments.schema.ts';
import { products } from '../products/products.schema.ts';
import { createOrdersService } from './orders.service.ts';
import { createServices, type Services } from '../../services.ts';
import { lagosAddress } from '../../testing/shop.ts';
import {
  api,
  createBusiness,
  createTestContext,
  registerUser,
  type Registered,
  type TestContext,
} from '../../testing/test-app.ts';

let ctx: TestContext;
let services: Services;
let vendorA: Registered;
let vendorB: Registered;
let shopper: Registered;
let shopA: { _id: string };
let shopB: { _id: string };

const address = lagosAddress;

beforeAll(async () => {
  ctx = await createTestContext();
  services = createServices({ config: ctx.config, db: ctx.db });
  [vendorA, vendorB, shopper] = await Promise.all([
    registerUser(ctx.app),
    registerUser(ctx.app),
    registerUser(ctx.app),
  ]);
  shopA = await createBusiness(ctx.app, vendorA, { state: 'Lagos' });
  shopB = await createBusiness(ctx.app, vendorB, { state: 'Kano' });
  await api(ctx.app).put(
    `/businesses/${shopA._id}/delivery-fees`,
    { defaultFee: 3000, stateFees: [{ state: 'Lagos', fee: 1500 }] },
    { token: vendorA.accessToken },
  );
  await api(ctx.app).put(
    `/businesses/${shopB._id}/delivery-fees`,
    { defaultFee: 4000 },
    { token: vendorB.accessToken },
  );
});
afterAll(() => ctx.close());

async function product(owner: Registered, businessId: string, body: Record<string, unknown>) {
  const res = await api(ctx.app).post(
    '/products',
    { businessId, name: 'Item', unitPrice: 1000, quantity: 10, ...body },
    { token: owner.accessToken },
  );
  return res.json().data as { _id: string };
}
const stock = async (id: string) =>
  (await ctx.db.select().from(products).where(eq(products.id, id)))[0]!;
const checkout = (lines: object[]) =>
  services.orders.checkout(shopper.id, {
    orderDetails: lines as never,
    deliveryAddress: { ...address } as never,
  });

describe('checkout', () => {
  it('makes one order per business under one transaction, priced by the server', async () => {
    const dress = await product(vendorA, shopA._id, {
      name: 'Ankara dress',
      unitPrice: 18500.5,
      quantity: 5,
    });
    const sandals = await product(vendorB, shopB._id, {
      name: 'Kano sandals',
      unitPrice: 9000,
      quantity: 6,
      variants: [
        { name: '42', type: 'size', qty: 2 },
        { name: '43', type: 'size', qty: 4 },
      ],
    });
    const { transaction, orders: made } = await checkout([
      { productId: dress._id, count: 2, unitPrice: 1 },
      { productId: sandals._id, count: 3, variant: { name: '43' } },
    ]);
    expect(made).toHaveLength(2);
    const a = made.find((o) => o.businessId === shopA._id)!;
    const b = made.find((o) => o.businessId === shopB._id)!;
    expect([a.subtotalKobo, a.deliveryFeeKobo, a.totalKobo]).toEqual([
      3_700_100n,
      150_000n,
      3_850_100n,
    ]);
    expect([b.subtotalKobo, b.deliveryFeeKobo, b.totalKobo]).toEqual([
      2_700_000n,
      400_000n,
      3_100_000n,
    ]);
    expect(transaction.amountKobo).toBe(6_950_100n);
    expect(transaction.status).toBe('PENDING');
    expect(a.deliveryAddress).toMatchObject({ state: 'Lagos', phone: '+2348031234567' });
    expect((await stock(dress._id)).quantity).toBe(3);
    const s = await stock(sandals._id);
    expect(s.quantity).toBe(3);
    expect(s.variants).toEqual([
      { name: '42', type: 'size', qty: 2 },
      { name: '43', type: 'size', qty: 1 },
    ]);
    const items = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, b.id));
    expect(items[0]).toMatchObject({
      productName: 'Kano sandals',
      quantity: 3,
      unitPriceKobo: 900_000n,
      variant: { name: '43', type: 'size' },
    });
  });

  it('names a short item, answers 409 and writes nothing', async () => {
    const beads = await product(vendorA, shopA._id, { name: 'Coral beads', quantity: 2 });
    const pot = await product(vendorA, shopA._id, { name: 'Clay pot', quantity: 5 });
    const before = (await ctx.db.select().from(orders)).length;
    const err = await checkout([
      { productId: pot._id, count: 2 },
      { productId: beads._id, count: 3 },
    ]).catch((e: unknown) => e);
    expect(err).toMatchObject({ statusCode: 409, message: 'Not enough Coral beads in stock' });
    expect((await stock(pot._id)).quantity).toBe(5);
    expect((await stock(beads._id)).quantity).toBe(2);
    expect((await ctx.db.select().from(orders)).length).toBe(before);
  });

  it('asks for an option, refuses a business that is not taking orders and a bad address', async () => {
    const shirt = await product(vendorB, shopB._id, {
      name: 'Kaftan',
      quantity: 2,
      variants: [{ name: 'L', type: 'size', qty: 2 }],
    });
    await expect(checkout([{ productId: shirt._id, count: 1 }])).rejects.toMatchObject({
      statusCode: 400,
    });
    await api(ctx.app).put(
      `/businesses/${shopB._id}/taking-order`,
      { value: false },
      { token: vendorB.accessToken },
    );
    await expect(
      checkout([{ productId: shirt._id, count: 1, variant: { name: 'L' } }]),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringMatching(/not taking orders/),
    });
    expect((await stock(shirt._id)).variants[0]!.qty).toBe(2);
    await api(ctx.app).put(
      `/businesses/${shopB._id}/taking-order`,
      { value: true },
      { token: vendorB.accessToken },
    );
    await expect(
      services.orders.checkout(shopper.id, {
        orderDetails: [{ productId: shirt._id, count: 1, variant: { name: 'L' } }],
        deliveryAddress: { ...address, state: 'Gotham' },
      } as never),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('never charges a price changed after checkout read it: 409, nothing written, the retry pays the new one', async () => {
    const mat = await product(vendorA, shopA._id, {
      name: 'Raffia mat',
      unitPrice: 2000,
      quantity: 5,
    });
    // The vendor changes the price right after checkout has read the product.
    let changed = false;
    const orders = createOrdersService({
      ...services,
      db: ctx.db,
      orderSharePercent: 20,
      commissionAt: services.commissionRates.at,
      products: {
        ...services.products,
        forCheckout: async (db, ids) => {
          const found = await services.products.forCheckout(db, ids);
          if (!changed) {
            changed = true;
            await ctx.db
              .update(products)
              .set({ unitPriceKobo: 250_000n })
              .where(eq(products.id, mat._id));
          }
          return found;
        },
      },
    });
    const body = {
      orderDetails: [{ productId: mat._id, count: 2 }],
      deliveryAddress: { ...address },
    } as never;
    await expect(orders.checkout(shopper.id, body)).rejects.toMatchObject({
      statusCode: 409,
      message: 'The price of Raffia mat changed, please review your cart',
    });
    expect((await stock(mat._id)).quantity).toBe(5);
    const sold = () => ctx.db.select().from(orderItems).where(eq(orderItems.productId, mat._id));
    expect(await sold()).toHaveLength(0);

    await orders.checkout(shopper.id, body);
    expect((await stock(mat._id)).quantity).toBe(3);
    expect(await sold()).toMatchObject([{ unitPriceKobo: 250_000n, totalKobo: 500_000n }]);
  });

  it('sells exactly the stock when 50 buyers race for 10 units, never below zero', async () => {
    const gele = await product(vendorA, shopA._id, { name: 'Aso-oke gele', quantity: 10 });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => checkout([{ productId: gele._id, count: 1 }])),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(10);
    expect(
      results
        .filter((r) => r.status === 'rejected')
        .every((r) => (r as PromiseRejectedResult).reason.statusCode === 409),
    ).toBe(true);
    expect((await stock(gele._id)).quantity).toBe(0);
    const sold = await ctx.db.select().from(orderItems).where(eq(orderItems.productId, gele._id));
    expect(sold.reduce((sum, i) => sum + i.quantity, 0)).toBe(10);
    const txns = await ctx.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.userId, shopper.id));
    expect(txns.length).toBeGreaterThanOrEqual(11);
  });
});
