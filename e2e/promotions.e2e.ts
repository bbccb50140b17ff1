import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNaira } from '../src/shared/format.ts';
import { call, registerShopper } from './api.ts';
import {
  checkScreen,
  expectStillOnTakeOver,
  expectToast,
  fillNewAddress,
  goToMenu,
  launchBrowser,
  logIn,
  openMenuIfPhone,
  openPage,
  VIEWPORTS,
  type Viewport,
} from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const phone = VIEWPORTS[0];
const desktop = VIEWPORTS[1];

/** A vendor with a store in Lagos, a ₦20,000 product and a ₦9,000 one, all through the API. */
async function vendorWithProduct(stamp: string) {
  const vendor = await registerShopper(stamp, '0917');
  const business = await call<{ _id: string; name: string; handle: string }>(
    'POST',
    '/businesses',
    vendor.token,
    {
      name: `Ife Batik ${stamp}`,
      handle: `ife-batik-${stamp}`,
      state: 'Lagos',
      description: 'Batik wrappers dyed in Osogbo',
    },
  );
  await call('PUT', `/businesses/${business._id}/delivery-fees`, vendor.token, {
    defaultFee: 2_000,
  });
  const product = await call<{ _id: string; name: string }>('POST', '/products', vendor.token, {
    businessId: business._id,
    name: `Indigo batik wrapper ${stamp}`,
    description: 'Two yards of hand-dyed cotton',
    unitPrice: 20_000,
    quantity: 8,
  });
  await call('POST', '/products', vendor.token, {
    businessId: business._id,
    name: `Batik table runner ${stamp}`,
    description: 'A runner for eight',
    unitPrice: 9_000,
    quantity: 5,
  });
  return { vendor, business, product };
}

/** From the shop, the account switcher opens the business's dashboard, then Rewards & sales. */
async function openVendorSales(
  page: Page,
  viewport: Viewport,
  business: { _id: string; name: string },
) {
  await page.goto('/shopper');
  await openMenuIfPhone(page, viewport);
  await page
    .getByRole('navigation', { name: 'Menu' })
    .getByRole('group', { name: 'Switch account' })
    .getByRole('button', { name: new RegExp(business.name) })
    .click();
  await page.waitForURL(`**/vendor/${business._id}`);
  await goToMenu(page, viewport, 'Rewards & sales');
  await page.waitForURL(`**/vendor/${business._id}/rewards`);
}

