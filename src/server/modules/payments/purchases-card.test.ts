import { describe, expect, it } from 'vitest';
import { payOnSandbox, placeOrder, addProduct, openShop } from '../../testing/shop.ts';
import { api, registerUser } from '../../testing/test-app.ts';
import { accounts } from '../ledger/ledger.public.ts';
import { credit } from '../payouts/withdrawals.fixtures.ts';
import {
  ctx,
  services,
  delivered,
  naira,
  balance,
  creator,
  buy,
  givePoints,
  purchasesOf,
  paymentsOf,
  GOODS,
} from './purchases.fixtures.ts';

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

describe('checkout through the purchase service', () => {
  it('is how orders are sold: the payments service other modules get cannot sell', () => {
    expect('sell' in services.payments).toBe(false);
    expect(() => services.purchases.open(null as never, { type: GOODS } as never)).toThrow(
      `no checkout offers ${GOODS}`,
    );
  });

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
