import { describe, expect, it } from 'vitest';
import { createBusiness } from '../../testing/test-app.ts';
import {
  activate,
  age,
  as,
  buyTheme,
  ctx,
  http,
  noticesOf,
  services,
  storeLook,
  termCount,
  vendorWithWallet,
  walletOf,
} from './themes.fixtures.ts';

const month = { subscriptionDuration: 1, amount: 2000, payWith: 'WALLET' };

describe('the end of a theme', () => {
  it('reminds 3 days ahead, then puts each store that showed it back on Oja Classic', async () => {
    const vendor = await vendorWithWallet(2_000);
    const shop = await createBusiness(ctx.app, vendor, { name: 'Adire Lounge Test' });
    expect((await buyTheme(vendor, 'adire', month)).statusCode).toBe(200);
    expect((await activate(vendor, 'adire', shop._id)).statusCode).toBe(200);

    await age(vendor, 28);
    await services.themes.runExpiry();
    expect((await noticesOf(vendor)).map((n) => n.type)).toEqual(['theme_reminder']);
    expect((await storeLook(shop.handle)).theme).toBe('adire');

    await age(vendor, 4);
    await services.themes.runExpiry();
    const notices = await noticesOf(vendor);
    expect(notices.map((n) => n.type)).toEqual(['theme_reminder', 'theme_ended']);
    expect(notices[1]!.body).toContain('Adire Lounge Test is back on Oja Classic');
    expect((await storeLook(shop.handle)).theme).toBe('theme1');
    const mine = (await http().get('/themes/me', as(vendor))).json().data;
    expect(mine.stores[0]).toMatchObject({ theme: 'theme1', chosen: 'adire' });
    expect(mine.owned.map((o: { theme: string }) => o.theme)).toEqual(['theme1', 'ivy']);

    // Running the job again changes nothing and tells nobody twice.
    await services.themes.runExpiry();
    expect(await noticesOf(vendor)).toHaveLength(2);
  });

  it('renews from the wallet when asked to, once however often the job runs', async () => {
    const vendor = await vendorWithWallet(4_000);
    const res = await buyTheme(vendor, 'adire', { ...month, autoRenew: true });
    expect(res.statusCode).toBe(200);
    await age(vendor, 31);
    await Promise.all([services.themes.runExpiry(), services.themes.runExpiry()]);
    expect(await walletOf(vendor)).toBe(0);
    expect(await termCount(vendor)).toBe(2);
    expect((await noticesOf(vendor)).map((n) => n.type)).toEqual(['theme_renewed']);
  });
});

describe('renewal', () => {
  it('is turned on and off by the buyer for their own terms; a bad body is 400', async () => {
    const vendor = await vendorWithWallet(2_000);
    expect((await buyTheme(vendor, 'adire', month)).statusCode).toBe(200);
    const on = await http().patch('/themes/adire/renewal', { autoRenew: true }, as(vendor));
    expect(on.statusCode).toBe(200);
    const adire = (o: { theme: string }) => o.theme === 'adire';
    expect(on.json().data.owned.find(adire)).toMatchObject({ how: 'bought', autoRenew: true });
    const bad = await http().patch('/themes/adire/renewal', { autoRenew: 'yes' }, as(vendor));
    expect(bad.statusCode).toBe(400);
    const mine = (await http().get('/themes/me', as(vendor))).json().data;
    expect(mine.owned.find(adire).autoRenew).toBe(true);
  });
});

describe('themes and plans', () => {
  it('Pro includes every paid theme while it runs', async () => {
    const vendor = await vendorWithWallet(12_000);
    const shop = await createBusiness(ctx.app, vendor);
    const pro = await http().post(
      '/subscriptions/pro/subscribe',
      { months: 1, amount: 12000, payWith: 'WALLET' },
      as(vendor),
    );
    expect(pro.statusCode).toBe(200);
    const on = await activate(vendor, 'lagos-night', shop._id);
    expect(on.statusCode).toBe(200);
    expect((await storeLook(shop.handle)).theme).toBe('lagos-night');
    const owned = (await http().get('/themes/me', as(vendor))).json().data.owned;
    expect(owned.find((o: { theme: string }) => o.theme === 'lagos-night')).toMatchObject({
      how: 'plan',
    });
  });
});