describe('sales', () => {
  it('a vendor starts a sale, a shopper sees the struck price and buys at the sale price, the vendor reads its figures and orders', async () => {
    const stamp = `7${Date.now().toString().slice(-7)}`;
    const { vendor, business, product } = await vendorWithProduct(stamp);

    // The vendor, on a phone: an empty list, then a sale of 25 % off the wrapper from now.
    const page = await openPage(browser, phone);
    await logIn(page, vendor.username, vendor.password);
    await openVendorSales(page, phone, business);
    await page.getByText('No sales yet').waitFor();
    await checkScreen(page, 'sales-empty', phone);
    await page.getByRole('button', { name: 'New sale' }).click();
    await page.getByRole('button', { name: 'Start the sale' }).click();
    await page.getByText('Give the sale a name').waitFor();
    await page.getByLabel('Name').fill('Harmattan sale');
    await page.getByRole('combobox', { name: 'Products on sale' }).fill('Indigo');
    await page.getByRole('option', { name: new RegExp(product.name) }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'How much off' }).fill('25');
    await checkScreen(page, 'sales-new', phone);
    await page.getByRole('button', { name: 'Start the sale' }).click();
    await expectToast(page, 'Success', 'Your sale is on');
    const card = page.getByRole('region', { name: 'Harmattan sale', exact: true });
    await card.getByText('Running').waitFor();
    await card.getByText('25% off').waitFor();
    await checkScreen(page, 'sales', phone);

    // A sale scheduled for tomorrow, then changed before it starts.
    await page.getByRole('button', { name: 'New sale' }).click();
    await page.getByLabel('Name').fill('Eid sale');
    await page.getByRole('combobox', { name: 'Products on sale' }).fill('runner');
    await page.getByRole('option', { name: /Batik table runner/ }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('switch', { name: 'Start now' }).uncheck();
    await page.getByRole('button', { name: 'Schedule the sale' }).click();
    await expectToast(page, 'Success', 'Your sale is scheduled');
    const eid = page.getByRole('region', { name: 'Eid sale', exact: true });
    await eid.getByText('Scheduled').waitFor();
    await eid.getByText('10% off').waitFor();
    await eid.getByRole('button', { name: 'Change' }).click();
    await eid.getByRole('textbox', { name: 'How much off' }).fill('15');
    await checkScreen(page, 'sales-change', phone);
    await eid.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Success', 'Changes saved');
    const changed = page.getByRole('region', { name: 'Eid sale', exact: true });
    await changed.getByText('15% off').waitFor();
    await changed.getByText(formatNaira(7_650)).waitFor();
    await page.context().close();

    // A shopper, on a wide screen: the store's card and the product page show the sale.
    const buyer = await registerShopper(`8${stamp.slice(1)}`, '0918');
    const shop = await openPage(browser, desktop);
    await logIn(shop, buyer.username, buyer.password);
    await shop.goto(`/store/${business.handle}`);
    const productCard = shop.locator(`a[href="/product/${product._id}"]`);
    await productCard.getByText(formatNaira(15_000)).waitFor();
    await productCard.locator('s').getByText(formatNaira(20_000)).waitFor();
    await checkScreen(shop, 'sales-storefront', desktop);
    // Its page does not move when its code runs (the sale's end is written in the browser).
    await expectStillOnTakeOver(browser, phone, `/product/${product._id}`, 'Add to cart');
    await productCard.click();
    await shop.waitForURL(/\/product\//);
    await shop.getByRole('region', { name: 'Harmattan sale: sale' }).waitFor();
    await shop.locator('s').getByText(formatNaira(20_000)).first().waitFor();
    await checkScreen(shop, 'sales-product', desktop);
    await shop.getByRole('button', { name: 'Add to cart' }).click();
    await expectToast(shop, 'Success', 'added to your cart');

    // Checkout charges the price shown: ₦15,000 and ₦2,000 delivery.
    await shop.goto('/shopper/checkout');
    await shop.getByRole('heading', { name: 'Delivery address' }).waitFor();
    await fillNewAddress(shop);
    await expect.poll(() => shop.getByText(formatNaira(17_000)).first().isVisible()).toBe(true);
    await shop.getByRole('button', { name: `Pay ${formatNaira(17_000)}` }).click();
    await shop.waitForURL(/\/sandbox\/paystack\/checkout\//);
    await shop.locator('button[value="success"]').click();
    await shop.waitForURL(/\/shopper\/checkout\/result\?/);
    await shop.getByRole('heading', { name: 'Payment successful' }).waitFor({ timeout: 15_000 });
    await shop.context().close();

    // The vendor, on a wide screen: the sale's figures count the order, and lead to it.
    const wide = await openPage(browser, desktop);
    await logIn(wide, vendor.username, vendor.password);
    await openVendorSales(wide, desktop, business);
    const sale = wide.getByRole('region', { name: 'Harmattan sale', exact: true });
    await sale.getByRole('button', { name: 'Figures' }).click();
    const figures = wide.getByRole('table', { name: "The sale's figures by month" });
    await figures.waitFor();
    await expect.poll(() => figures.getByText(formatNaira(15_000)).isVisible()).toBe(true);
    await checkScreen(wide, 'sales-figures', desktop);
    await wide.getByRole('link', { name: 'See this sale\u2019s orders' }).click();
    await wide.waitForURL(/\/orders\?.*promotion=/);
    await wide.getByText('Only orders bought in one of your sales.').waitFor();
    await wide.getByText('1 order', { exact: true }).waitFor();
    await checkScreen(wide, 'sales-orders', desktop);
    await wide.context().close();
  });
});
