import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNaira } from '../src/shared/format.ts';
import { call, checkoutPaid } from './api.ts';
import { checkScreen, goToMenu, launchBrowser, logIn, openPage, VIEWPORTS } from './support.ts';

const TUNDE = { username: 'tunde@oja.ng', password: 'oja-vendor-2026' };
const phone = VIEWPORTS[0];
const desktop = VIEWPORTS[1];

type Product = {
  _id: string;
  quantity: number;
  variants: unknown[];
  resaleAllowed: boolean;
  affiliateCommission: number;
};

/** Someone new, by name (the journey's two affiliates must not share one). */
async function person(firstName: string, stamp: string, prefix: string) {
  const handle = `${firstName.toLowerCase()}_${stamp}`;
  const made = await call<{ accessToken: string; user: { _id: string } }>(
    'POST',
    '/users',
    undefined,
    {
      firstName,
      lastName: 'Affiliate',
      email: `${handle}@example.ng`,
      phoneNumber: `${prefix}${stamp.slice(-7)}`,
      handle,
      password: 'affiliate-journey-1',
    },
  );
  return { id: made.user._id, token: made.accessToken, name: `${firstName} Affiliate`, handle };
}

/**
 * Adire Lounge with two new affiliates, through the API: Kelechi resells one of its products and
 * brought a paid order (its commission pending); Bisi resells the product and sold nothing yet.
 */
async function adireLoungeWithAffiliates() {
  const stamp = String(Date.now()).slice(-8);
  const tunde = await call<{
    accessToken: string;
    user: { businesses: { _id: string; handle: string }[] };
  }>('POST', '/users/login', undefined, TUNDE);
  const adire = tunde.user.businesses.find((b) => b.handle === 'adire-lounge')!;
  const products = await call<{ results: Product[] }>(
    'GET',
    `/products?productBusinessId=${adire._id}&activeProduct=true&productQuantity=2&limit=50`,
  );
  // One it already lets affiliates resell for a commission, or else one it is set to (10 %).
  const plain = products.results.filter((p) => p.variants.length === 0 && p.quantity >= 2);
  let product = plain.find((p) => p.resaleAllowed && p.affiliateCommission > 0);
  if (!product) {
    product = plain[0]!;
    product = await call<Product>('PATCH', `/products/${product._id}`, tunde.accessToken, {
      resaleAllowed: true,
      affiliateCommission: 10,
    });
  }
  const kelechi = await person('Kelechi', stamp, '0812');
  const bisi = await person('Bisi', stamp, '0813');
  const buyer = await person('Ngozi', stamp, '0814');
  for (const affiliate of [kelechi, bisi])
    await call('POST', '/products/resell', affiliate.token, { productId: product._id });
  const orderId = await checkoutPaid(buyer.token, [
    { productId: product._id, count: 1, resaleId: kelechi.id },
  ]);
  const order = await call<{ products: { totalPrice: number }[] }>(
    'GET',
    `/orders/${orderId}`,
    buyer.token,
  );
  const sales = order.products[0]!.totalPrice;
  // Checkout fixes the product's share of the line, rounded down to the kobo.
  const commission =
    Math.floor((Math.round(sales * 100) * Math.round(product.affiliateCommission * 100)) / 10_000) /
    100;
  return { adire, kelechi, bisi, sales, commission };
}

/** Tunde logs in (his dashboard opens) and opens Affiliates from the menu. */
async function openAffiliates(page: Page, viewport: (typeof VIEWPORTS)[number], id: string) {
  await logIn(page, TUNDE.username, TUNDE.password);
  // Logging in opens whatever he last acted as (other journeys switch him around): go to the
  // dashboard, as the other vendor journeys do.
  await page.goto(`/vendor/${id}`);
  await goToMenu(page, viewport, 'Affiliates');
  await page.waitForURL(`**/vendor/${id}/affiliates`);
  await page.getByRole('heading', { name: 'Affiliates', level: 1 }).waitFor();
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('a seller’s affiliates', () => {
  it('Tunde sees an affiliate’s figures on his phone, removes one and sees them gone', async () => {
    const { adire, kelechi, bisi, sales, commission } = await adireLoungeWithAffiliates();
    const page = await openPage(browser, phone);
    await openAffiliates(page, phone, adire._id);

    await page.getByLabel('Let affiliates resell new products').waitFor();
    const cardOf = (who: { handle: string }) =>
      page.getByTestId('affiliate').filter({ hasText: `@${who.handle}` });
    const card = cardOf(kelechi);
    await card.waitFor();
    // Label and figure on lines of their own, as the card shows them.
    const figure = (label: string, value: string) =>
      new RegExp(`${label}\\s+${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
    const text = await card.innerText();
    expect(text).toMatch(figure('Sales', formatNaira(sales)));
    expect(text).toMatch(figure('Commission pending', formatNaira(commission)));
    expect(text).toMatch(figure('Commission earned', formatNaira(0)));
    expect(text).toMatch(figure('Paid orders', '1'));
    expect(text).toMatch(figure('Products resold', '1'));
    await card.getByRole('link', { name: `1 order brought by ${kelechi.name}` }).waitFor();
    await cardOf(bisi).waitFor();
    await checkScreen(page, 'seller-affiliates', phone);

    // Remove Bisi: the modal says what it does, then shows the server's answer.
    await cardOf(bisi)
      .getByRole('button', { name: `Remove ${bisi.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Remove ${bisi.name}?` });
    await dialog.getByText('keep the commission fixed at checkout').waitFor();
    await checkScreen(page, 'seller-affiliates-remove', phone);
    await dialog.getByRole('button', { name: 'Remove affiliate' }).click();
    const done = page.getByRole('dialog', { name: 'Affiliate removed' });
    await done.getByText(`${bisi.name} was removed from your affiliates`).waitFor();
    await done.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => cardOf(bisi).count()).toBe(0);
    await page.getByRole('button', { name: `Restore ${bisi.name}` }).waitFor();
    expect(await cardOf(kelechi).count()).toBe(1);

    // Kelechi's orders: the orders screen lists only the one he brought.
    await card.getByRole('link', { name: `1 order brought by ${kelechi.name}` }).click();
    await page.waitForURL(/\/orders\?tab=all&affiliate=/);
    await page.getByText('Only orders brought by one of your affiliates.').waitFor();
    await page.getByText('1 order', { exact: true }).waitFor();
    await page.context().close();
  });

  it('shows the affiliates as a table on a wide screen', async () => {
    const { adire, kelechi, sales } = await adireLoungeWithAffiliates();
    const page = await openPage(browser, desktop);
    await openAffiliates(page, desktop, adire._id);
    const row = page.getByRole('row').filter({ hasText: `@${kelechi.handle}` });
    await row.waitFor();
    expect(await row.innerText()).toContain(formatNaira(sales));
    await page.getByRole('columnheader', { name: 'Earned' }).waitFor();
    await checkScreen(page, 'seller-affiliates', desktop);
    await page.context().close();
  });
});
