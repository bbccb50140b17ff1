import { describe, expect, it } from 'vitest';
import { AA_CONTRAST, contrast } from '#shared/contrast.ts';
import { THEMES } from '#shared/themes.ts';
import { createBusiness, registerUser } from '../../testing/test-app.ts';
import {
  activate,
  as,
  buyTheme,
  ctx,
  http,
  storeLook,
  termCount,
  vendorWithWallet,
  walletOf,
} from './themes.fixtures.ts';

describe('GET themes', () => {
  it('lists eight themes, theme1 and ivy free, the others with naira prices per term', async () => {
    const res = await http().get('/themes');
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.totalRecords).toBeGreaterThanOrEqual(8);
    expect(page.perPageLimit).toBe(30);
    const ids = page.results.map((t: { _id: string }) => t._id);
    expect(ids).toEqual(expect.arrayContaining(['theme1', 'ivy', 'adire', 'lagos-night']));
    expect(page.results[0]).toMatchObject({ _id: 'theme1', monthlyPrice: 0, terms: [] });
    const adire = (await http().get('/themes/ADIRE')).json().data;
    expect(adire.terms).toEqual([
      { months: 1, amount: 2000, discountPercent: 0 },
      { months: 3, amount: 5700, discountPercent: 5 },
      { months: 6, amount: 10800, discountPercent: 10 },
      { months: 12, amount: 19200, discountPercent: 20 },
    ]);
    expect(adire.layout.hero).toBe('banner');
    expect((await http().get('/themes/kente')).statusCode).toBe(400);
  });
});

describe('buying and activating a theme', () => {
  it('buys a paid theme from the wallet, activates it, and the storefront carries it', async () => {
    const vendor = await vendorWithWallet(5_000);
    const shop = await createBusiness(ctx.app, vendor);
    expect((await storeLook(shop.handle)).theme).toBe('theme1');

    const res = await buyTheme(vendor, 'adire', {
      themeId: 'adire',
      subscriptionDuration: '1',
      amount: 2000,
      payWith: 'WALLET',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Indigo Adire is yours');
    expect(res.json().data.status).toBe('PAID');
    expect(await walletOf(vendor)).toBe(3_000);
    const owned = res.json().data.themes.owned;
    expect(owned.find((o: { theme: string }) => o.theme === 'adire')).toMatchObject({
      how: 'bought',
      autoRenew: false,
    });

    const on = await activate(vendor, 'adire', shop._id);
    expect(on.statusCode).toBe(200);
    expect(on.json().message).toBe('Your store now uses Indigo Adire');
    const look = await storeLook(shop.handle);
    expect(look).toMatchObject({ theme: 'adire', tokens: THEMES.adire.tokens, hero: null });
    const mine = (await http().get('/themes/me', as(vendor))).json().data;
    expect(mine.stores).toEqual([
      expect.objectContaining({ _id: shop._id, theme: 'adire', chosen: null }),
    ]);
  });

  it('refuses a changed price, unknown months and negative points with nothing charged', async () => {
    const vendor = await vendorWithWallet(5_000);
    const cases = [
      { body: { subscriptionDuration: 1, amount: 1500 }, status: 409 },
      { body: { subscriptionDuration: 2, amount: 2000 }, status: 400 },
      { body: { subscriptionDuration: 1, amount: 2000, point: -5 }, status: 400 },
      { body: { subscriptionDuration: 1, amount: 2000, themeId: 'ankara' }, status: 409 },
    ];
    for (const { body, status } of cases) {
      const res = await buyTheme(vendor, 'adire', body);
      expect({ body, status: res.statusCode }).toEqual({ body, status });
    }
    const free = await buyTheme(vendor, 'ivy', { subscriptionDuration: 1, amount: 0 });
    expect(free.statusCode).toBe(409);
    expect(free.json().message).toBe('Ivy is free: activate it for your store');
    expect(await walletOf(vendor)).toBe(5_000);
    expect(await termCount(vendor)).toBe(0);
  });

  it('lets only the owner activate, and only a theme they hold', async () => {
    const owner = await vendorWithWallet(0);
    const shop = await createBusiness(ctx.app, owner);
    const stranger = await registerUser(ctx.app);
    const refused = await activate(stranger, 'ivy', shop._id);
    expect(refused.statusCode).toBe(403);

    const unpaid = await activate(owner, 'lagos-night', shop._id);
    expect(unpaid.statusCode).toBe(402);
    expect(unpaid.json().message).toBe(
      'Buy Lagos Night first (from ₦3,000 a month), or choose a theme you have',
    );
    expect((await storeLook(shop.handle)).theme).toBe('theme1');

    expect((await activate(owner, 'ivy', shop._id)).statusCode).toBe(200);
    expect((await storeLook(shop.handle)).theme).toBe('ivy');
    expect(
      (await http().patch(`/themes/ivy/businesses/not-an-id/active`, undefined, as(owner)))
        .statusCode,
    ).toBe(400);
  });

  it('charges once for two purchases at the same moment that the wallet can pay only once', async () => {
    const vendor = await vendorWithWallet(2_500);
    const body = { subscriptionDuration: 1, amount: 2000, payWith: 'WALLET' };
    const [a, b] = await Promise.all([
      buyTheme(vendor, 'adire', body),
      buyTheme(vendor, 'adire', body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await walletOf(vendor)).toBe(500);
    expect(await termCount(vendor)).toBe(1);
  });
});

describe("a store's own colour and picture", () => {
  it('keeps a readable accent, moves a pale one until it reads, and refuses a picture not uploaded', async () => {
    const owner = await vendorWithWallet(0);
    const shop = await createBusiness(ctx.app, owner);
    const style = (body: object, user = owner) =>
      http().patch(`/themes/businesses/${shop._id}/style`, body, as(user));

    const kept = await style({ accent: '#1E2D78', hero: null });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({
      adjusted: false,
      look: { tokens: { primary: '#1e2d78' } },
    });

    const pale = await style({ accent: '#FFE066', hero: null });
    expect(pale.json().data.adjusted).toBe(true);
    expect(pale.json().message).toContain('so every word on your store stays readable');
    const primary = pale.json().data.look.tokens.primary;
    expect(contrast(primary, THEMES.theme1.tokens.background)).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect((await storeLook(shop.handle)).tokens.primary).toBe(primary);

    expect((await style({ accent: 'yellow', hero: null })).statusCode).toBe(400);
    const hero = await style({ accent: null, hero: 'https://elsewhere.example/banner.jpg' });
    expect(hero.statusCode).toBe(400);
    expect(hero.json().message).toEqual({ hero: 'Upload the picture to Oja first' });
    const stranger = await registerUser(ctx.app);
    expect((await style({ accent: '#000000', hero: null }, stranger)).statusCode).toBe(403);
  });
});
