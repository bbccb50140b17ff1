import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerShopper } from './api.ts';
import { baseUrl, checkScreen, launchBrowser, logIn, VIEWPORTS } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

type Product = { _id: string; name: string; photos: string[] };

/** A product with several photos (the gallery and its row of thumbnails). */
async function productWithPhotos(): Promise<Product> {
  const { results } = await call<{ results: { _id: string }[] }>('GET', '/products?limit=30');
  for (const { _id } of results) {
    const product = await call<Product>('GET', `/products/${_id}`);
    if (product.photos.length > 1) return product;
  }
  throw new Error('No demo product has several photos');
}

/** Opens the product page afresh and adds up the picture bytes it downloaded. */
async function pictureBytesOf(page: Page, product: Product): Promise<number> {
  const sizes: Promise<number>[] = [];
  const count = (response: Response) => {
    if (response.request().resourceType() === 'image')
      sizes.push(
        response.body().then(
          (b) => b.length,
          () => 0,
        ),
      );
  };
  page.on('response', count);
  await page.goto(`/product/${product._id}`);
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  // Every picture the screen asked for has arrived (a signed-in page keeps its live stream open).
  await page.waitForFunction(() => [...document.images].every((i) => i.complete));
  await page.waitForTimeout(500);
  page.off('response', count);
  return (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
}

describe('Data saver', () => {
  it('turned on under Account, a product page downloads less than half the picture bytes, and the account shows the week', async () => {
    const viewport = VIEWPORTS[0];
    const product = await productWithPhotos();
    const shopper = await registerShopper(`5${Date.now().toString().slice(-6)}`, '0705');
    const context = await browser.newContext({ viewport, baseURL: baseUrl() });
    const page = await context.newPage();
    await logIn(page, shopper.username, shopper.password);

    const normal = await pictureBytesOf(page, product);
    await page.goto('/shopper/account');
    const saver = page.getByRole('radiogroup', { name: 'Data saver' });
    await saver.getByText('On', { exact: true }).click();
    await page.getByText('On: pictures are small on this phone.').waitFor();
    // The installed app's worker answers the next page: what it downloads counts as well.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    // A page load renders small pictures from the first byte (the server is told by a cookie).
    const saving = await pictureBytesOf(page, product);
    expect(saving).toBeGreaterThan(0);
    expect(saving).toBeLessThan(normal / 2);
    const html = await (await page.request.get(`/product/${product._id}`)).text();
    expect(html).toContain(`${product.photos[0]!.replace(/\.webp$/, '')}-small.webp`);

    // The phone keeps its count every few seconds, the small pictures' savings with it.
    await page.waitForFunction(
      () =>
        Object.values(
          JSON.parse(localStorage.getItem('oja-data-use') ?? '{}') as Record<
            string,
            { used: number; without: number }
          >,
        ).some((day) => day.without > day.used),
      undefined,
      { timeout: 10_000 },
    );
    await page.goto('/shopper/account');
    await page.getByText(/used on this phone in the last/).waitFor({ timeout: 10_000 });
    await page.getByText(/without data saver: .* saved\./).waitFor();
    await page.getByRole('heading', { name: 'Data saver' }).scrollIntoViewIfNeeded();
    await checkScreen(page, 'account-data-saver', viewport);
    await context.close();
  });

  it("follows the browser's own data saver: a Save-Data page is rendered with small pictures and fewer products", async () => {
    const product = await productWithPhotos();
    const res = await fetch(`${baseUrl()}/product/${product._id}`, {
      headers: { 'save-data': 'on' },
    });
    const html = await res.text();
    expect(res.headers.get('vary')).toContain('save-data');
    expect(html).toContain('-small.webp');
    const plain = await (await fetch(`${baseUrl()}/product/${product._id}`)).text();
    expect(plain).not.toContain('-small.webp');

    // Half as many products at a time: a store's first screen lists fewer.
    const { results } = await call<{ results: { handle: string }[] }>('GET', '/businesses?limit=1');
    const store = `${baseUrl()}/store/${results[0]!.handle}`;
    const cards = (html: string) => new Set(html.match(/href="\/product\/[^"]+"/g)).size;
    const saving = cards(await (await fetch(store, { headers: { 'save-data': 'on' } })).text());
    const full = cards(await (await fetch(store)).text());
    expect(saving).toBeGreaterThan(0);
    expect(saving).toBeLessThan(full);
  });
});
