import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNaira } from '../src/shared/format.ts';
import { call, checkoutPaid, registerShopper } from './api.ts';
import {
  checkScreen,
  expectToast,
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

type Summary = { clicks: number; orders: number; pending: number; earnedToDate: number };

/** A new store with one product open to resale at 10%: ₦2,150 on each ₦21,500 sale. */
async function storeOpenToResale(stamp: string) {
  const vendor = await registerShopper(stamp, '0915');
  const business = await call<{ _id: string }>('POST', '/businesses', vendor.token, {
    name: `Ngozi Leather ${stamp}`,
    handle: `ngozi-leather-${stamp}`,
    state: 'Abia',
    description: 'Hand-stitched leather from Aba',
  });
  await call('PUT', `/businesses/${business._id}/delivery-fees`, vendor.token, {
    defaultFee: 1500,
  });
  const product = await call<{ _id: string; name: string }>('POST', '/products', vendor.token, {
    businessId: business._id,
    name: `Aba leather tote ${stamp}`,
    description: 'Full-grain leather, brass buckles',
    unitPrice: 21_500,
    quantity: 12,
    resaleAllowed: true,
    affiliateCommission: 10,
  });
  return { vendor, product };
}

const figure = (page: Page, label: string) =>
  page.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');

describe.each(VIEWPORTS)('affiliates at $width px', (viewport) => {
  it('a visitor reads the programme; a new affiliate shares a link, and a buyer through it earns them the commission', async () => {
    const stamp = `${viewport.width}${Date.now().toString().slice(-6)}`;
    const { vendor, product } = await storeOpenToResale(stamp);

    // A visitor finds the dashboard from the home page, without being sent to log in.
    const visitor = await openPage(browser, viewport);
    await visitor.goto('/');
    await visitor.getByRole('link', { name: 'Shop Now' }).first().click();
    await visitor.waitForURL('**/shopper');
    await goToMenu(visitor, viewport, 'Affiliate');
    await visitor.waitForURL('**/shopper/affiliate');
    await visitor.getByText('Sell what Nigerian vendors make, and earn on every sale').waitFor();
    await visitor.getByRole('link', { name: 'Sign up to start' }).waitFor();
    await checkScreen(visitor, 'affiliate-visitor', viewport);
    await visitor.context().close();

    // A new user picks the product from "Find products" and gets its link.
    const affiliate = await registerShopper(`${stamp}1`, '0916');
    const me = await call<{ _id: string }>('GET', '/users/me', affiliate.token);
    const page = await openPage(browser, viewport);
    await logIn(page, affiliate.username, affiliate.password);
    await page.goto('/shopper/affiliate');
    await page.getByRole('tab', { name: 'Find products' }).click();
    await page.getByRole('textbox', { name: 'Search' }).fill(product.name);
    const offer = page.locator('.mantine-Card-root').filter({ hasText: product.name });
    await offer.getByText(`Earn ${formatNaira(2150)} (10%)`).waitFor();
    await offer.getByRole('button', { name: 'Add to my list' }).click();
    await expectToast(
      page,
      'Success',
      `${product.name} is on your list: share its link from My products`,
    );
    await offer.getByText('On your list').waitFor();
    await checkScreen(page, 'affiliate-find', viewport);
    await page.getByRole('tab', { name: 'My products' }).click();
    const card = page.locator('.mantine-Card-root').filter({ hasText: product.name });
    const link = (await card.getByText(/\/r\/[A-Z2-9]{8}$/).textContent())!;
    expect(await card.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toContain(
      encodeURIComponent(link),
    );
    await checkScreen(page, 'affiliate-products', viewport);

    // Another browser: a shopper opens the link, lands on the product, and buys it.
    const buyer = await registerShopper(`${stamp}2`, '0917');
    const other = await openPage(browser, viewport);
    await logIn(other, buyer.username, buyer.password);
    await other.goto(new URL(link).pathname);
    await other.waitForURL(`**/product/${product._id}?ref=*`);
    await other.getByRole('heading', { name: product.name }).waitFor();
    await expect
      .poll(
        async () =>
          (await call<Summary>('GET', `/affiliates/${me._id}/summary`, affiliate.token)).clicks,
        {
          timeout: 15_000,
        },
      )
      .toBe(1);
    await other.context().close();
    const orderId = await checkoutPaid(buyer.token, [{ productId: product._id, count: 1 }]);

    // Pending while the order travels, earned (in the wallet) once the buyer receives it.
    await expect
      .poll(
        async () =>
          (await call<Summary>('GET', `/affiliates/${me._id}/summary`, affiliate.token)).pending,
        {
          timeout: 15_000,
        },
      )
      .toBe(2150);
    await page.getByRole('tab', { name: 'Overview' }).click();
    await figure(page, 'Pending commission').getByText(formatNaira(2150)).waitFor();
    await figure(page, 'Conversion').getByText('100%').waitFor();
    for (const status of ['ACCEPTED', 'SHIPPED', 'DELIVERED'])
      await call('PUT', `/orders/${orderId}/status`, vendor.token, { status });
    await call('PUT', `/orders/${orderId}/status`, buyer.token, { status: 'RECEIVED' });
    await page.reload();
    await figure(page, 'Earned to date').getByText(formatNaira(2150)).waitFor();
    await figure(page, 'Pending commission').getByText(formatNaira(0)).waitFor();
    await checkScreen(page, 'affiliate-overview', viewport);
    await goToMenu(page, viewport, 'Wallet');
    await page.getByText(formatNaira(2150)).first().waitFor();

    // Buying through your own link earns nothing.
    await page.goto(new URL(link).pathname);
    await page.getByRole('heading', { name: product.name }).waitFor();
    await checkoutPaid(affiliate.token, [{ productId: product._id, count: 1 }]);
    const after = await call<Summary>('GET', `/affiliates/${me._id}/summary`, affiliate.token);
    expect(after).toMatchObject({ clicks: 1, orders: 1, pending: 0, earnedToDate: 2150 });
    await page.context().close();
  });
});
