import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerShopper } from './api.ts';
import { checkScreen, expectToast, launchBrowser, logIn, openPage, VIEWPORTS } from './support.ts';

/**
 * The home page as a shop window, search that finds stores by name and forgives typos, and the
 * vendor's product list on a phone. Each journey makes its own store and products through the
 * API, so it does not depend on the demo catalogue's names; it only needs the demo marketplace
 * to have some products, stores and categories.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

type Business = { _id: string; name: string; handle: string };
type Product = { _id: string; name: string };

/** A vendor with one store (named after Chidi) and three products, all through the API. */
async function chidiStore(stamp: string, phonePrefix: string) {
  const vendor = await registerShopper(stamp, phonePrefix);
  const business = await call<Business>('POST', '/businesses', vendor.token, {
    name: `Chidi's Provisions ${stamp}`,
    handle: `chidis-provisions-${stamp}`,
    state: 'Anambra',
    description: 'Foodstuff and household goods from Onitsha main market',
  });
  const add = (body: Record<string, unknown>) =>
    call<Product>('POST', '/products', vendor.token, {
      businessId: business._id,
      quantity: 9,
      ...body,
    });
  const bell = await add({
    name: `Bronze altar bell ${stamp}`,
    description: 'Cast brass and bronze',
    unitPrice: 18500,
    compareAtPrice: 22000,
  });
  const jar = await add({
    name: `Groundnut jar ${stamp}`,
    description: 'Roasted by Chidi every morning',
    unitPrice: 2500,
  });
  const agbada = await add({
    name: `Premium hand-woven Aso-Oke agbada with embroidered cap and matching trousers ${stamp}`,
    unitPrice: 145000,
    compareAtPrice: 180000,
  });
  return { vendor, business, bell, jar, agbada };
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.each(VIEWPORTS)('marketplace journeys at $width px', (viewport) => {
  it('a visitor sees popular products and stores on the home page, and their links work', async () => {
    const page = await openPage(browser, viewport);
    await page.goto('/');
    const products = page.getByRole('region', { name: 'Popular products' });
    const stores = page.getByRole('region', { name: 'Popular stores' });
    await products.locator('a[href^="/product/"]').first().waitFor();
    await stores.locator('a[href^="/store/"]').first().waitFor();
    expect(await products.locator('a[href^="/product/"]').count()).toBeGreaterThanOrEqual(4);
    const categories = page.getByRole('region', { name: 'Shop by category' });
    await categories.locator('a[href^="/explore?category="]').first().waitFor();
    const states = page.getByRole('region', { name: 'Shop by state' });
    await states.getByRole('link', { name: 'Lagos', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Start selling' }).getAttribute('href')).toBe(
      `/auth/login?redirect=${encodeURIComponent('/shopper/add-business')}`,
    );
    expect(await horizontalOverflow(page)).toBe(0);
    await checkScreen(page, 'home', viewport);

    const product = products.locator('a[href^="/product/"]').first();
    const productName = (await product.locator('span').first().textContent())!.trim();
    await product.click();
    await page.waitForURL(/\/product\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: productName }).waitFor();

    await page.goBack();
    const store = stores.locator('a[href^="/store/"]').first();
    await store.waitFor();
    const handle = (await store.getAttribute('href'))!.replace('/store/', '');
    await store.click();
    await page.waitForURL(`**/store/${handle}`);
    await page.getByRole('heading', { level: 1 }).waitFor();

    await page.goto('/');
    await states.getByRole('link', { name: 'Lagos', exact: true }).click();
    await page.waitForURL(/\/explore\?state=Lagos$/);
    await expect.poll(() => page.getByLabel('State').inputValue()).toBe('Lagos');
    await page.context().close();
  });

  it('scrolling Explore to the end brings the next products, continued after the last one shown', async () => {
    const page = await openPage(browser, viewport);
    await page.goto('/explore');
    const cards = page.locator('main a[href^="/product/"]');
    await cards.first().waitFor();
    const before = await cards.count();
    const next = page.waitForResponse(
      (res) => res.url().includes('/api/v1/products?') && res.url().includes('after='),
    );
    await page.mouse.wheel(0, 20_000);
    const answer = await next;
    expect(answer.status()).toBe(200);
    const data = (await answer.json()).data as { currentPage: number; results: unknown[] };
    expect(data.currentPage).toBe(2);
    expect(data.results.length).toBeGreaterThan(0);
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.context().close();
  });

  it('a search names the store first, forgives a typo and never confuses Chidi with chin chin', async () => {
    const stamp = `${viewport.width}${Date.now().toString().slice(-6)}`;
    const { business, bell, jar } = await chidiStore(stamp, viewport.width < 500 ? '0705' : '0706');
    const page = await openPage(browser, viewport);
    await page.goto('/');
    await page.getByLabel('Search products and stores').fill('Chidi');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/explore\?q=Chidi$/);
    const storesFound = page.getByRole('region', { name: 'Matching stores' });
    const storeLink = storesFound.getByRole('link', { name: new RegExp(business.name) });
    await storeLink.waitFor({ timeout: 15_000 });
    const productLink = page.getByRole('link', { name: new RegExp(jar.name) });
    await productLink.waitFor();
    const storeBox = (await storeLink.boundingBox())!;
    const productBox = (await productLink.boundingBox())!;
    expect(storeBox.y + storeBox.height).toBeLessThan(productBox.y);
    // "Chidi" is not "chin": the demo's chin chin snacks must not come up.
    expect(await page.getByRole('link', { name: /chin chin/i }).count()).toBe(0);
    expect(await horizontalOverflow(page)).toBe(0);
    await checkScreen(page, 'search-stores', viewport);

    await page.getByLabel('Search products and businesses').fill('bronez');
    const bellLink = page.getByRole('link', { name: new RegExp(bell.name) });
    await bellLink.waitFor({ timeout: 15_000 });
    // The old price is struck through, with the discount, and fits the card.
    const was = bellLink.locator('s');
    expect(await was.evaluate((s) => getComputedStyle(s).textDecorationLine)).toBe('line-through');
    expect(await was.textContent()).toBe('₦22,000');
    await bellLink.getByText('-16%').waitFor();
    const cardBox = (await bellLink.boundingBox())!;
    const wasBox = (await was.boundingBox())!;
    expect(wasBox.x + wasBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    await checkScreen(page, 'search-typo', viewport);
    await page.context().close();
  });

  it('a vendor’s products fit the screen with whole names', async () => {
    const stamp = `${viewport.width}${Date.now().toString().slice(-6)}9`;
    const { vendor, business, agbada } = await chidiStore(
      stamp,
      viewport.width < 500 ? '0707' : '0709',
    );
    const page = await openPage(browser, viewport);
    await logIn(page, vendor.username, vendor.password);
    await page.goto(`/vendor/${business._id}/products`);
    const name = page.getByText(agbada.name, { exact: true });
    await name.waitFor();
    expect(await name.isVisible()).toBe(true);
    // The whole name shows: nothing cut off with an ellipsis.
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    expect(await name.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
    expect(await horizontalOverflow(page)).toBe(0);
    await checkScreen(page, 'vendor-products-list', viewport);
    await page.context().close();
  });

  it('a vendor on their own product page sees they cannot buy it', async () => {
    const stamp = `${viewport.width}${Date.now().toString().slice(-6)}7`;
    const { vendor, business, bell } = await chidiStore(
      stamp,
      viewport.width < 500 ? '0812' : '0813',
    );
    const page = await openPage(browser, viewport);
    await logIn(page, vendor.username, vendor.password);
    await page.goto(`/product/${bell._id}`);
    await page
      .getByText(`This is a product of your business, ${business.name}: you cannot buy it.`)
      .waitFor();
    expect(await page.getByRole('button', { name: 'Add to cart' }).count()).toBe(0);
    await checkScreen(page, 'own-product-page', viewport);

    // A visitor (or any other shopper) can put it in the cart.
    const visitor = await openPage(browser, viewport);
    await visitor.goto(`/product/${bell._id}`);
    await visitor.getByRole('button', { name: 'Add to cart' }).waitFor();
    expect(await visitor.getByText('you cannot buy it').count()).toBe(0);
    await visitor.context().close();
    await page.context().close();
  });
});

describe('start selling', () => {
  it('leads a shopper to Add Business and a vendor to their dashboard', async () => {
    const viewport = VIEWPORTS[0];
    const stamp = `${Date.now().toString().slice(-7)}1`;
    const shopper = await registerShopper(stamp, '0802');
    const page = await openPage(browser, viewport);
    await logIn(page, shopper.username, shopper.password);
    await page.goto('/');
    const start = page.getByRole('link', { name: 'Start selling' });
    await expect.poll(() => start.getAttribute('href')).toBe('/shopper/add-business');
    const business = await call<Business>('POST', '/businesses', shopper.token, {
      name: `Amaka Fabrics ${stamp}`,
      handle: `amaka-fabrics-${stamp}`,
      state: 'Lagos',
    });
    await page.reload();
    await expect.poll(() => start.getAttribute('href')).toBe(`/vendor/${business._id}`);
    await page.context().close();
  });
});

describe('checkout', () => {
  it('fills a new address with the shopper’s own name and phone', async () => {
    const viewport = VIEWPORTS[0];
    const stamp = `${Date.now().toString().slice(-7)}2`;
    const { jar } = await chidiStore(stamp, '0704');
    const shopper = await registerShopper(`${stamp}3`, '0803');
    const page = await openPage(browser, viewport);
    await logIn(page, shopper.username, shopper.password);
    await page.goto(`/product/${jar._id}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expectToast(page, 'Success', 'added to your cart');
    await page.goto('/shopper/checkout');
    const national = `803${`${stamp}3`.slice(-7)}`;
    await expect.poll(() => page.getByLabel('Recipient name').inputValue()).toBe('Amaka Obi');
    expect(await page.getByLabel('Phone').inputValue()).toBe(
      `+234 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`,
    );
    await page.context().close();
  });
});
