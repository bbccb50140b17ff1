import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './api.ts';
import {
  DEFAULT_TITLE,
  newShopper,
  serverTitle,
  shellSubjects,
  SIGNED_IN_COOKIE,
  takenOver,
  type Business,
  type Post,
  type Product,
} from './app-shell-fixtures.ts';
import {
  checkScreen,
  launchBrowser,
  logIn,
  openMenuIfPhone,
  openPage,
  VIEWPORTS,
} from './support.ts';

let browser: Browser;
let product: Product;
let store: Business;
let post: Post;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ product, store, post } = await shellSubjects());
});
afterAll(async () => {
  await browser.close();
});

describe.each(VIEWPORTS)('the app shell at $width px', (viewport) => {
  it('every server-rendered page keeps its own tab title once the app takes it over, and on the way between pages', async () => {
    const page = await openPage(browser, viewport);
    // Every title the tab shows, from the first HTML on, so a flash of another title counts.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { ojaTitles: string[] }).ojaTitles = seen;
      document.addEventListener('DOMContentLoaded', () => {
        seen.push(document.title);
        new MutationObserver(() => {
          if (seen.at(-1) !== document.title) seen.push(document.title);
        }).observe(document.head, { childList: true, subtree: true, characterData: true });
      });
    });
    const named: Record<string, string> = {
      [`/product/${product._id}`]: `${product.name} | Oja`,
      [`/store/${store.handle}`]: `${store.name} | Oja`,
      [`/post/${post._id}`]: `Post by ${post.author.name} | Oja`,
      [`/u/${post.author.handle}`]: `${post.author.name} (@${post.author.handle}) | Oja`,
      '/pricing': 'Pricing and plans | Oja',
      '/explore/creators': 'Creators | Oja',
    };
    const paths = [
      '/',
      '/explore',
      '/explore/for-you',
      '/explore/following',
      '/explore/creators',
      `/store/${store.handle}`,
      `/product/${product._id}`,
      `/post/${post._id}`,
      `/u/${post.author.handle}`,
      '/pricing',
      '/about',
      '/faq',
      '/referral',
      '/support',
    ];
    for (const path of paths) {
      const expected = await serverTitle(page, path);
      if (named[path]) expect(expected, path).toBe(named[path]);
      if (path !== '/') expect(expected, path).not.toBe(DEFAULT_TITLE);
      await page.goto(path);
      await takenOver(page);
      const titles = await page.evaluate(
        () => (window as unknown as { ojaTitles: string[] }).ojaTitles,
      );
      expect(titles, `titles of ${path}`).toEqual([expected]);
    }

    // Between pages in the app: each takes its own title, and the way back restores it.
    await page.goto('/explore');
    await takenOver(page);
    const card = page.locator('main a[href^="/product/"]').first();
    const href = (await card.getAttribute('href'))!;
    const cardName = await serverTitle(page, href);
    await card.click();
    await page.waitForURL(`**${href}`);
    await expect.poll(() => page.title()).toBe(cardName);
    await page.locator('footer').getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL('**/pricing');
    await expect.poll(() => page.title()).toBe('Pricing and plans | Oja');
    await page.goBack();
    await page.waitForURL(`**${href}`);
    await expect.poll(() => page.title()).toBe(cardName);
    await page.goto(`/u/${post.author.handle}`);
    await takenOver(page);
    await page.locator('footer').getByRole('link', { name: 'FAQ' }).click();
    await expect.poll(() => page.title()).toBe('Frequently asked questions | Oja');
    await page.context().close();
  });

  it("a signed-in user's server-rendered pages never offer Log in, even before the code arrives, and nothing moves when it does", async () => {
    const shopper = await newShopper(viewport, 'hdr');
    const visitor = await openPage(browser, viewport);
    // A visitor's page offers Log in (on a phone, it waits in the menu's markup).
    await visitor.route('**/assets/*.js', (route) => route.abort());
    await visitor.goto('/explore');
    expect(await visitor.locator('header a[href^="/auth/login"]').count()).toBe(1);
    await visitor.context().close();

    const page = await openPage(browser, viewport);
    await logIn(page, shopper.username, shopper.password);
    // The browser tells page requests it holds a session, and nothing of the session itself.
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === SIGNED_IN_COOKIE)?.value).toBe('1');
    expect(JSON.stringify(cookies)).not.toContain(shopper.token.slice(0, 20));

    // The code held back (a slow phone): the header holds the account's place.
    await page.route('**/assets/*.js', (route) => route.abort());
    const places: Record<string, { x: number; y: number } | null> = {};
    for (const path of ['/', '/explore/following', `/product/${product._id}`]) {
      await page.goto(path);
      await page.getByRole('link', { name: 'Oja home' }).waitFor();
      expect(await page.locator('header a[href^="/auth/login"]').count(), path).toBe(0);
      expect(await page.locator('header').getByText('Log in').count(), path).toBe(0);
      expect(await page.locator('main a[href^="/auth/login"]').count(), path).toBe(0);
      places[path] = await page.getByRole('button', { name: /^Cart/ }).boundingBox();
    }
    await checkScreen(page, 'header-before-code', viewport);

    // The code arrives: the account takes its place, where the placeholder was.
    await page.unroute('**/assets/*.js');
    await page.goto(`/product/${product._id}`);
    await takenOver(page);
    await page.getByRole('link', { name: 'My account' }).waitFor();
    await page.getByRole('link', { name: /^Notifications/ }).waitFor();
    await page.getByRole('link', { name: /^Messages/ }).waitFor();
    expect(await page.getByRole('button', { name: /^Cart/ }).boundingBox()).toEqual(
      places[`/product/${product._id}`],
    );
    await checkScreen(page, 'header-signed-in', viewport);

    // Logging out clears it: the next page is a visitor's.
    await page.goto('/shopper/account');
    await openMenuIfPhone(page, viewport);
    await page
      .getByRole('navigation', { name: 'Menu' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await page.waitForURL(/\/auth\/login(\?|$)/);
    // (The screen is left first, then the session forgotten.)
    await expect
      .poll(async () =>
        (await page.context().cookies()).some(
          (c) => c.name === SIGNED_IN_COOKIE && c.value === '1',
        ),
      )
      .toBe(false);
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/explore');
    expect(await page.locator('header a[href^="/auth/login"]').count()).toBe(1);
    await page.context().close();
  });

  it("a vendor's menu keeps the account switcher and Logout in sight; Explore's tabs are whole on a phone", async () => {
    const tunde = await call<{ user: { businesses: Business[] } }>(
      'POST',
      '/users/login',
      undefined,
      {
        username: 'tunde@oja.ng',
        password: 'oja-vendor-2026',
      },
    );
    const shop = tunde.user.businesses[0]!;
    const page = await openPage(browser, viewport);
    await logIn(page, 'tunde@oja.ng', 'oja-vendor-2026');
    await page.goto(`/vendor/${shop._id}`);
    await page.getByText('Current balance').waitFor();
    await openMenuIfPhone(page, viewport);
    const menu = page.getByRole('navigation', { name: 'Menu' });
    const logout = menu.getByRole('button', { name: 'Logout' });
    await expect.poll(() => logout.isVisible()).toBe(true);
    const box = (await logout.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    const personal = (await menu
      .getByRole('group', { name: 'Switch account' })
      .getByRole('button', { name: /Personal/ })
      .boundingBox())!;
    expect(personal.y).toBeGreaterThanOrEqual(0);
    await checkScreen(page, 'vendor-menu-logout', viewport);
    await page.context().close();

    const visitor = await openPage(browser, viewport);
    for (const path of [
      '/explore',
      '/explore/for-you',
      '/explore/following',
      '/explore/creators',
    ]) {
      await visitor.goto(path);
      const tabs = visitor.getByRole('navigation', { name: 'Explore' });
      await tabs.waitFor();
      const edge = await tabs.evaluate((nav) => {
        const box = nav.getBoundingClientRect();
        return {
          left: box.left,
          right: box.right,
          scrolls: nav.scrollWidth > nav.clientWidth,
          screen: window.innerWidth,
        };
      });
      expect(edge.scrolls, path).toBe(false);
      for (const name of ['Products', 'For you', 'Following', 'Creators']) {
        const tab = tabs.getByRole('link', { name, exact: true });
        const whole = await tab.evaluate((a) => a.scrollWidth <= a.clientWidth);
        const b = (await tab.boundingBox())!;
        expect(whole, `${name} on ${path}`).toBe(true);
        expect(b.x, `${name} on ${path}`).toBeGreaterThanOrEqual(edge.left);
        expect(b.x + b.width, `${name} on ${path}`).toBeLessThanOrEqual(
          Math.min(edge.right, edge.screen) + 0.5,
        );
      }
    }
    await checkScreen(visitor, 'explore-tabs', viewport);
    await visitor.context().close();
  });
});
