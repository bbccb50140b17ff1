import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addProduct, buyAndPay, lagosAddress, newShopper, openShop } from '../../testing/shop.ts';
import { api } from '../../testing/test-app.ts';
import { accounts } from '../ledger/ledger.public.ts';
import { credit } from '../payouts/withdrawals.fixtures.ts';
import { ctx, services, stockOf } from './orders.fixtures.ts';

const count = async (query: ReturnType<typeof sql>) =>
  Number((await ctx.db.execute<{ n: string }>(query)).rows[0]!.n);

describe('buying from your own business', () => {
  it('is refused at checkout, by card or from the wallet, with nothing written', async () => {
    const { vendor, shop } = await openShop(ctx.app);
    const own = await addProduct(ctx.app, vendor, shop._id, { name: 'Leather pouf', quantity: 4 });
    const other = await openShop(ctx.app);
    const theirs = await addProduct(ctx.app, other.vendor, other.shop._id, { quantity: 4 });
    await credit(ctx.db, services.ledger, accounts.wallet(vendor.id), 50_000);

    const message = `${shop.name} is your own business: you cannot buy from it. Remove its products from your cart.`;
    const carts = [
      [{ productId: own._id, count: 1 }],
      // Mixed with another business's product: the whole checkout is refused.
      [
        { productId: theirs._id, count: 1 },
        { productId: own._id, count: 2 },
      ],
    ];
    for (const orderDetails of carts)
      for (const payFrom of [undefined, 'WALLET'] as const) {
        const res = await api(ctx.app).post(
          '/orders',
          { orderDetails, deliveryAddress: lagosAddress, ...(payFrom ? { payFrom } : {}) },
          { token: vendor.accessToken },
        );
        expect(res.statusCode, JSON.stringify({ orderDetails, payFrom })).toBe(403);
        expect(res.json()).toEqual({ success: false, code: 'FORBIDDEN', message });
      }

    expect(
      await count(sql`SELECT count(*) AS n FROM orders WHERE customer_id = ${vendor.id}`),
    ).toBe(0);
    expect(
      await count(sql`SELECT count(*) AS n FROM payment_transactions WHERE user_id = ${vendor.id}`),
    ).toBe(0);
    expect(await stockOf(own._id)).toBe(4);
    expect(await stockOf(theirs._id)).toBe(4);
    expect(await services.ledger.balance(accounts.wallet(vendor.id))).toBe(5_000_000n);

    // The same vendor buys from someone else's business, and anyone else buys theirs.
    await buyAndPay(ctx.app, vendor, [{ productId: theirs._id, count: 1 }]);
    await buyAndPay(ctx.app, await newShopper(ctx.app), [{ productId: own._id, count: 1 }]);
    expect(await stockOf(theirs._id)).toBe(3);
    expect(await stockOf(own._id)).toBe(3);
  });
});
