import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_IDS, THEMES } from '#shared/themes.ts';
import { call } from './api.ts';
import {
  baseUrl,
  checkScreen,
  expectNoSidewaysScroll,
  launchBrowser,
  openPage,
} from './support.ts';

/** A demo vendor on the Pro plan, which includes every theme. */
const PRO_VENDOR = { username: 'vendor02@oja.ng', password: 'oja-vendor-2026' };
const PHONE = { name: 'phone', width: 375, height: 812 } as const;

let browser: Browser;
let store: { _id: string; handle: string; name: string };
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const vendor = await call<{
    accessToken: string;
    user: { businesses: { _id: string; handle: string; name: string }[] };
  }>('POST', '/users/login', undefined, PRO_VENDOR);
  token = vendor.accessToken;
  store = vendor.user.businesses[0]!;
});
afterAll(async () => {
  // Back to the default, for the journeys that visit this store after this one.
  if (token) await call('PATCH', `/themes/theme1/businesses/${store._id}/active`, token);
  await browser.close();
});

describe('a store in its theme', () => {
  it('each of the eight themes shows on the storefront, in the first HTML and at 375 px, readable (WCAG AA) and never scrolling sideways', async () => {
    const page = await openPage(browser, PHONE);
    // The browser takes each themed page over as rendered: no mismatch, no missing file.
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    for (const id of THEME_IDS) {
      const theme = THEMES[id];
      const look = await call<{ theme: string }>(
        'PATCH',
        `/themes/${id}/businesses/${store._id}/active`,
        token,
      );
      expect(look.theme).toBe(id);

      // The first HTML, as a link preview or a phone without the code yet gets it.
      const html = await (await fetch(`${baseUrl()}/store/${store.handle}`)).text();
      expect(html).toContain(`data-theme="${id}"`);
      expect(html).toContain(`data-layout-hero="${theme.layout.hero}"`);
      expect(html).toContain(`--oja-store-bg:${theme.tokens.background}`);
      expect(html).toContain(`--mantine-color-body:${theme.tokens.surface}`);
      if (theme.tokens.headingFont !== 'system') {
        // Its heading font, self-hosted: the file the browser build serves.
        const font = /@font-face\{[^}]*src:url\(([^)]+\.woff2)\)/.exec(html)?.[1];
        expect(font, `${id}'s heading font`).toContain(theme.tokens.headingFont);
        expect((await fetch(`${baseUrl()}${font}`)).status).toBe(200);
      }

      await page.goto(`/store/${store.handle}`);
      const frame = page.locator(`[data-theme="${id}"]`);
      await frame.waitFor();
      await expect
        .poll(() => frame.getByRole('heading', { name: store.name, exact: true }).isVisible())
        .toBe(true);
      // The newsletter's sign-up, drawn once the page is taken over, is checked in the theme too.
      await frame.getByRole('region', { name: `Get ${store.name}’s newsletter` }).waitFor();
      // The page takes the theme's background; Oja's header keeps its own.
      expect(await frame.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
        rgb(theme.tokens.background),
      );
      expect(
        await page.getByRole('banner').evaluate((el) => getComputedStyle(el).backgroundColor),
      ).toBe('rgb(255, 255, 255)');
      await checkScreen(page, `themed-store-${id}`, PHONE);
    }
    expect(errors).toEqual([]);
    // Embedded without Oja's header, in the last theme.
    await page.goto(`/store/${store.handle}?headless=1`);
    await page.locator('[data-theme="eko-market"]').waitFor();
    expect(await page.getByRole('link', { name: 'Oja home' }).count()).toBe(0);
    await expectNoSidewaysScroll(page, 'themed-store-headless', PHONE);
    await page.context().close();
  });
});

/** `#rrggbb` as the browser reports a computed colour. */
function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
}
