import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts } from '../ledger/ledger.public.ts';
import { addProduct, newShopper, openShop, payOnSandbox } from '../../testing/shop.ts';
import { api } from '../../testing/test-app.ts';
import {
  balance,
  checkout,
  createVoucher,
  ctx,
  held,
  move,
  pay,
  supportUser,
} from './vouchers.fixtures.ts';

describe('vouchers at checkout', () => {
  it('takes a business voucher off its order, from the business’s share, and suggests the best one', async () => {
    const { vendor, shop } = await openShop(ctx.app, { deliveryFee: 1000 });
    const item = await addProduct(ctx.app, vendor, shop._id, { unitPrice: 10_000 });
    const small = (await createVoucher(vendor, { businessId: shop._id, amount: 500 })).json().data;
    const big = (
      await createVoucher(vendor, {
        businessId: shop._id,
        title: '20% off',
        kind: 'PERCENT',
        percent: 20,
        cap: 3000,
      })
    ).json().data;
    const needy = (
      await createVoucher(vendor, { businessId: shop._id, title: 'Big spender', minOrder: 50_000 })
    ).json().data;
    const shopper = await newShopper(ctx.app);
    const [smallHeld, bigHeld, needyHeld] = [
      await held(shopper, small._id),
      await held(shopper, big._id),
      await held(shopper, needy._id),
    ];

    const quote = (
      await api(ctx.app).post(
        '/rewards/vouchers/quote',
        { orderDetails: [{ productId: item._id, count: 2 }] },
        { token: shopper.accessToken },
      )
    ).json().data;
    expect(quote.businesses).toHaveLength(1);
    expect(quote.businesses[0]).toMatchObject({
      businessId: shop._id,
      subtotal: 20_000,
      best: bigHeld,
    });
    expect(quote.businesses[0].options).toEqual([
      { heldVoucherId: bigHeld, title: '20% off', discount: 3000, refusal: null },
      { heldVoucherId: smallHeld, title: '₦1,000 off', discount: 500, refusal: null },
      {
        heldVoucherId: needyHeld,
        title: 'Big spender',
        discount: 0,
        refusal: `“Big spender” needs an order of at least ₦50,000 from ${shop.name}`,
      },
    ]);

    const refused = await checkout(
      shopper,
      [{ productId: item._id, count: 2 }],
      [{ businessId: shop._id, heldVoucherId: needyHeld }],
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message.vouchers).toMatch(/needs an order of at least ₦50,000/);

    const placed = await checkout(
      shopper,
      [{ productId: item._id, count: 2 }],
      [{ businessId: shop._id, heldVoucherId: bigHeld }],
    );
    expect(placed.statusCode, placed.body).toBe(201);
    // ₦20,000 + ₦1,000 delivery − ₦3,000 (20 % capped).
    expect(placed.json().data.transaction.amount).toBe(18_000);
    await pay(shopper, placed.json().data);
    const orderId = placed.json().data.transaction.orders[0]._id;
    const order = (
      await api(ctx.app).get(`/orders/${orderId}`, { token: shopper.accessToken })
    ).json().data;
    expect(order).toMatchObject({
      subtotal: 20_000,
      deliveryFee: 1000,
      discount: 3000,
      totalAmount: 18_000,
    });

    // Used once: it cannot be used again.
    const twice = await checkout(
      shopper,
      [{ productId: item._id, count: 1 }],
      [{ businessId: shop._id, heldVoucherId: bigHeld }],
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toEqual({ vouchers: 'You have already used “20% off”' });

    for (const status of ['ACCEPTED', 'SHIPPED', 'DELIVERED'])
      expect((await move(vendor, orderId, status)).statusCode).toBe(200);
    await move(shopper, orderId, 'RECEIVED');
    // The business gets what was paid less the 5 % commission: ₦18,000 − ₦900.
    expect(await balance(accounts.business(shop._id))).toBe(1_710_000n);

    const figures = (
      await api(ctx.app).get(`/rewards/vouchers/${big._id}`, { token: vendor.accessToken })
    ).json().data.figures;
    expect(figures).toMatchObject({ claimed: 1, used: 1, discountGiven: 3000, sales: 18_000 });
  });

  it('pays for an Oja voucher from Oja’s commission and gives it back when the order is turned down', async () => {
    const { vendor, shop } = await openShop(ctx.app, { deliveryFee: 1000 });
    const item = await addProduct(ctx.app, vendor, shop._id, { unitPrice: 10_000 });
    const support = await supportUser();
    const welcome = (
      await createVoucher(support, { title: 'Welcome', amount: 2000, firstOrderOnly: true })
    ).json().data;
    const shopper = await newShopper(ctx.app);
    const heldId = await held(shopper, welcome._id);
    const commissionBefore = await balance(accounts.commission);

    const placed = (
      await checkout(
        shopper,
        [{ productId: item._id, count: 1 }],
        [{ businessId: shop._id, heldVoucherId: heldId }],
      )
    ).json().data;
    expect(placed.transaction.amount).toBe(9000);
    await pay(shopper, placed);
    const orderId = placed.transaction.orders[0]._id;
    // The escrow holds the whole ₦11,000: ₦9,000 paid and ₦2,000 from Oja's commission.
    expect(await balance(accounts.escrow(orderId))).toBe(1_100_000n);
    expect(await balance(accounts.commission)).toBe(commissionBefore - 200_000n);

    expect((await move(vendor, orderId, 'REJECTED')).statusCode).toBe(200);
    // The shopper gets back what they paid; Oja its ₦2,000; the voucher is theirs again.
    expect(await balance(accounts.wallet(shopper.id))).toBe(900_000n);
    expect(await balance(accounts.commission)).toBe(commissionBefore);
    const mine = (
      await api(ctx.app).get('/rewards/vouchers/mine', { token: shopper.accessToken })
    ).json().data.results;
    expect(mine[0]).toMatchObject({ _id: heldId, status: 'HELD', orderId: null });
    // Nothing was given in the end: the order does not count in the voucher's figures.
    const figures = (
      await api(ctx.app).get(`/rewards/vouchers/${welcome._id}`, { token: support.accessToken })
    ).json().data.figures;
    expect(figures).toMatchObject({ used: 0, discountGiven: 0, sales: 0 });
  });

  it('gives an Oja-funded order’s business its whole share when received', async () => {
    const { vendor, shop } = await openShop(ctx.app, { deliveryFee: 1000 });
    const item = await addProduct(ctx.app, vendor, shop._id, { unitPrice: 10_000 });
    const support = await supportUser();
    const welcome = (await createVoucher(support, { title: 'Welcome', amount: 2000 })).json().data;
    const shopper = await newShopper(ctx.app);
    const heldId = await held(shopper, welcome._id);
    const placed = (
      await checkout(
        shopper,
        [{ productId: item._id, count: 1 }],
        [{ businessId: shop._id, heldVoucherId: heldId }],
      )
    ).json().data;
    await pay(shopper, placed);
    const orderId = placed.transaction.orders[0]._id;
    for (const status of ['ACCEPTED', 'SHIPPED', 'DELIVERED']) await move(vendor, orderId, status);
    await move(shopper, orderId, 'RECEIVED');
    // ₦11,000 less 5 %: as if no voucher had been used.
    expect(await balance(accounts.business(shop._id))).toBe(1_045_000n);
    // A first-order voucher is refused after a first order.
    const firstOnly = (
      await createVoucher(support, { title: 'First order', amount: 500, firstOrderOnly: true })
    ).json().data;
    const firstHeld = await held(shopper, firstOnly._id);
    const refused = await checkout(
      shopper,
      [{ productId: item._id, count: 1 }],
      [{ businessId: shop._id, heldVoucherId: firstHeld }],
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toEqual({ vouchers: '“First order” is for a first order only' });
  });

  it('gives the voucher back when the card is declined, and refuses vouchers not held or of another store', async () => {
    const { vendor, shop } = await openShop(ctx.app);
    const other = await openShop(ctx.app);
    const item = await addProduct(ctx.app, vendor, shop._id);
    const voucher = (await createVoucher(vendor, { businessId: shop._id })).json().data;
    const elsewhere = (await createVoucher(other.vendor, { businessId: other.shop._id })).json()
      .data;
    const shopper = await newShopper(ctx.app);
    const heldId = await held(shopper, voucher._id);
    const otherHeld = await held(shopper, elsewhere._id);

    const placed = (
      await checkout(
        shopper,
        [{ productId: item._id, count: 1 }],
        [{ businessId: shop._id, heldVoucherId: heldId }],
      )
    ).json().data;
    await payOnSandbox(ctx.app, placed.authorizationUrl, 'declined');
    await api(ctx.app).patch(`/orders/transaction-order/${placed.transaction._id}`, undefined, {
      token: shopper.accessToken,
    });
    const mine = (
      await api(ctx.app).get('/rewards/vouchers/mine?status=HELD', { token: shopper.accessToken })
    ).json().data;
    expect(mine.results.map((h: { _id: string }) => h._id)).toContain(heldId);
    expect(
      (
        await api(ctx.app).get(`/rewards/vouchers/${voucher._id}`, { token: vendor.accessToken })
      ).json().data.figures.used,
    ).toBe(0);

    const wrongStore = await checkout(
      shopper,
      [{ productId: item._id, count: 1 }],
      [{ businessId: shop._id, heldVoucherId: otherHeld }],
    );
    expect(wrongStore.statusCode).toBe(409);
    expect(wrongStore.json().message.vouchers).toMatch(/is for another store/);
    const stranger = await newShopper(ctx.app);
    const notHeld = await checkout(
      stranger,
      [{ productId: item._id, count: 1 }],
      [{ businessId: shop._id, heldVoucherId: heldId }],
    );
    expect(notHeld.statusCode).toBe(400);
    expect(notHeld.json().message).toEqual({ vouchers: 'You do not hold this voucher' });
    const notInCart = await checkout(
      shopper,
      [{ productId: item._id, count: 1 }],
      [{ businessId: other.shop._id, heldVoucherId: otherHeld }],
    );
    expect(notInCart.statusCode).toBe(400);
  });

  it('is never used beyond its count, however many shoppers check out at once', async () => {
    const { vendor, shop } = await openShop(ctx.app, { deliveryFee: 1000 });
    const item = await addProduct(ctx.app, vendor, shop._id, { unitPrice: 10_000, quantity: 100 });
    const once = (await createVoucher(vendor, { businessId: shop._id, totalCount: 1 })).json().data;
    const five = (await createVoucher(vendor, { businessId: shop._id, totalCount: 5 })).json().data;

    // Two shoppers claim the voucher of count 1 and use it at the same moment.
    const pair = await Promise.all([newShopper(ctx.app), newShopper(ctx.app)]);
    const pairHeld = await Promise.all(pair.map((s) => held(s, once._id)));
    const results = await Promise.all(
      pair.map((s, i) =>
        checkout(
          s,
          [{ productId: item._id, count: 1 }],
          [{ businessId: shop._id, heldVoucherId: pairHeld[i]! }],
        ),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const loser = results.find((r) => r.statusCode === 409)!;
    expect(loser.json().message).toEqual({ vouchers: '“₦1,000 off” has been used up' });
    const winner = results.find((r) => r.statusCode === 201)!.json().data;
    expect(winner.transaction.amount).toBe(10_000);

    // Fifty shoppers at once on a voucher of five.
    const crowd = await Promise.all(Array.from({ length: 50 }, () => newShopper(ctx.app)));
    const crowdHeld = await Promise.all(crowd.map((s) => held(s, five._id)));
    const rush = await Promise.all(
      crowd.map((s, i) =>
        checkout(
          s,
          [{ productId: item._id, count: 1 }],
          [{ businessId: shop._id, heldVoucherId: crowdHeld[i]! }],
        ),
      ),
    );
    expect(rush.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(rush.filter((r) => r.statusCode !== 201).every((r) => r.statusCode === 409)).toBe(true);
    const [row] = (await ctx.db.execute(sql`SELECT used FROM vouchers WHERE id = ${five._id}`))
      .rows as { used: number }[];
    expect(row!.used).toBe(5);
    // Each shopper's voucher is used on their order or still theirs.
    const usedHeld = (
      await ctx.db.execute(
        sql`SELECT count(*)::int AS n FROM held_vouchers WHERE voucher_id = ${five._id} AND status = 'USED'`,
      )
    ).rows[0]!.n;
    expect(usedHeld).toBe(5);
  });
});
