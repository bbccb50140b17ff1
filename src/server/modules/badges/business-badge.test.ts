import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { addProduct, buyAndPay, newShopper, openShop } from '../../testing/shop.ts';
import type { Registered } from '../../testing/test-app.ts';
import { accounts } from '../ledger/ledger.public.ts';
import { credit } from '../payouts/withdrawals.fixtures.ts';
import {
  ctx,
  ledger,
  http,
  naira,
  completeProfile,
  decide,
  reviewer,
  readyPerson,
} from './badges.fixtures.ts';

describe('business badge', () => {
  it('checks the owner, the profile and the orders; pays once checks are met', async () => {
    const { vendor, shop } = await openShop(ctx.app);
    await completeProfile(vendor);
    await credit(ctx.db, ledger, accounts.wallet(vendor.id), 10_000);
    const pay = (who: Registered, id = shop._id) =>
      http().post(
        `/businesses/${id}/badge/verification/pay`,
        { payWith: 'WALLET' },
        { token: who.accessToken },
      );

    const stranger = await readyPerson();
    expect((await pay(stranger)).statusCode).toBe(403);
    expect((await pay(vendor, uuidv7())).statusCode).toBe(404);
    expect(
      (
        await http().get(`/businesses/${shop._id}/badge/verification`, {
          token: stranger.accessToken,
        })
      ).statusCode,
    ).toBe(403);

    const refused = await pay(vendor);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().message).sort()).toEqual([
      'completedOrders',
      'description',
      'logo',
    ]);
    await ctx.db.execute(
      sql`UPDATE businesses SET logo_url = '/uploads/logos/adire.webp', description = 'Hand-dyed adire from Abeokuta' WHERE id = ${shop._id}`,
    );
    const item = await addProduct(ctx.app, vendor, shop._id, { quantity: 5 });
    const buyer = await newShopper(ctx.app);
    const [orderId] = await buyAndPay(ctx.app, buyer, [{ productId: item._id, count: 1 }]);
    for (const to of ['ACCEPTED', 'SHIPPED', 'DELIVERED'] as const)
      await http().put(`/orders/${orderId}/status`, { status: to }, { token: vendor.accessToken });
    await http().put(
      `/orders/${orderId}/status`,
      { status: 'RECEIVED' },
      { token: buyer.accessToken },
    );

    const status = (
      await http().get(`/businesses/${shop._id}/badge/verification`, { token: vendor.accessToken })
    ).json().data;
    expect(status).toMatchObject({ kind: 'BUSINESS', fee: 10_000, eligible: true, request: null });
    expect(
      status.requirements.find((r: { key: string }) => r.key === 'completedOrders'),
    ).toMatchObject({ met: true, current: 1, target: 1 });

    const paid = await pay(vendor);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.request).toMatchObject({
      kind: 'BUSINESS',
      subjectId: shop._id,
      subjectName: shop.name,
    });
    expect(await naira(accounts.wallet(vendor.id))).toBe(0);
    expect(await naira(accounts.wallet(stranger.id))).toBe(6000);

    const op = await reviewer();
    const shown = async () => ({
      business: (await http().get(`/businesses/${shop._id}`)).json().data.isVerified,
      card: (await http().get(`/products?productBusinessId=${shop._id}`)).json().data.results[0]
        ?.business.isVerified,
    });
    expect(await shown()).toEqual({ business: false, card: false });
    const requestId = paid.json().data.request._id;
    expect((await decide(op, requestId, { decision: 'APPROVE' })).statusCode).toBe(200);
    expect(await shown()).toEqual({ business: true, card: true });
  });
  it('does not count orders the owner placed with their own business', async () => {
    const { vendor, shop } = await openShop(ctx.app);
    const item = await addProduct(ctx.app, vendor, shop._id, { quantity: 5 });
    const completedOrders = async () =>
      (
        await http().get(`/businesses/${shop._id}/badge/verification`, {
          token: vendor.accessToken,
        })
      )
        .json()
        .data.requirements.find((r: { key: string }) => r.key === 'completedOrders');
    const receive = async (orderId: string, buyer: Registered) => {
      for (const to of ['ACCEPTED', 'SHIPPED', 'DELIVERED'] as const)
        await http().put(
          `/orders/${orderId}/status`,
          { status: to },
          { token: vendor.accessToken },
        );
      await http().put(
        `/orders/${orderId}/status`,
        { status: 'RECEIVED' },
        { token: buyer.accessToken },
      );
    };
    // A completed order of the owner's own (one placed before checkout refused them): it is
    // received, then made the owner's, as such an order would stand in the database.
    const stand = await newShopper(ctx.app);
    const [own] = await buyAndPay(ctx.app, stand, [{ productId: item._id, count: 1 }]);
    await receive(own!, stand);
    await ctx.db.execute(sql`UPDATE orders SET customer_id = ${vendor.id} WHERE id = ${own!}`);
    expect(await completedOrders()).toMatchObject({ met: false, current: 0, target: 1 });

    // Someone else's completed order counts.
    const buyer = await newShopper(ctx.app);
    const [theirs] = await buyAndPay(ctx.app, buyer, [{ productId: item._id, count: 1 }]);
    await receive(theirs!, buyer);
    expect(await completedOrders()).toMatchObject({ met: true, current: 1, target: 1 });
  });
});
