import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from './api.ts';
import {
  checkScreen,
  expectToast,
  fillLogin,
  launchBrowser,
  logIn,
  openMenuIfPhone,
  openPage,
  VIEWPORTS,
  type Viewport,
} from './support.ts';

/** The demo vendor: his personal account and the two businesses he owns. */
const TUNDE = { username: 'tunde@oja.ng', password: 'oja-vendor-2026' };
type Business = { _id: string; name: string; handle: string; logo: string | null };
type Session = {
  accessToken: string;
  user: { _id: string; businesses: Business[]; activeAccount: { businessId: string | null } };
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const switcher = (page: Page) =>
  page.getByRole('navigation', { name: 'Menu' }).getByRole('group', { name: 'Switch account' });

/** On phones a toast opens below the header, never over the menu button or the cart badge. */
async function expectToastBelowHeader(page: Page, viewport: Viewport) {
  if (viewport.width >= 768) return;
  const header = await page.locator('header').first().boundingBox();
  const toast = await page.locator('.mantine-Notification-root').first().boundingBox();
  expect(toast!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
}

describe.each(VIEWPORTS)('finding your way at $width px', (viewport) => {
  let tunde: Session;
  let shop: Business;
  beforeEach(async () => {
    tunde = await call<Session>('POST', '/users/login', undefined, TUNDE);
    shop = tunde.user.businesses[0]!;
    // Every run starts from the personal account, as a new login would.
    if (tunde.user.activeAccount.businessId)
      await call('PUT', `/users/${tunde.user._id}/active-account`, tunde.accessToken, {
        type: 'Personal',
      });
  });

  it('the demo vendor reaches his dashboard in one tap from the menu, lands on it at the next login while acting as his business, and switches back to Personal', async () => {
    const page = await openPage(browser, viewport);
    await logIn(page, TUNDE.username, TUNDE.password);
    // Acting as Personal, with no page to come back to: the shop.
    await page.waitForURL((url) => url.pathname === '/shopper');

    await openMenuIfPhone(page, viewport);
    const personal = switcher(page).getByRole('button', { name: /Personal/ });
    await expect.poll(() => personal.getAttribute('aria-current')).toBe('true');
    const business = switcher(page).getByRole('button', { name: new RegExp(shop.name) });
    await business.getByText(`Business · @${shop.handle}`).waitFor();
    // His logo, loaded, beside the name.
    const logo = business.locator('img');
    expect(await logo.getAttribute('src')).toBe(shop.logo!.replace(/\.webp$/, '-thumb.webp'));
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await checkScreen(page, 'account-switcher', viewport);

    await business.click();
    await page.waitForURL((url) => url.pathname === `/vendor/${shop._id}`);
    await expectToast(page, 'Success', `You are now using ${shop.handle}`);
    await expectToastBelowHeader(page, viewport);
    await page.getByText('Current balance').waitFor();
    await openMenuIfPhone(page, viewport);
    await expect
      .poll(() =>
        switcher(page)
          .getByRole('button', { name: new RegExp(shop.name) })
          .getAttribute('aria-current'),
      )
      .toBe('true');
    await checkScreen(page, 'vendor-menu', viewport);

    // Acting as the business, logging in opens its dashboard straight away.
    await page
      .getByRole('navigation', { name: 'Menu' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await page.waitForURL('**/auth/login');
    await fillLogin(page, TUNDE.username, TUNDE.password);
    await page.waitForURL((url) => url.pathname === `/vendor/${shop._id}`);
    await page.getByText('Current balance').waitFor();

    // Back to Personal: the shop.
    await openMenuIfPhone(page, viewport);
    await switcher(page)
      .getByRole('button', { name: /Personal/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/shopper');
    await expectToast(page, 'Success', 'You are now using tunde');
    const me = await call<Session['user']>('GET', '/users/me', tunde.accessToken);
    expect(me.activeAccount.businessId).toBeNull();

    // "Acting as" on My account opens the chosen business's dashboard too.
    const other = tunde.user.businesses[1]!;
    await page.goto('/shopper/account');
    await page.getByLabel('Acting as').selectOption({ label: `${other.name} (@${other.handle})` });
    await page.waitForURL((url) => url.pathname === `/vendor/${other._id}`);
    await page.getByText('Current balance').waitFor();
    await openMenuIfPhone(page, viewport);
    await switcher(page)
      .getByRole('button', { name: /Personal/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/shopper');
    await page.context().close();
  });

  it('a failed sign-up followed by a successful one leaves only the success on screen', async () => {
    const stamp = `${viewport.width}${Date.now().toString().slice(-6)}`;
    const page = await openPage(browser, viewport);
    await page.goto('/auth/register');
    await page.getByLabel('First name').fill('Bisi');
    await page.getByLabel('Last name').fill('Adeyemi');
    await page.getByLabel('E-mail').fill(`bisi${stamp}@example.ng`);
    await page.getByLabel('Phone number').fill(`0708${stamp.slice(-7)}`);
    await page.getByLabel('Username').fill('tunde');
    await page.getByLabel('Password', { exact: true }).fill('bisi-pass-2026');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectToast(page, 'Error!', 'This username is taken');
    await page.getByLabel('Username').fill(`bisi_${stamp}`);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/shopper/account');
    await expectToast(page, 'Success', 'Sign up successful');
    await expect
      .poll(() => page.locator('.mantine-Notification-root').filter({ hasText: 'Error!' }).count())
      .toBe(0);
    await page.context().close();
  });

  it("a visitor's menus offer Log in and Sign up, never Logout", async () => {
    const page = await openPage(browser, viewport);
    await page.goto('/about');
    await page.getByRole('heading', { name: 'About Oja' }).waitFor();
    if (viewport.width < 992) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await menu.getByRole('link', { name: 'Log in' }).waitFor();
      await menu.getByRole('link', { name: 'Sign up' }).waitFor();
      expect(await menu.getByText('Logout').count()).toBe(0);
      await checkScreen(page, 'public-menu-visitor', viewport);
      await menu.getByRole('link', { name: 'Sign up' }).click();
      // Signing up comes back to the page the menu was on.
      await page.waitForURL(`**/auth/register?redirect=${encodeURIComponent('/about')}`);
    } else {
      // Page content starts where the header's logo does.
      const logo = await page.getByRole('link', { name: 'Oja home' }).boundingBox();
      const title = await page.getByRole('heading', { name: 'About Oja' }).boundingBox();
      expect(Math.round(title!.x)).toBe(Math.round(logo!.x));
    }

    await page.goto('/shopper');
    await openMenuIfPhone(page, viewport);
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Log in' }).waitFor();
    await menu.getByRole('link', { name: 'Sign up' }).waitFor();
    expect(await menu.getByText('Logout').count()).toBe(0);
    await checkScreen(page, 'shopper-menu-visitor', viewport);
    await page.context().close();
  });

  it('a bad product or store link shows only the not-found page, with the footer at the bottom', async () => {
    const page = await openPage(browser, viewport);
    const links = [
      ['/product/not-a-product', 'product'],
      ['/product/01a20bbc-0000-7000-8000-000000000000', 'product'],
      ['/store/no-such-handle', 'store'],
    ] as const;
    for (const [link, what] of links) {
      await page.goto(link);
      await page.getByRole('heading', { name: `We could not find that ${what}` }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.locator('.mantine-Notification-root').count(), link).toBe(0);
    }
    await checkScreen(page, 'store-not-found', viewport);

    await page.goto('/product/not-a-product');
    await page.getByRole('heading', { name: 'We could not find that product' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.mantine-Notification-root').count()).toBe(0);
    const footer = await page.locator('footer').boundingBox();
    const height = await page.evaluate(() => window.innerHeight);
    expect(Math.round(footer!.y + footer!.height)).toBeGreaterThanOrEqual(height);
    await checkScreen(page, 'product-not-found', viewport);
    await page.context().close();
  });
});
