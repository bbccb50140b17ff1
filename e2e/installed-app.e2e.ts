import { chromium, type Browser, type Page } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerShopper } from './api.ts';
import {
  baseUrl,
  checkScreen,
  CHROMIUM,
  goToMenu,
  launchBrowser,
  logIn,
  openPage,
  VIEWPORTS,
} from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The page is run by Oja's service worker, and what the first visit loaded is kept. */
async function installed(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 20_000,
  });
  await page.waitForFunction(
    async () => Boolean(await caches.match(location.href, { cacheName: 'oja-pages' })),
    undefined,
    { timeout: 20_000, polling: 250 },
  );
}

type Me = { _id: string; likes: string[] };
type Product = {
  _id: string;
  name: string;
  likes: number;
  business: { handle: string; name: string };
};

describe('Oja on the phone', () => {
  it('Chromium can install it: the manifest and the service worker pass its checks', async () => {
    // A profile of its own: Chromium offers no install in a private window.
    const profile = mkdtempSync(path.join(os.tmpdir(), 'oja-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...CHROMIUM,
      viewport: VIEWPORTS[0],
      baseURL: baseUrl(),
    });
    const page = await context.newPage();
    await page.goto('/');
    await installed(page);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      errors: { message: string }[];
      url: string;
    };
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });

  it('after a first visit, the home page, a store and a product open offline; a like made offline applies once', async () => {
    const stamp = `${Date.now()}`.slice(-9);
    const shopper = await registerShopper(stamp, '0705');
    const page = await openPage(browser, VIEWPORTS[0]);
    await logIn(page, shopper.username, shopper.password);
    await page.goto('/');
    await installed(page);

    // A product seen, and its store, reached through the app's own links.
    await page.locator('main a[href^="/product/"]').first().click();
    await page.waitForURL('**/product/**');
    const productId = new URL(page.url()).pathname.split('/')[2]!;
    const product = await call<Product>('GET', `/products/${productId}`, shopper.token);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.goto(`/store/${product.business.handle}`);
    await page.getByRole('heading', { name: product.business.name }).first().waitFor();
    await page.goto(`/product/${productId}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();

    await page.context().setOffline(true);
    const banner = page.getByRole('status').filter({ hasText: "You're offline" });
    await banner.waitFor();
    // Liked offline: the heart shows it at once and the phone says it will be sent.
    await page.getByRole('button', { name: /^Like/ }).first().click();
    await page
      .getByText("You're offline. Your like will be sent when you're back online.")
      .waitFor();
    await checkScreen(page, 'installed-app-offline-like', VIEWPORTS[0]);

    for (const [url, heading] of [
      ['/', /Shop Nigerian businesses/],
      [`/store/${product.business.handle}`, product.business.name],
      [`/product/${productId}`, product.name],
    ] as const) {
      await page.goto(url);
      await page.getByRole('heading', { name: heading }).first().waitFor();
      await banner.waitFor();
    }
    await checkScreen(page, 'installed-app-offline-product', VIEWPORTS[0]);

    await page.context().setOffline(false);
    await page.getByText('Back online: sent what you did offline').waitFor();
    await expect(banner.count()).resolves.toBe(0);
    const me = await call<Me>('GET', '/users/me', shopper.token);
    expect(me.likes).toContain(productId);
    const after = await call<Product>('GET', `/products/${productId}`, shopper.token);
    expect(after.likes).toBe(product.likes + 1);
    // Nothing is left to send twice.
    await expect(page.evaluate(() => localStorage.getItem('oja-kept-calls'))).resolves.toBeNull();
    await page.context().close();
  });
});

describe.each(VIEWPORTS)('getting the app at $width px', (viewport) => {
  it('a vendor finds Download App in the menu and is shown how to add Oja', async () => {
    const page = await openPage(browser, viewport);
    await logIn(page, 'tunde@oja.ng', 'oja-vendor-2026');
    await page.goto('/vendor');
    await page.waitForURL(/\/vendor\/[^/]+$/);
    await goToMenu(page, viewport, 'Download App');
    await page.waitForURL('**/app');
    await page.getByRole('heading', { level: 1, name: 'Oja on your phone' }).waitFor();
    await page.getByRole('heading', { name: 'Android (Chrome)' }).waitFor();
    await page.getByRole('heading', { name: 'iPhone (Safari)' }).waitFor();
    await checkScreen(page, 'get-app', viewport);
    await page.context().close();
  });
});
