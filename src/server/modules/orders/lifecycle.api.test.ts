import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '#shared/order-flow.ts';
import { orders } from './orders.schema.ts';
import { addProduct, buyAndPay, newShopper, openShop, placeOrder } from '../../testing/shop.ts';
import { api, type Registered } from '../../testing/test-app.ts';
import { ctx, services, move, stockOf, balance, expectOnlyLegalMoves } from './orders.fixtures.ts';

describe('order lifecycle', () => {
  it('runs PENDING → ACCEPTED → SHIPPED → DELIVERED → RECEIVED, releasing escrow minus commission', async () => {
    const { vendor, shop } = await openShop(ctx.app, { deliveryFee: 2000 });
    const shopper = await newShopper(ctx.app);
    const item = await addProduct(ctx.app, vendor, shop._id, { unitPrice: 18_000 });
    const [orderId] = await buyAndPay(ctx.app, shopper, [{ productId: item._id, count: 1 }]);
    const id = orderId!;

    const requests = await api(ctx.app).get(
      `/orders?orderByBusinessId=${shop._id}&orderGroup=requests&orderTransactionPaid=1`,
      { token: vendor.accessToken },
    );
    expect(requests.json().data.results.map((o: { _id: string }) => o._id)).toEqual([id]);
    // A customer's "in progress" holds PENDING too; a business's does not.
    const mine = await api(ctx.app).get(
      `/orders?orderByCustomerId=${shopper.id}&orderGroup=inProgress`,
      { token: shopper.accessToken },
    );
    expect(mine.json().data.totalRecords).toBe(1);
    const theirs = await api(ctx.app).get(
      `/orders?orderByBusinessId=${shop._id}&orderGroup=inProgress`,
      { token: vendor.accessToken },
    );
    expect(theirs.json().data.totalRecords).toBe(0);

    const path: [Registered, OrderStatus, OrderStatus][] = [
      [vendor, 'PENDING', 'ACCEPTED'],
      [vendor, 'ACCEPTED', 'SHIPPED'],
      [vendor, 'SHIPPED', 'DELIVERED'],
      [shopper, 'DELIVERED', 'RECEIVED'],
    ];
    for (const [who, from, to] of path) {
      await expectOnlyLegalMoves(vendor, shopper, id, from);
      const res = await move(who, id, to);
      expect(res.statusCode, `${from}→${to}`).toBe(200);
      expect(res.json().message).toBe(`Order ${to.toLowerCase()} successfully`);
      expect(res.json().data.status).toBe(to);
    }
    await expectOnlyLegalMoves(vendor, shopper, id, 'RECEIVED');

    const order = (await api(ctx.app).get(`/orders/${id}`, { token: shopper.accessToken })).json()
      .data;
    expect(order.history.map((h: { status: string }) => h.status)).toEqual([
      'PENDING',
      'ACCEPTED',
      'SHIPPED',
      'DELIVERED',
      'RECEIVED',
    ]);
    expect(order.products[0]).toMatchObject({
      product: { _id: item._id, name: item.name },
      unitPrice: 18_000,
      totalPrice: 18_000,
    });
    // ₦20,000 paid: 5 % commission (₦1,000) to the platform, ₦19,000 to the business.
    expect(await balance(`escrow:${id}`)).toBe(0n);
    expect(await balance(`business:${shop._id}`)).toBe(1_900_000n);
    expect(await balance('platform:commission')).toBeGreaterThanOrEqual(100_000n);
    const figures = (
      await api(ctx.app).get(`/businesses/${shop._id}`, { token: vendor.accessToken })
    ).json().data;
    expect(figures).toMatchObject({
      curr_balance: 19_000,
      total_revenue: 19_000,
      total_withdrawn: 0,
    });
    const publicView = (await api(ctx.app).get(`/businesses/${shop._id}`)).json().data;
    expect(publicView.curr_balance).toBe(0);
    const completed = await api(ctx.app).get(
      `/orders?orderByBusinessId=${shop._id}&orderGroup=completed`,
      { token: vendor.accessToken },
    );
    expect(completed.json().data.totalRecords).toBe(1);
  });

  it('keeps other vendors and customers out of an order', async () => {
    const { vendor, shop } = await openShop(ctx.app);
    const other = await openShop(ctx.app);
    const shopper = await newShopper(ctx.app);
    const stranger = await newShopper(ctx.app);
    const item = await addProduct(ctx.app, vendor, shop._id);
    const [id] = await buyAndPay(ctx.app, shopper, [{ productId: item._id, count: 1 }]);
    for (const who of [other.vendor, stranger]) {
      expect((await move(who, id!, 'ACCEPTED')).statusCode).toBe(404);
      expect((await api(ctx.app).get(`/orders/${id}`, { token: who.accessToken })).statusCode).toBe(
        404,
      );
      const listed = await api(ctx.app).get(`/orders?orderByBusinessId=${shop._id}`, {
        token: who.accessToken,
      });
      expect(listed.json().data.totalRecords).toBe(0);
    }
    const notAnId = await api(ctx.app).get('/orders/123', { token: vendor.accessToken });
    expect(notAnId.statusCode).toBe(400);
    const bad = await api(ctx.app).put(
      `/orders/${id}/status`,
      { status: 'SOLD' },
      { token: vendor.accessToken },
    );
    expect(bad.statusCode).toBe(400);
    const badFilter = await api(ctx.app).get('/orders?orderStatus=LOST', {
      token: vendor.accessToken,
    });
    expect(badFilter.statusCode).toBe(400);
    const anonymous = await api(ctx.app).get(`/orders/${id}`);
    expect(anonymous.statusCode).toBe(401);
  });

  it('does not move an order that was never paid', async () => {
    const { vendor, shop } = await openShop(ctx.app);
    const shopper = await newShopper(ctx.app);
    const item = await addProduct(ctx.app, vendor, shop._id);
    const placed = await placeOrder(ctx.app, shopper, [{ productId: item._id, count: 1 }]);
    const res = await move(vendor, placed.transaction.orders[0]!._id, 'ACCEPTED');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/not been paid/);
  });

  it('two confirmations of receipt at once release the escrow once', async () => {
    const { vendor, shop } = await openShop(ctx.app, { deliveryFee: 0 });
    const shopper = await newShopper(ctx.app);
    const item = await addProduct(ctx.app, vendor, shop._id, { unitPrice: 10_000 });
    const [id] = await buyAndPay(ctx.app, shopper, [{ productId: item._id, count: 1 }]);
    for (const to of ['ACCEPTED', 'SHIPPED', 'DELIVERED'] as const) await move(vendor, id!, to);
    const answers = await Promise.all([
      move(shopper, id!, 'RECEIVED'),
      move(shopper, id!, 'RECEIVED'),
      move(shopper, id!, 'RECEIVED'),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await balance(`business:${shop._id}`)).toBe(950_000n);
  });

  it('a rejected order refunds the buyer to their wallet and restocks', async () => {
    const { vendor, shop } = await openShop(ctx.app, { deliveryFee: 500 });
    const shopper = await newShopper(ctx.app);
    const item = await addProduct(ctx.app, vendor, shop._id, { unitPrice: 3000, quantity: 4 });
    const [id] = await buyAndPay(ctx.app, shopper, [{ productId: item._id, count: 2 }]);
    expect(await stockOf(item._id)).toBe(2);
    const res = await move(vendor, id!, 'REJECTED');
    expect(res.json()).toMatchObject({
      message: 'Order rejected successfully',
      data: { status: 'REJECTED', refunded: 6500 },
    });
    expect(await balance(`wallet:${shopper.id}`)).toBe(650_000n);
    expect(await balance(`escrow:${id}`)).toBe(0n);
    expect(await stockOf(item._id)).toBe(4);
    const failed = await api(ctx.app).get(
      `/orders?orderByCustomerId=${shopper.id}&orderStatus=REJECTED,RETURNED,RETURN_CONFIRMED`,
      { token: shopper.accessToken },
    );
    expect(failed.json().data.totalRecords).toBe(1);
  });

  it('returns within the window only when the business accepts them; a confirmed return undoes the release', async () => {
    const strict = await openShop(ctx.app);
    const lenient = await openShop(ctx.app, { acceptsReturns: true, deliveryFee: 1000 });
    const shopper = await newShopper(ctx.app);
    const a = await addProduct(ctx.app, strict.vendor, strict.shop._id);
    const b = await addProduct(ctx.app, lenient.vendor, lenient.shop._id, {
      unitPrice: 9000,
      quantity: 3,
    });
    const [strictOrder] = await buyAndPay(ctx.app, shopper, [{ productId: a._id, count: 1 }]);
    const [order] = await buyAndPay(ctx.app, shopper, [{ productId: b._id, count: 1 }]);
    for (const [who, id] of [
      [strict.vendor, strictOrder!],
      [lenient.vendor, order!],
    ] as const) {
      for (const to of ['ACCEPTED', 'SHIPPED', 'DELIVERED'] as const)
        expect((await move(who, id, to)).statusCode).toBe(200);
    }
    const refused = await move(shopper, strictOrder!, 'RETURNED');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/does not accept returns/);

    expect((await move(shopper, order!, 'RECEIVED')).statusCode).toBe(200);
    expect(await balance(`business:${lenient.shop._id}`)).toBe(950_000n);
    const detail = (
      await api(ctx.app).get(`/orders/${order}`, { token: shopper.accessToken })
    ).json().data;
    expect(detail.returnableUntil).not.toBeNull();
    expect((await move(shopper, order!, 'RETURNED')).statusCode).toBe(200);
    await expectOnlyLegalMoves(lenient.vendor, shopper, order!, 'RETURNED');
    expect((await move(lenient.vendor, order!, 'RETURN_CONFIRMED')).statusCode).toBe(200);
    expect(await balance(`business:${lenient.shop._id}`)).toBe(0n);
    expect(await balance(`wallet:${shopper.id}`)).toBe(1_000_000n);
    expect(await stockOf(b._id)).toBe(3);

    // After the window, a return is refused.
    const [late] = await buyAndPay(ctx.app, shopper, [{ productId: b._id, count: 1 }]);
    for (const to of ['ACCEPTED', 'SHIPPED', 'DELIVERED'] as const)
      await move(lenient.vendor, late!, to);
    await ctx.db.execute(
      sql`UPDATE orders SET delivered_at = now() - interval '8 days' WHERE id = ${late!}`,
    );
    const tooLate = await move(shopper, late!, 'RETURNED');
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toMatch(/within 7 days/);
  });

  it('marks orders delivered 7 days ago as received, once, and releases their escrow', async () => {
    const { vendor, shop } = await openShop(ctx.app, { deliveryFee: 0 });
    const shopper = await newShopper(ctx.app);
    const item = await addProduct(ctx.app, vendor, shop._id, { unitPrice: 10_000 });
    const [old] = await buyAndPay(ctx.app, shopper, [{ productId: item._id, count: 1 }]);
    const [recent] = await buyAndPay(ctx.app, shopper, [{ productId: item._id, count: 1 }]);
    for (const id of [old!, recent!])
      for (const to of ['ACCEPTED', 'SHIPPED', 'DELIVERED'] as const) await move(vendor, id, to);
    await ctx.db.execute(
      sql`UPDATE orders SET delivered_at = now() - interval '7 days 1 minute' WHERE id = ${old!}`,
    );
    const [first, second] = await Promise.all([
      services.orderStatus.autoReceive(),
      services.orderStatus.autoReceive(),
    ]);
    // Other tests' overdue orders are swept too; this one is received exactly once.
    expect(first! + second!).toBeGreaterThanOrEqual(1);
    const statuses = await ctx.db.select({ id: orders.id, status: orders.status }).from(orders);
    expect(statuses.find((o) => o.id === old)!.status).toBe('RECEIVED');
    expect(statuses.find((o) => o.id === recent)!.status).toBe('DELIVERED');
    expect(await balance(`business:${shop._id}`)).toBe(950_000n);
  });

  it('pays a reseller their share when the line came through their link', async () => {
    const { vendor, shop } = await openShop(ctx.app, { deliveryFee: 0 });
    const affiliate = await newShopper(ctx.app);
    const shopper = await newShopper(ctx.app);
    const item = await addProduct(ctx.app, vendor, shop._id, {
      unitPrice: 20_000,
      resaleAllowed: true,
      affiliateCommission: 10,
    });
    const resale = await api(ctx.app).post(
      '/products/resell',
      { productId: item._id },
      { token: affiliate.accessToken },
    );
    expect(resale.statusCode).toBe(201);
    // The reseller's shared link carries their id.
    const resaleId = affiliate.id;
    const [id] = await buyAndPay(ctx.app, shopper, [{ productId: item._id, count: 1, resaleId }]);
    const seen = await api(ctx.app).get(`/orders?orderByAffiliateIds=${affiliate.id}`, {
      token: affiliate.accessToken,
    });
    expect(seen.json().data.totalRecords).toBe(1);
    for (const to of ['ACCEPTED', 'SHIPPED', 'DELIVERED'] as const) await move(vendor, id!, to);
    await move(shopper, id!, 'RECEIVED');
    // ₦20,000: ₦1,000 commission, ₦2,000 to the reseller, ₦17,000 to the business.
    expect(await balance(`wallet:${affiliate.id}`)).toBe(200_000n);
    expect(await balance(`business:${shop._id}`)).toBe(1_700_000n);
  });
});
