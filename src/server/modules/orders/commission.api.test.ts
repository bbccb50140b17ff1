import { describe, expect, it } from 'vitest';
import { addProduct, buyAndPay, newShopper, openShop } from '../../testing/shop.ts';
import { api } from '../../testing/test-app.ts';
import { staffFixtures } from '../console/console.fixtures.ts';
import { accounts } from '../ledger/ledger.public.ts';
import { ctx, move, services } from './orders.fixtures.ts';
import { RELEASE } from './escrow.ts';

const http = () => api(ctx.app);
const { staffMember, auditOf } = staffFixtures(() => ctx);
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

/** What Oja took when the order was released, in naira. */
async function commissionTaken(orderId: string) {
  const entries = await services.ledger.entriesOf(ctx.db, RELEASE, orderId);
  const mine = entries.find((e) => e.account === accounts.commission);
  return Number(mine?.amountKobo ?? 0n) / 100;
}

describe("Oja's commission over time", () => {
  it('a new rate applies to orders placed from then on; an order placed before keeps its rate when received later', async () => {
    const finance = await staffMember('finance');
    const { vendor, shop } = await openShop(ctx.app);
    const product = await addProduct(ctx.app, vendor, shop._id, { unitPrice: 9_000 });
    const buyer = await newShopper(ctx.app);
    const overview = async () =>
      (await http().get('/console/commission', { token: finance.token })).json().data;
    expect((await overview()).current).toMatchObject({ percent: 5, effectiveFrom: null });

    // Placed at 5 %…
    const [before] = await buyAndPay(ctx.app, buyer, [{ productId: product._id, count: 1 }]);
    const set = await http().post(
      '/console/commission',
      { percent: 7.5, reason: 'New rate for 2027 after the sellers’ consultation' },
      { token: finance.token },
    );
    expect(set.statusCode).toBe(201);
    expect(set.json().data.current).toMatchObject({ percent: 7.5, setBy: expect.any(String) });
    // …placed at 7.5 %.
    const [after] = await buyAndPay(ctx.app, buyer, [{ productId: product._id, count: 1 }]);
    for (const id of [before!, after!]) {
      for (const status of ['ACCEPTED', 'SHIPPED', 'DELIVERED'] as const)
        await move(vendor, id, status);
      await move(buyer, id, 'RECEIVED');
    }
    // ₦9,000 and ₦1,000 delivery: 5 % is ₦500, 7.5 % is ₦750.
    expect(await commissionTaken(before!)).toBe(500);
    expect(await commissionTaken(after!)).toBe(750);
    expect(await services.ledger.total()).toBe(0n);
    expect(await auditOf(set.json().data.current._id)).toEqual([
      expect.objectContaining({
        action: 'commission.set',
        before: { percent: 5 },
        after: { percent: 7.5, effectiveFrom: expect.any(String) },
      }),
    ]);

    // A rate for later waits; the one now stays.
    const later = await http().post(
      '/console/commission',
      { percent: 6, effectiveFrom: inHours(48), reason: 'Ramadan promotion for every seller' },
      { token: finance.token },
    );
    expect(later.json().data).toMatchObject({
      current: { percent: 7.5 },
      scheduled: [{ percent: 6 }],
      past: [{ percent: 5, effectiveFrom: null }],
    });
  });

  it('never starts a rate in the past, checks the rate, and is for finance and admins only', async () => {
    const [finance, content] = [await staffMember('finance'), await staffMember('content')];
    const shopper = await newShopper(ctx.app);
    const post = (body: object, token = finance.token) =>
      http().post('/console/commission', body, { token });
    const reason = 'Correcting the rate we agreed on';
    const past = await post({ percent: 4, effectiveFrom: inHours(-24), reason });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toEqual({
      effectiveFrom: 'A new rate starts now or later: orders already placed keep theirs',
    });
    expect((await post({ percent: 60, reason })).json().message).toEqual({
      percent: 'The commission is at most 50 %',
    });
    expect((await post({ percent: 4, reason: 'short' })).statusCode).toBe(400);
    for (const token of [content.token, shopper.accessToken]) {
      expect((await post({ percent: 4, reason }, token)).statusCode).toBe(403);
      expect((await http().get('/console/commission', { token })).statusCode).toBe(403);
    }
  });
});
