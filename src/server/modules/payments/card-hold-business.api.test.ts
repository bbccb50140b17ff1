import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addProduct, openShop, newShopper, payOnSandbox, placeOrder } from '../../testing/shop.ts';
import { api } from '../../testing/test-app.ts';
import { holdOf } from './card-hold.service.ts';
import { ctx, services } from './payments.fixtures.ts';
import { usablePayoutAccount } from '../payouts/withdrawals.fixtures.ts';
import { DAY, HOLD_MS, verify, withdrawalsOf } from './card-hold.fixtures.ts';

type Held = { amount: number; until: string };

describe('card money in a business balance', () => {
  it('order money released today waits out the hold from its payment; an older order does not', async () => {
    const own = await openShop(ctx.app, { deliveryFee: 1000 });
    await usablePayoutAccount(ctx.app, ctx.db, own.vendor, undefined, own.shop._id);
    const item = await addProduct(ctx.app, own.vendor, own.shop._id, { quantity: 5 });
    const buyer = await newShopper(ctx.app);
    const received = async () => {
      const placed = await placeOrder(ctx.app, buyer, [{ productId: item._id, count: 1 }]);
      await payOnSandbox(ctx.app, placed.authorizationUrl);
      await verify(buyer, placed.transaction._id);
      const id = placed.transaction.orders[0]!._id;
      for (const [who, status] of [
        [own.vendor, 'ACCEPTED'],
        [own.vendor, 'SHIPPED'],
        [own.vendor, 'DELIVERED'],
        [buyer, 'RECEIVED'],
      ] as const) {
        const res = await api(ctx.app).put(
          `/orders/${id}/status`,
          { status },
          { token: who.accessToken },
        );
        expect(res.statusCode, status).toBe(200);
      }
      return id;
    };
    const fromBusiness = (amount: number) =>
      api(ctx.app).post(
        `/payments/users/${own.vendor.id}/transfer`,
        { amount, reason: 'FUND_WITHDRAWAL', businessId: own.shop._id },
        { token: own.vendor.accessToken },
      );
    // ₦11,000 less 5 % commission: ₦10,450 in the balance, paid by card minutes ago.
    const first = await received();
    const refused = await fromBusiness(1_000);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('FUNDS_ON_HOLD');
    expect(refused.json().message.amount).toContain('₦10,450 of your balance');
    expect(await withdrawalsOf(own.vendor.id)).toHaveLength(0);
    // What the owner's screen shows: nothing to withdraw yet, and from when the rest can go.
    const funds = async () => {
      const res = await api(ctx.app).get(`/payments/businesses/${own.shop._id}/funds`, {
        token: own.vendor.accessToken,
      });
      expect(res.statusCode).toBe(200);
      return res.json().data as { balance: number; withdrawable: number; held: Held[] };
    };
    const before = await funds();
    expect(before).toMatchObject({ balance: 10_450, withdrawable: 0 });
    expect(before.held).toHaveLength(1);
    expect(before.held[0]!.amount).toBe(10_450);
    const until = new Date(before.held[0]!.until).getTime();
    expect(Math.abs(until - (Date.now() + HOLD_MS))).toBeLessThan(60_000);

    // The same money from an order paid four days ago may go.
    await ctx.db.execute(
      sql`UPDATE orders SET created_at = now() - interval '4 days' WHERE id = ${first}`,
    );
    await received();
    const hold = await services.cardHold.ofBusiness(own.shop._id);
    expect(hold).toMatchObject({ withdrawableKobo: 1_045_000n, heldKobo: 1_045_000n });
    expect(await funds()).toMatchObject({ balance: 20_900, withdrawable: 10_450 });
    expect((await fromBusiness(10_450 - 25)).statusCode).toBe(201);
    expect((await fromBusiness(100)).json().code).toBe('FUNDS_ON_HOLD');
  });

  it("a business's funds are its owner's to see: not another vendor's, not without a session", async () => {
    const own = await openShop(ctx.app);
    const other = await newShopper(ctx.app);
    const url = `/payments/businesses/${own.shop._id}/funds`;
    expect((await api(ctx.app).get(url, { token: other.accessToken })).statusCode).toBe(403);
    expect((await api(ctx.app).get(url)).statusCode).toBe(401);
    const bad = await api(ctx.app).get('/payments/businesses/not-an-id/funds', {
      token: own.vendor.accessToken,
    });
    expect(bad.statusCode).toBe(400);
    const missing = await api(ctx.app).get(
      '/payments/businesses/00000000-0000-4000-8000-000000000000/funds',
      { token: own.vendor.accessToken },
    );
    expect(missing.statusCode).toBe(404);
  });

  it("an order's money may leave for a bank only once the hold since its payment has passed", async () => {
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    // Released today, but one order was paid 5 days ago, the other yesterday.
    const hold = holdOf(
      300_000n,
      [
        {
          kind: 'ORDER_RELEASE',
          reference: 'a',
          amountKobo: 100_000n,
          createdAt: ago(0.1),
          chargedAt: ago(5),
        },
        {
          kind: 'ORDER_RELEASE',
          reference: 'b',
          amountKobo: 200_000n,
          createdAt: ago(0.1),
          chargedAt: ago(1),
        },
      ],
      HOLD_MS,
      now,
    );
    expect(hold).toMatchObject({ withdrawableKobo: 100_000n, heldKobo: 200_000n });
    expect(hold.parts[0]!.until).toEqual(new Date(ago(1).getTime() + HOLD_MS));
  });

  it('a returned withdrawal is free again, and nothing is held beyond the balance', () => {
    const now = new Date();
    const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    const hold = holdOf(
      100_000n,
      [
        { kind: 'WALLET_FUNDING', reference: 'f', amountKobo: 50_000n, createdAt: ago(5) },
        { kind: 'WITHDRAWAL_HOLD', reference: 'w', amountKobo: -51_000n, createdAt: ago(4) },
        { kind: 'WITHDRAWAL_RETURNED', reference: 'w', amountKobo: 51_000n, createdAt: ago(3) },
        { kind: 'GIFT', reference: 'g', amountKobo: -80_000n, createdAt: ago(2) },
      ],
      HOLD_MS,
      now,
    );
    // 130,000 before: the funding's 50,000 held, the gift spent it first; 100,000 left, all free.
    expect(hold).toMatchObject({ balanceKobo: 100_000n, withdrawableKobo: 100_000n, heldKobo: 0n });
  });
});
