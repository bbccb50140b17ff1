import { describe, expect, it } from 'vitest';
import { api, registerUser } from '../../testing/test-app.ts';
import { accounts } from '../ledger/ledger.public.ts';
import { credit } from '../payouts/withdrawals.fixtures.ts';
import {
  GOODS,
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
} from './purchases.fixtures.ts';

describe('buying from the wallet', () => {
  it('is paid at once, the price reaches its payees through the ledger, and delivered once', async () => {
    const buyer = await registerUser(ctx.app);
    await credit(ctx.db, services.ledger, accounts.wallet(buyer.id), 10_000);
    const artist = creator();
    const revenueBefore = await balance(accounts.revenue);

    const bought = await buy(buyer, {
      price: 3000,
      payWith: 'WALLET',
      payees: [
        { account: artist, amountKobo: naira(2400) },
        { account: accounts.revenue, amountKobo: naira(600) },
      ],
    });
    expect(bought.purchase.status).toBe('PAID');
    expect(bought.authorizationUrl).toBeNull();
    expect(bought.transaction).toMatchObject({ type: GOODS, amount: 3000, status: 'SUCCESS' });
    expect(await balance(accounts.wallet(buyer.id))).toBe(7000);
    expect(await balance(artist)).toBe(2400);
    expect((await balance(accounts.revenue)) - revenueBefore).toBe(600);
    expect(delivered.map((p) => p.id)).toEqual([bought.purchase.id]);

    // The buyer's history says what the money bought.
    const history = await api(ctx.app).get(`/payments/histories/${buyer.id}`, {
      token: buyer.accessToken,
    });
    expect(history.json().data.results[0]).toMatchObject({
      direction: 'DEBIT',
      amount: 3000,
      description: 'Growth plan, 3 months',
    });
  });

  it('buys once per key: a repeat charges nothing, other terms with the same key are refused', async () => {
    const buyer = await registerUser(ctx.app);
    await credit(ctx.db, services.ledger, accounts.wallet(buyer.id), 5000);
    const first = await buy(buyer, { price: 1000, payWith: 'WALLET', key: 'plan:growth:2026-11' });
    const again = await buy(buyer, { price: 1000, payWith: 'WALLET', key: 'plan:growth:2026-11' });
    expect(again.purchase.id).toBe(first.purchase.id);
    expect(again.transaction?._id).toBe(first.transaction?._id);
    await expect(
      buy(buyer, { price: 2000, payWith: 'WALLET', key: 'plan:growth:2026-11' }),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect(await balance(accounts.wallet(buyer.id))).toBe(4000);
    expect(delivered).toHaveLength(1);
  });

  it('refuses what the wallet does not cover and writes nothing', async () => {
    const buyer = await registerUser(ctx.app);
    await credit(ctx.db, services.ledger, accounts.wallet(buyer.id), 999);
    await expect(buy(buyer, { price: 1000, payWith: 'WALLET' })).rejects.toMatchObject({
      statusCode: 409,
      message: 'Your wallet balance is not enough for this payment',
    });
    expect(await purchasesOf(buyer)).toHaveLength(0);
    expect(await paymentsOf(buyer)).toHaveLength(0);
    expect(await balance(accounts.wallet(buyer.id))).toBe(999);
  });

  it('20 purchases at once from a wallet that covers 10: exactly 10 are charged', async () => {
    const buyer = await registerUser(ctx.app);
    await credit(ctx.db, services.ledger, accounts.wallet(buyer.id), 10_000);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => buy(buyer, { price: 1000, payWith: 'WALLET' })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(await balance(accounts.wallet(buyer.id))).toBe(0);
    expect(delivered).toHaveLength(10);
  });

  it('10 requests at once with one key: one charge, one delivery', async () => {
    const buyer = await registerUser(ctx.app);
    await credit(ctx.db, services.ledger, accounts.wallet(buyer.id), 10_000);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        buy(buyer, { price: 1500, payWith: 'WALLET', key: 'badge' }),
      ),
    );
    expect(new Set(results.map((r) => r.purchase.id)).size).toBe(1);
    expect(await balance(accounts.wallet(buyer.id))).toBe(8500);
    expect(delivered).toHaveLength(1);
  });

  it("pays from the wallet when the buyer's settings say so", async () => {
    const buyer = await registerUser(ctx.app);
    await credit(ctx.db, services.ledger, accounts.wallet(buyer.id), 2000);
    await api(ctx.app).put(
      `/users/${buyer.id}`,
      { paymentChargeMode: 'WALLET' },
      { token: buyer.accessToken },
    );
    const bought = await buy(buyer, { price: 500 });
    expect(bought.purchase).toMatchObject({ payWith: 'WALLET', status: 'PAID' });
    expect(await balance(accounts.wallet(buyer.id))).toBe(1500);
  });
});

describe('buying with points', () => {
  it('points that cover the whole price pay it without any payment', async () => {
    const buyer = await registerUser(ctx.app);
    await givePoints(buyer, 500);
    const bought = await buy(buyer, { price: 500, points: 500, payWith: 'CARD' });
    expect(bought.purchase.status).toBe('PAID');
    expect(bought.transaction).toBeNull();
    expect(bought.authorizationUrl).toBeNull();
    expect(await paymentsOf(buyer)).toHaveLength(0);
    expect(await balance(accounts.points(buyer.id))).toBe(0);
    expect(delivered).toHaveLength(1);
  });

  it('refuses more points than the buyer has or than the price, writing nothing', async () => {
    const buyer = await registerUser(ctx.app);
    await givePoints(buyer, 100);
    await expect(buy(buyer, { price: 500, points: 200, payWith: 'CARD' })).rejects.toMatchObject({
      statusCode: 409,
    });
    await expect(buy(buyer, { price: 500, points: 600, payWith: 'CARD' })).rejects.toMatchObject({
      statusCode: 400,
    });
    expect(await purchasesOf(buyer)).toHaveLength(0);
    expect(await balance(accounts.points(buyer.id))).toBe(100);
  });
});
