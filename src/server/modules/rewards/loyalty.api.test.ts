import { describe, expect, it, vi } from 'vitest';
import { addProduct, newShopper, openShop } from '../../testing/shop.ts';
import { api, type Registered } from '../../testing/test-app.ts';
import { checkout, claim, ctx, move, pay, services } from './vouchers.fixtures.ts';

const saveCard = (who: Registered, body: Record<string, unknown>) =>
  api(ctx.app).put('/rewards/loyalty', body, { token: who.accessToken });
const cardOf = async (businessId: string, who?: Registered) =>
  (
    await api(ctx.app).get(`/rewards/loyalty?businessId=${businessId}`, {
      token: who?.accessToken,
    })
  ).json().data;
const heldBy = async (who: Registered) =>
  (await api(ctx.app).get('/rewards/vouchers/mine', { token: who.accessToken })).json().data
    .results;

/** A paid order of one item, taken all the way to RECEIVED. */
async function receivedOrder(vendor: Registered, shopper: Registered, productId: string) {
  const placed = (await checkout(shopper, [{ productId, count: 1 }])).json().data;
  await pay(shopper, placed);
  const orderId = placed.transaction.orders[0]._id;
  for (const status of ['ACCEPTED', 'SHIPPED', 'DELIVERED']) await move(vendor, orderId, status);
  expect((await move(shopper, orderId, 'RECEIVED')).statusCode).toBe(200);
  return orderId as string;
}

describe('loyalty cards', () => {
  it('reward every Nth received order with a voucher off the next one, shown to the customer', async () => {
    const { vendor, shop } = await openShop(ctx.app);
    const item = await addProduct(ctx.app, vendor, shop._id, { unitPrice: 5000, quantity: 50 });
    const saved = await saveCard(vendor, { businessId: shop._id, everyOrders: 2, reward: 500 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      everyOrders: 2,
      reward: 500,
      minOrder: 0,
      active: true,
      progress: null,
      figures: { earned: 0, used: 0, discountGiven: 0, sales: 0 },
    });

    const shopper = await newShopper(ctx.app);
    await receivedOrder(vendor, shopper, item._id);
    expect(await heldBy(shopper)).toHaveLength(0);
    expect((await cardOf(shop._id, shopper)).progress).toEqual({ received: 1, toNext: 1 });
    const second = await receivedOrder(vendor, shopper, item._id);
    const [reward] = await heldBy(shopper);
    expect(reward).toMatchObject({
      status: 'HELD',
      voucher: { title: 'Loyalty reward: ₦500 off', amount: 500, business: { _id: shop._id } },
    });
    expect((await cardOf(shop._id, shopper)).progress).toEqual({ received: 2, toNext: 2 });
    const mine = (
      await api(ctx.app).get('/rewards/loyalty/mine', { token: shopper.accessToken })
    ).json().data;
    expect(mine.map((c: { business: { _id: string } }) => c.business._id)).toEqual([shop._id]);
    expect(mine[0]).toMatchObject({
      everyOrders: 2,
      reward: 500,
      progress: { received: 2, toNext: 2 },
    });
    // The customer hears of it in the app, once.
    const loyaltyNotices = async () =>
      (await api(ctx.app).get('/users/notifications', { token: shopper.accessToken }))
        .json()
        .data.results.filter((n: { link: string }) => n.link === '/shopper/user-vouchers');
    await vi.waitFor(async () =>
      expect(await loyaltyNotices()).toMatchObject([
        {
          title: `${shop.name} thanks you for coming back`,
          body: `Your 2nd order from ${shop.name} earned you ₦500 off your next order there. It is waiting in your vouchers.`,
        },
      ]),
    );

    // The same news again, many times at once, gives nothing more.
    await Promise.all(Array.from({ length: 5 }, () => services.loyalty.stamp(second)));
    expect(await heldBy(shopper)).toHaveLength(1);
    expect(await loyaltyNotices()).toHaveLength(1);

    // It is used like any voucher of the store, and counts in the card's figures.
    const placed = await checkout(
      shopper,
      [{ productId: item._id, count: 1 }],
      [{ businessId: shop._id, heldVoucherId: reward._id }],
    );
    expect(placed.statusCode).toBe(201);
    await pay(shopper, placed.json().data);
    expect((await cardOf(shop._id, vendor)).figures).toMatchObject({
      earned: 1,
      used: 1,
      discountGiven: 500,
    });

    // A reward is earned, not claimed or listed.
    expect((await claim(shopper, reward.voucher._id)).statusCode).toBe(403);
    const listed = (
      await api(ctx.app).get(`/rewards/vouchers?businessId=${shop._id}`, {
        token: vendor.accessToken,
      })
    ).json().data;
    expect(listed.totalRecords).toBe(0);
  });

  it('keeps the terms of rewards given when the card changes, and stops when it is off', async () => {
    const { vendor, shop } = await openShop(ctx.app);
    const item = await addProduct(ctx.app, vendor, shop._id, { unitPrice: 5000, quantity: 50 });
    await saveCard(vendor, { businessId: shop._id, everyOrders: 2, reward: 500 });
    const shopper = await newShopper(ctx.app);
    await receivedOrder(vendor, shopper, item._id);
    await receivedOrder(vendor, shopper, item._id);
    await saveCard(vendor, { businessId: shop._id, everyOrders: 2, reward: 800 });
    await receivedOrder(vendor, shopper, item._id);
    await receivedOrder(vendor, shopper, item._id);
    const amounts = (await heldBy(shopper)).map(
      (h: { voucher: { amount: number } }) => h.voucher.amount,
    );
    expect(amounts.sort()).toEqual([500, 800]);

    await saveCard(vendor, { businessId: shop._id, everyOrders: 2, reward: 800, active: false });
    expect(await cardOf(shop._id, shopper)).toBeNull();
    await receivedOrder(vendor, shopper, item._id);
    await receivedOrder(vendor, shopper, item._id);
    expect(await heldBy(shopper)).toHaveLength(2);
  });

  it('lets only the owner run it, and refuses bad terms with nothing saved', async () => {
    const { vendor, shop } = await openShop(ctx.app);
    const stranger = await newShopper(ctx.app);
    expect(
      (await saveCard(stranger, { businessId: shop._id, everyOrders: 5, reward: 1000 })).statusCode,
    ).toBe(403);
    for (const [body, field] of [
      [{ everyOrders: 1, reward: 1000 }, 'everyOrders'],
      [{ everyOrders: 50, reward: 1000 }, 'everyOrders'],
      [{ everyOrders: 5, reward: 50 }, 'reward'],
      [{ everyOrders: 5, reward: 100.5 }, 'reward'],
    ] as const) {
      const res = await saveCard(vendor, { businessId: shop._id, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().message)).toContain(field);
    }
    expect(await cardOf(shop._id, vendor)).toBeNull();
    expect(
      (
        await saveCard(vendor, {
          businessId: '0195e0a4-0000-7000-8000-000000000000',
          everyOrders: 5,
          reward: 1000,
        })
      ).statusCode,
    ).toBe(404);
    expect((await api(ctx.app).put('/rewards/loyalty', {})).statusCode).toBe(401);
    expect((await api(ctx.app).get('/rewards/loyalty/mine')).statusCode).toBe(401);
  });
});
