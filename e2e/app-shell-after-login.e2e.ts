import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './api.ts';
import {
  newShopper,
  shellSubjects,
  takenOver,
  type Business,
  type Post,
  type Product,
} from './app-shell-fixtures.ts';
import {
  baseUrl,
  expectToast,
  fillLogin,
  launchBrowser,
  logIn,
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
  it('a like or follow tapped as a visitor is done after the login it asked for, back on its page', async () => {
    const shopper = await newShopper(viewport, 'act');

    // Like on a post.
    let page = await openPage(browser, viewport);
    await page.goto(`/post/${post._id}`);
    await takenOver(page);
    await page
      .getByRole('button', { name: /^Like, / })
      .first()
      .click();
    await expectToast(page, 'Warning', 'Please login to continue');
    await page.waitForURL(`**/auth/login?redirect=${encodeURIComponent(`/post/${post._id}`)}`);
    await fillLogin(page, shopper.username, shopper.password);
    await page.waitForURL((url) => url.pathname === `/post/${post._id}`);
    await expectToast(page, 'Success', `You liked ${post.author.name}'s post`);
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: /^Like, / })
          .first()
          .getAttribute('aria-pressed'),
      )
      .toBe('true');
    expect((await call<{ liked: boolean }>('GET', `/posts/${post._id}`, shopper.token)).liked).toBe(
      true,
    );
    await page.context().close();

    // Follow on a store.
    page = await openPage(browser, viewport);
    await page.goto(`/store/${store.handle}`);
    await takenOver(page);
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await expectToast(page, 'Warning', 'Please login to continue');
    await page.waitForURL('**/auth/login?redirect=*');
    await fillLogin(page, shopper.username, shopper.password);
    await page.waitForURL((url) => url.pathname === `/store/${store.handle}`);
    await expectToast(page, 'Success', 'You are now following this business');
    await page.getByRole('button', { name: 'Following', exact: true }).waitFor();
    const me = await call<{ follows: string[] }>('GET', '/users/me', shopper.token);
    expect(me.follows).toContain(store._id);
    // Done once: coming back to the page later does not do it again.
    await page.reload();
    await takenOver(page);
    await page.getByRole('button', { name: 'Following', exact: true }).waitFor();
    await page.context().close();
  });

  it("add to cart, then the header's Log in: back on the product with the cart kept; another site is never followed", async () => {
    const shopper = await newShopper(viewport, 'cart');
    let page = await openPage(browser, viewport);
    await page.goto(`/product/${product._id}`);
    await takenOver(page);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expectToast(page, 'Success', 'added to your cart');
    if (viewport.width < 576) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('navigation', { name: 'Mobile' })
        .getByRole('link', { name: 'Log in' })
        .click();
    } else {
      await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    }
    await page.waitForURL(
      `**/auth/login?redirect=${encodeURIComponent(`/product/${product._id}`)}`,
    );
    await fillLogin(page, shopper.username, shopper.password);
    await page.waitForURL((url) => url.pathname === `/product/${product._id}`);
    await expect
      .poll(() => page.getByRole('button', { name: /^Cart, / }).getAttribute('aria-label'))
      .toBe('Cart, 1 item');
    await page.context().close();

    // A login link pointing at another site lands in the shop instead.
    for (const target of ['//evil.example/steal', '/\\evil.example', 'https://evil.example']) {
      page = await openPage(browser, viewport);
      await page.goto(`/auth/login?redirect=${encodeURIComponent(target)}`);
      await fillLogin(page, shopper.username, shopper.password);
      await page.waitForURL((url) => url.pathname === '/shopper');
      expect(new URL(page.url()).origin).toBe(baseUrl());
      await page.context().close();
    }

    // A session that ran out on a signed-in screen: log in again, and back to that screen.
    page = await openPage(browser, viewport);
    await logIn(page, shopper.username, shopper.password);
    await page.evaluate(() => {
      const saved = JSON.parse(localStorage.getItem('oja')!);
      saved.state.auth.accessToken = 'expired';
      saved.state.auth.refreshToken = 'revoked';
      localStorage.setItem('oja', JSON.stringify(saved));
    });
    await page.goto('/shopper/wallet');
    await page.waitForURL(`**/auth/login?redirect=${encodeURIComponent('/shopper/wallet')}`);
    await fillLogin(page, shopper.username, shopper.password);
    await page.waitForURL((url) => url.pathname === '/shopper/wallet');
    await page.context().close();
  });
});
