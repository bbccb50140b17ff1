import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { payOnSandbox } from '../../testing/shop.ts';
import { accounts } from '../ledger/ledger.public.ts';
import {
  adBody,
  adRow,
  as,
  createAd,
  ctx,
  http,
  naira,
  services,
  vendorWithProduct,
  walletOf,
} from './ads.fixtures.ts';

/** Pays an ad's card payment on the provider's page and confirms it as the return does. */
async function payByCard(ownerId: string, authorizationUrl: string) {
  const back = await payOnSandbox(ctx.app, authorizationUrl);
  const paymentId = new URL(back, 'http://oja.test').searchParams.get('payment')!;
  await services.payments.verify(ownerId, paymentId);
  return back;
}

async function givePoints(userId: string, points: number) {
  await ctx.db.transaction((tx) =>
    services.ledger.post(tx, {
      kind: 'TEST_REWARD',
      reference: uuidv7(),
      entries: [
        { account: accounts.rewards, amountKobo: -BigInt(points * 100) },
        { account: accounts.points(userId), amountKobo: BigInt(points * 100) },
      ],
    }),
  );
}

describe('ads bought by card', () => {
  it('goes to review once the provider confirms the payment, and comes back to the ads screen', async () => {
    const { owner, shop, product } = await vendorWithProduct(0);
    const res = await createAd(owner, adBody(product._id, { payWith: 'CARD' }));
    const { ad, authorizationUrl } = res.json().data;
    const back = await payByCard(owner.id, authorizationUrl);
    expect(back).toContain(`/vendor/${shop._id}/run-ads?payment=`);
    expect((await adRow(ad._id))!.status).toBe('PENDING');
    expect(await naira(accounts.ad(ad._id))).toBe(1000);
    expect(await services.ledger.total()).toBe(0n);
  });

  it('gives the money straight back when the payment comes after the unpaid ad was given up', async () => {
    const { owner, product } = await vendorWithProduct(0);
    const { ad, authorizationUrl } = (
      await createAd(owner, adBody(product._id, { payWith: 'CARD' }))
    ).json().data;
    await ctx.db.execute(
      sql`UPDATE ads SET created_at = now() - interval '3 days' WHERE id = ${ad._id}`,
    );
    await services.ads.runEnd();
    expect((await adRow(ad._id))!.status).toBe('CANCELLED');
    await payByCard(owner.id, authorizationUrl);
    expect(await adRow(ad._id)).toMatchObject({ status: 'CANCELLED', refunded_kobo: '100000' });
    expect(await walletOf(owner)).toBe(1000);
    expect(await services.ledger.total()).toBe(0n);
  });

  it('gives unspent points back as points, and money as money', async () => {
    const { owner, product } = await vendorWithProduct(600);
    await givePoints(owner.id, 400);
    const { ad } = (await createAd(owner, adBody(product._id, { point: 400 }))).json().data;
    expect(ad.status).toBe('PENDING');
    expect(await walletOf(owner)).toBe(0);
    await ctx.db.transaction(async (tx) => {
      // One ₦150 click, paid from the points first.
      await services.ledger.post(tx, {
        kind: 'AD_CLICK',
        reference: uuidv7(),
        entries: [
          { account: accounts.ad(ad._id), amountKobo: -15_000n },
          { account: accounts.revenue, amountKobo: 15_000n },
        ],
      });
      await tx.execute(sql`UPDATE ads SET spent_kobo = 15000 WHERE id = ${ad._id}`);
    });
    const ended = await http().patch(`/ads/${ad._id}`, { status: 'CANCELLED' }, as(owner));
    expect(ended.json().data.account).toMatchObject({ spent: 150, refunded: 850 });
    expect(await naira(accounts.points(owner.id))).toBe(250);
    expect(await walletOf(owner)).toBe(600);
    expect(await services.ledger.total()).toBe(0n);
  });
});
