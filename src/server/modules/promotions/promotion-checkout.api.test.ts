import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lagosAddress, buyAndPay, newShopper, placeOrder } from '../../testing/shop.ts';
import { api, registerUser } from '../../testing/test-app.ts';
import { orderItems, orders } from '../orders/orders.schema.ts';
import { products } from '../products/products.schema.ts';
import { ctx, inHours, sale, saleShop, services, soldOf } from './promotions.fixtures.ts';

const stockOf = async (id: string) =>
  (await ctx.db.select().from(products).where(eq(products.id, id)))[0]!.quantity;
const itemsOf = (productId: string) =>
  ctx.db.select().from(orderItems).where(eq(orderItems.productId, productId));
const checkout = (shopperId: string, lines: object[]) =>
  services.orders.checkout(shopperId, {
    orderDetails: lines as never,
    deliveryAddress: { ...lagosAddress } as never,
  });

describe('checkout in a sale', () => {
  it('charges the sale price and records the sale on the order line', async () => {
    const { vendor, shop, dress, cap } = await saleShop();
    const shopper = await newShopper(ctx.app);
    const made = await sale(vendor, {
      businessId: shop._id,
      name: 'Quarter off',
      kind: 'PERCENT',
      percentOff: 25,
      products: [{ productId: dress._id }],
      endsAt: inHours(24),
    });
    const placed = await placeOrder(ctx.app, shopper, [
      { productId: dress._id, count: 2, promotionId: made._id },
      { productId: cap._id, count: 1 },
    ]);
    // 2 × ₦7,500 + ₦4,000 + ₦1,000 delivery.
    expect(placed.transaction.amount).toBe(20_000);
    const [line] = await itemsOf(dress._id);
    expect(line).toMatchObject({
      unitPriceKobo: 750_000n,
      totalKobo: 1_500_000n,
      promotionId: made._id,
    });
    expect((await itemsOf(cap._id))[0]).toMatchObject({
      unitPriceKobo: 400_000n,
      promotionId: null,
    });
    expect(await stockOf(dress._id)).toBe(8);
  });

  it('refuses a line whose sale no longer runs for it with a 409 naming the product, writing nothing', async () => {
    const { vendor, shop, dress, cap } = await saleShop();
    const other = await saleShop();
    const shopper = await newShopper(ctx.app);
    const as = { token: vendor.accessToken };
    const made = await sale(vendor, {
      businessId: shop._id,
      name: 'Short',
      kind: 'PRICE',
      products: [{ productId: dress._id, price: 6_000 }],
      endsAt: inHours(24),
    });
    const later = await sale(vendor, {
      businessId: shop._id,
      name: 'Later',
      kind: 'PERCENT',
      percentOff: 10,
      products: [{ productId: cap._id }],
      startsAt: inHours(2),
      endsAt: inHours(24),
    });
    const theirs = await sale(other.vendor, {
      businessId: other.shop._id,
      name: 'Theirs',
      kind: 'PERCENT',
      percentOff: 10,
      products: [{ productId: other.dress._id }],
      endsAt: inHours(24),
    });
    const before = (await ctx.db.select().from(orders)).length;
    const refused = async (lines: object[], message: string) => {
      const res = await api(ctx.app).post(
        '/orders',
        { orderDetails: lines, deliveryAddress: lagosAddress },
        { token: shopper.accessToken },
      );
      expect(res.statusCode, message).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', message: { orderDetails: message } });
    };
    // Not for that product, not started, another business's sale on this product.
    await refused(
      [{ productId: cap._id, count: 1, promotionId: made._id }],
      'The sale on Fila cap has ended, please review your cart',
    );
    await refused(
      [{ productId: cap._id, count: 1, promotionId: later._id }],
      'The sale on Fila cap has ended, please review your cart',
    );
    await refused(
      [{ productId: dress._id, count: 1, promotionId: theirs._id }],
      'The sale on Adire dress has ended, please review your cart',
    );
    await api(ctx.app).patch(`/promotions/${made._id}`, { status: 'PAUSED' }, as);
    await refused(
      [
        { productId: cap._id, count: 1 },
        { productId: dress._id, count: 1, promotionId: made._id },
      ],
      'The sale on Adire dress has ended, please review your cart',
    );
    await api(ctx.app).patch(`/promotions/${made._id}`, { status: 'ENDED' }, as);
    await refused(
      [{ productId: dress._id, count: 1, promotionId: made._id }],
      'The sale on Adire dress has ended, please review your cart',
    );
    expect((await ctx.db.select().from(orders)).length).toBe(before);
    expect([await stockOf(dress._id), await stockOf(cap._id)]).toEqual([10, 10]);
  });

  it('refuses a sale ended between the price read and the commit: 409, nothing written', async () => {
    const { vendor, shop, dress } = await saleShop();
    const shopper = await newShopper(ctx.app);
    const made = await sale(vendor, {
      businessId: shop._id,
      name: 'Ending',
      kind: 'PERCENT',
      percentOff: 30,
      products: [{ productId: dress._id }],
      endsAt: inHours(24),
    });
    const { createOrdersService } = await import('../orders/orders.service.ts');
    const orders2 = createOrdersService({
      ...services,
      db: ctx.db,
      orderSharePercent: 20,
      commissionAt: services.commissionRates.at,
      promotions: {
        ...services.promotions,
        priceLines: async (db, lines) => {
          const prices = await services.promotions.priceLines(db, lines);
          await api(ctx.app).patch(
            `/promotions/${made._id}`,
            { status: 'ENDED' },
            { token: vendor.accessToken },
          );
          return prices;
        },
      },
    });
    await expect(
      orders2.checkout(shopper.id, {
        orderDetails: [{ productId: dress._id, count: 1, promotionId: made._id }],
        deliveryAddress: { ...lagosAddress },
      } as never),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: 'The sale on Adire dress has ended, please review your cart',
    });
    expect(await itemsOf(dress._id)).toHaveLength(0);
    expect(await stockOf(dress._id)).toBe(10);
  });

  it('sells exactly a flash sale’s units when 40 buyers race for 6, and gives units back', async () => {
    const { vendor, shop, dress } = await saleShop();
    await ctx.db.update(products).set({ quantity: 100 }).where(eq(products.id, dress._id));
    const made = await sale(vendor, {
      businessId: shop._id,
      name: 'Flash',
      kind: 'PRICE',
      products: [{ productId: dress._id, price: 5_000 }],
      endsAt: inHours(2),
      flash: true,
      quantity: 6,
    });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => registerUser(ctx.app)));
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        checkout(buyers[i % buyers.length]!.id, [
          { productId: dress._id, count: 1, promotionId: made._id },
        ]),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(6);
    for (const r of results.filter((r) => r.status === 'rejected'))
      expect((r as PromiseRejectedResult).reason).toMatchObject({
        statusCode: 409,
        message: 'The flash sale on Adire dress has sold out, please review your cart',
      });
    expect(await soldOf(made._id)).toBe(6);
    const sold = await itemsOf(dress._id);
    expect(sold.reduce((sum, i) => sum + i.quantity, 0)).toBe(6);
    expect(sold.every((i) => i.unitPriceKobo === 500_000n)).toBe(true);
    expect(await stockOf(dress._id)).toBe(94);
    // Sold out: the product shows no sale any more.
    expect((await api(ctx.app).get(`/products/${dress._id}`)).json().data.sale).toBeNull();

    // An unpaid checkout cancelled: its unit goes back to the sale (and its stock to the shelf).
    const first = (won[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof checkout>>>).value;
    const owner = buyers.find((b) => b.id === first.orders[0]!.customerId)!;
    const cancelled = await api(ctx.app).delete(`/transactions/${first.transaction.id}`, {
      token: owner.accessToken,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await soldOf(made._id)).toBe(5);
    expect(await stockOf(dress._id)).toBe(95);
    expect((await api(ctx.app).get(`/products/${dress._id}`)).json().data.sale).toMatchObject({
      flash: true,
      unitsLeft: 1,
    });
  });

  it('gives a flash unit back when the vendor rejects a paid order', async () => {
    const { vendor, shop, cap } = await saleShop();
    const shopper = await newShopper(ctx.app);
    const made = await sale(vendor, {
      businessId: shop._id,
      name: 'Flash caps',
      kind: 'PERCENT',
      percentOff: 50,
      products: [{ productId: cap._id }],
      endsAt: inHours(2),
      flash: true,
      quantity: 2,
    });
    const [orderId] = await buyAndPay(ctx.app, shopper, [
      { productId: cap._id, count: 2, promotionId: made._id },
    ]);
    expect(await soldOf(made._id)).toBe(2);
    const refused = await api(ctx.app).post(
      '/orders',
      {
        orderDetails: [{ productId: cap._id, count: 1, promotionId: made._id }],
        deliveryAddress: lagosAddress,
      },
      { token: shopper.accessToken },
    );
    expect(refused.statusCode).toBe(409);
    const rejected = await api(ctx.app).put(
      `/orders/${orderId}/status`,
      { status: 'REJECTED' },
      { token: vendor.accessToken },
    );
    expect(rejected.statusCode).toBe(200);
    expect(await soldOf(made._id)).toBe(0);
    expect(await stockOf(cap._id)).toBe(10);
  });
});
