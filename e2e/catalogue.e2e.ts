import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkScreen,
  expectToast,
  goToMenu,
  launchBrowser,
  openPage,
  VIEWPORTS,
} from './support.ts';

let browser: Browser;
let logo: Buffer;
let photo: Buffer;
beforeAll(async () => {
  browser = await launchBrowser();
  logo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#0b6e4f' } })
    .png()
    .toBuffer();
  photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#fca311' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await browser.close();
});

async function register(page: Page, stamp: string, first: string, phonePrefix: string) {
  await page.goto('/auth/register');
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill('Okonkwo');
  await page.getByLabel('E-mail').fill(`${first.toLowerCase()}${stamp}@example.ng`);
  await page.getByLabel('Phone number').fill(`${phonePrefix}${stamp.slice(-7)}`);
  await page.getByLabel('Username').fill(`${first.toLowerCase()}_${stamp}`);
  await page.getByLabel('Password', { exact: true }).fill('catalogue-pass-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/shopper/account');
}

describe.each(VIEWPORTS)('catalogue journeys at $width px', (viewport) => {
  it('a vendor opens a business with a logo, adds a product with variants and sees it on the storefront; a shopper finds it with a typo, likes it and follows', async () => {
    const stamp = `${viewport.width}${Date.now().toString().slice(-6)}`;
    const handle = `nneka-threads-${stamp}`;
    const vendor = await openPage(browser, viewport);
    await register(vendor, stamp, 'Nneka', '0809');

    await goToMenu(vendor, viewport, 'Add Business');
    await vendor.getByLabel('Business name').fill(`Nneka Threads ${stamp}`);
    await vendor.getByLabel('Store link').fill(handle);
    await vendor
      .getByLabel('What do you sell?')
      .fill('Isiagu shirts and george wrappers, tailored in Onitsha.');
    await checkScreen(vendor, 'add-business', viewport);
    await vendor.getByRole('button', { name: 'Next' }).click();
    await vendor
      .getByLabel('Category', { exact: true })
      .selectOption({ label: 'Fashion & Clothing' });
    await vendor.getByRole('button', { name: 'Next' }).click();
    await vendor.getByLabel('State').selectOption('Anambra');
    await expect
      .poll(() => vendor.getByLabel('Local government area').locator('option').count())
      .toBeGreaterThan(20);
    await vendor.getByLabel('Local government area').selectOption('Onitsha North');
    await vendor.getByLabel('City or town').fill('Onitsha');
    await vendor.getByRole('button', { name: 'Next' }).click();
    await vendor
      .locator('input[type=file]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await expect.poll(() => vendor.getByRole('button', { name: 'Remove picture' }).count()).toBe(1);
    await vendor.getByRole('button', { name: 'Create business' }).click();
    await vendor.waitForURL(/\/vendor\/[0-9a-f-]{36}$/);
    await expectToast(vendor, 'Success', 'Business created successfully');
    await expect.poll(() => vendor.title()).toMatch(/^Vendor Dashboard - [0-9a-f-]{36}$/);
    await checkScreen(vendor, 'vendor-dashboard', viewport);

    await goToMenu(vendor, viewport, 'Products');
    await vendor.getByRole('button', { name: 'Add product' }).first().click();
    const dialog = vendor.getByRole('dialog');
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'shirt.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect.poll(() => dialog.getByRole('button', { name: 'Remove picture' }).count()).toBe(1);
    await dialog.getByLabel('Product name').fill(`Isiagu chieftaincy shirt ${stamp}`);
    await dialog.getByLabel('Price (₦)').fill('42500');
    await dialog.getByLabel('In stock').fill('6');
    await dialog.getByRole('button', { name: 'Add variant' }).click();
    await dialog.getByLabel('Variant 1 name').fill('Large');
    await dialog.getByLabel('Variant 1 quantity').fill('4');
    await dialog.getByRole('button', { name: 'Add variant' }).click();
    await dialog.getByLabel('Variant 2 name').fill('XL');
    await dialog.getByLabel('Variant 2 quantity').fill('2');
    await checkScreen(vendor, 'product-form', viewport);
    await dialog.getByRole('button', { name: 'Add product' }).click();
    await expectToast(vendor, 'Success', 'Product added successfully');
    await expect
      .poll(() => vendor.getByText(`Isiagu chieftaincy shirt ${stamp}`).isVisible())
      .toBe(true);
    await checkScreen(vendor, 'vendor-products', viewport);

    await vendor.goto(`/store/${handle}`);
    await expect
      .poll(() =>
        // Exactly the store's title: the reviews section below is headed "Reviews of …".
        vendor.getByRole('heading', { name: `Nneka Threads ${stamp}`, exact: true }).isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() => vendor.getByText(`Isiagu chieftaincy shirt ${stamp}`).isVisible())
      .toBe(true);
    await checkScreen(vendor, 'storefront', viewport);
    await vendor.context().close();

    const shopper = await openPage(browser, viewport);
    await register(shopper, stamp, 'Kelechi', '0708');
    await shopper.goto('/shopper');
    await shopper.getByLabel('Search products and businesses').fill(`isiagu chieftancy ${stamp}`);
    const card = shopper.getByRole('link', {
      name: new RegExp(`Isiagu chieftaincy shirt ${stamp}`),
    });
    await card.waitFor({ timeout: 15_000 });
    await checkScreen(shopper, 'browse', viewport);
    await card.click();
    await shopper.waitForURL(/\/product\//);
    await expect.poll(() => shopper.getByText('₦42,500').first().isVisible()).toBe(true);
    // The heart, as on posts: not pressed with no likes, then pressed with one.
    await shopper.getByRole('button', { name: 'Like, 0 likes', pressed: false }).click();
    await expect
      .poll(() => shopper.getByRole('button', { name: 'Like, 1 like', pressed: true }).isVisible())
      .toBe(true);
    expect(
      await shopper.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/\?text=/);
    await checkScreen(shopper, 'product', viewport);

    await shopper.getByRole('link', { name: new RegExp(`Nneka Threads ${stamp}`) }).click();
    await shopper.getByRole('button', { name: 'Follow' }).click();
    await expect
      .poll(() => shopper.getByRole('button', { name: 'Following' }).isVisible())
      .toBe(true);
    await expect.poll(() => shopper.getByText(/1 follower\b/).isVisible()).toBe(true);
    await shopper.context().close();
  });

  it('browses the demo marketplace as a visitor on explore, with a state filter and more pages', async () => {
    const page = await openPage(browser, viewport);
    await page.goto('/explore');
    await expect
      .poll(() =>
        page
          .getByText(/products$/)
          .first()
          .textContent(),
      )
      .toMatch(/\d/);
    const before = await page.locator('a[href^="/product/"]').count();
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect.poll(() => page.locator('a[href^="/product/"]').count()).toBeGreaterThan(before);
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.images]
            .filter((i) => i.closest('a[href^="/product/"]'))
            .slice(0, 4)
            .every((i) => i.complete && i.naturalWidth > 0),
        ),
      )
      .toBe(true);
    await page.getByLabel('State').selectOption('Kano');
    await expect
      .poll(() =>
        page
          .getByText(/Kano Leatherworks/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await checkScreen(page, 'explore', viewport);
    await page.getByRole('button', { name: 'Businesses' }).click();
    await expect
      .poll(() => page.getByRole('link', { name: /Kano Leatherworks/ }).isVisible())
      .toBe(true);
    await page.context().close();
  });
});
