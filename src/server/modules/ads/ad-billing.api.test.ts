import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../testing/test-app.ts';
import { accounts } from '../ledger/ledger.public.ts';
import { billClicks } from './ad-money.ts';
import { createShowingTokens } from './ad-tokens.ts';
import {
  activeAd,
  adRow,
  as,
  ctx,
  http,
  naira,
  sendEvents,
  services,
  sponsored,
  walletOf,
} from './ads.fixtures.ts';

const account = async (id: string, who: Parameters<typeof as>[0]) =>
  (await http().get(`/ads/${id}`, as(who))).json().data.account;

/** The token of this ad among a slot's cards, as this viewer was shown it. */
async function tokenOf(adId: string, from: Parameters<typeof sponsored>[1] = {}) {
  const res = await sponsored('placement=HOME_PAGE&limit=8', from);
  expect(res.statusCode).toBe(200);
  const card = res.json().data.results.find((c: { _id: string }) => c._id === adId);
  expect(card, 'the ad is shown').toBeDefined();
  return card.token as string;
}

describe('showing and counting ads', () => {
  it('shows an approved ad labelled with what it opens, and counts one viewer once a day', async () => {
    const ad = await activeAd();
    const viewer = { ip: '10.20.0.1' };
    const res = await sponsored('placement=HOME_PAGE&limit=8', viewer);
    const card = res.json().data.results.find((c: { _id: string }) => c._id === ad.id);
    expect(card).toMatchObject({
      kind: 'PRODUCT',
      target: { _id: ad.product._id, path: `/product/${ad.product._id}` },
    });
    expect((await sendEvents({ impressions: [card.token] }, viewer)).statusCode).toBe(202);
    await sendEvents({ impressions: [card.token] }, viewer);
    // Another viewer's token is not this viewer's to send.
    expect(
      (await sendEvents({ impressions: [card.token] }, { ip: '10.20.0.2' })).json().data,
    ).toEqual({ accepted: 0 });
    await services.ads.flush();
    expect(await account(ad.id, ad.owner)).toMatchObject({ impressions: 1, clicks: 0 });
  });

  it('refuses forged tokens and bad bodies', async () => {
    const forged = await sendEvents({ impressions: ['eyJhZCI6MX0.c2lnbmF0dXJlc2lnbmF0dXJl'] });
    expect(forged.json().data).toEqual({ accepted: 0 });
    expect((await sendEvents({})).statusCode).toBe(400);
    expect((await sponsored('placement=EVERYWHERE')).statusCode).toBe(400);
  });

  it('bills a click at the second price, once per viewer a day, and never the owner’s or a bot’s', async () => {
    const ad = await activeAd({ maxCpc: 80 });
    const shopper = await registerUser(ctx.app);
    const token = await tokenOf(ad.id, { user: shopper });
    await sendEvents({ clicks: [token] }, { user: shopper });
    await sendEvents({ clicks: [token] }, { user: shopper });
    await sendEvents({ clicks: [await tokenOf(ad.id, { user: ad.owner })] }, { user: ad.owner });
    const bot = { ip: '10.30.0.1', agent: 'Googlebot/2.1' };
    await sendEvents({ clicks: [await tokenOf(ad.id, bot)] }, bot);
    const revenue = await naira(accounts.revenue);
    await services.ads.flush();
    // One click billed, at the price that kept its place over the next ad: at most its bid.
    const { clicks, spent, remaining } = await account(ad.id, ad.owner);
    expect(clicks).toBe(1);
    expect(spent).toBeGreaterThanOrEqual(20);
    expect(spent).toBeLessThan(80);
    expect(remaining).toBe(Math.round((1000 - spent) * 100) / 100);
    expect(await naira(accounts.revenue)).toBe(Math.round((revenue + spent) * 100) / 100);
    expect(await services.ledger.total()).toBe(0n);
  });

  it('bills no more than three clicks a day from one address', async () => {
    const ads = await Promise.all([activeAd(), activeAd(), activeAd(), activeAd()]);
    const ip = '10.40.0.1';
    for (const [i, ad] of ads.entries()) {
      const from = { ip, agent: `Mozilla/5.0 (Linux; Android 12; phone ${i}) Chrome/120` };
      await sendEvents({ clicks: [await tokenOf(ad.id, from)] }, from);
    }
    await services.ads.flush();
    const clicks = await Promise.all(
      ads.map(async (ad) => (await account(ad.id, ad.owner)).clicks),
    );
    expect(clicks.reduce((a, b) => a + b, 0)).toBe(3);
  });

  it('bills exactly what the budget pays for when 20 clicks race, then completes the ad', async () => {
    // ₦500 for one day, ₦100 a click: five clicks.
    const ad = await activeAd({ dailyBudget: 500, days: 1, amount: 500, maxCpc: 100 }, 500);
    const revenue = await naira(accounts.revenue);
    const clicks = Array.from({ length: 20 }, (_, i) => ({
      id: uuidv7(),
      viewer: `u:viewer-${i}`,
      userId: null,
      address: `address-${i}`,
      priceKobo: 10_000,
      bot: false,
      at: new Date(),
    }));
    const results = await Promise.all(
      clicks.map((c) => ctx.db.transaction((tx) => billClicks(tx, services.ledger, ad.id, [c], 3))),
    );
    expect(results.reduce((n, r) => n + r.billed, 0)).toBe(5);
    expect(await naira(accounts.revenue)).toBe(revenue + 500);
    expect(await adRow(ad.id)).toMatchObject({ status: 'COMPLETED', spent_kobo: '50000' });
    expect(await naira(accounts.ad(ad.id))).toBe(0);
    expect(await walletOf(ad.owner)).toBe(0);
    expect(await services.ledger.total()).toBe(0n);
  });

  it('bills 20 racing clicks sent through the API within the budget too', async () => {
    const ad = await activeAd({ dailyBudget: 500, days: 1, amount: 500, maxCpc: 100 }, 500);
    const tokens = createShowingTokens(ctx.config.jwtSecret);
    const viewers = await Promise.all(Array.from({ length: 20 }, () => registerUser(ctx.app)));
    const at = Math.floor(Date.now() / 1000);
    await Promise.all(
      viewers.map((v) =>
        sendEvents(
          {
            clicks: [
              tokens.sign({
                adId: ad.id,
                placement: 'HOME_PAGE',
                priceKobo: 10_000,
                viewer: `u:${v.id}`,
                at,
              }),
            ],
          },
          { user: v },
        ),
      ),
    );
    await Promise.all([services.ads.flush(), services.ads.flush()]);
    expect(await account(ad.id, ad.owner)).toMatchObject({ clicks: 5, spent: 500 });
    expect((await adRow(ad.id))!.status).toBe('COMPLETED');
    expect(await services.ledger.total()).toBe(0n);
  });

  it('credits an order to the clicker’s ad within 7 days, once', async () => {
    const ad = await activeAd();
    const shopper = await registerUser(ctx.app);
    await sendEvents({ clicks: [await tokenOf(ad.id, { user: shopper })] }, { user: shopper });
    await services.ads.flush();
    const order = {
      id: uuidv7(),
      businessId: ad.shop._id,
      customerId: shopper.id,
      totalKobo: '1250000',
    };
    await services.ads.creditOrders([order]);
    await services.ads.creditOrders([order]);
    const figures = (await http().get(`/ads/${ad.id}/figures?days=7`, as(ad.owner))).json().data;
    expect(figures.totals).toMatchObject({ clicks: 1, orders: 1, sales: 12_500 });
    expect(figures.totals.salesPerNaira).toBe(
      Math.floor((12_500 / figures.totals.spend) * 100) / 100,
    );
    expect(figures.series).toHaveLength(7);
    expect((await http().get(`/ads/${ad.id}/figures?days=8`, as(ad.owner))).statusCode).toBe(400);
  });
});
