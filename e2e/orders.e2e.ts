import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  checkScreen,
  expectToast,
  fillNewAddress,
  launchBrowser,
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

/** Two demo businesses, both outside Lagos (their default delivery fee of ₦3,500 applies). */
const SHOPS = [
  { handle: 'adire-lounge', name: 'Adire Lounge' },
  { handle: 'kano-leatherworks', name: 'Kano Leatherworks' },
];

async function register(page: Page, stamp: string, first: string, phonePrefix: string) {
  await page.goto('/auth/register');
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill('Eze');
  await page.getByLabel('E-mail').fill(`${first.toLowerCase()}${stamp}@example.ng`);
  await page.getByLabel('Phone number').fill(`${phonePrefix}${stamp.slice(-7)}`);
  await page.getByLabel('Username').fill(`${first.toLowerCase()}_${stamp}`);
  await page.getByLabel('Password', { exact: true }).fill('orders-pass-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/shopper/account');
}

/** Opens the store's first product that is not sold out, picks an option if it has some, adds it. */
async function addFromStore(page: Page, handle: string, viewport: Viewport, screen?: string) {
  await page.goto(`/store/${handle}`);
  const cards = page.locator('a[href^="/product/"]');
  await cards.first().waitFor();
  await cards.filter({ hasNotText: 'Sold out' }).first().click();
  await page.waitForURL(/\/product\//);
  const add = page.getByRole('button', { name: 'Add to cart' });
  await add.waitFor();
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!;
  const options = page.getByRole('group', { name: /^Choose a / }).locator('button:not([disabled])');
  if ((await options.count()) > 0) {
    expect(await add.isDisabled()).toBe(true);
    await options.first().click();
  }
  if (screen) await checkScreen(page, screen, viewport);
  await add.click();
  await expectToast(page, 'Success', 'added to your cart');
  return name;
}

/** Pays on the payment provider's page with one of its test cards and comes back to Oja. */
async function payWith(page: Page, card: 'success' | 'declined') {
  await page.getByRole('button', { name: /^Pay ₦/ }).click();
  await page.waitForURL(/\/sandbox\/paystack\/checkout\//);
  await page.locator(`button[value="${card}"]`).click();
  await page.waitForURL(/\/shopper\/checkout\/result\?/);
}

/** What a review's first photo earns (POINTS_PER_PHOTO_REVIEW's default). */
const PHOTO_REVIEW_POINTS = 50;

/** A photo of what arrived, as a phone's camera would give it. */
const photoOfTheWrap = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#1d3557' } })
    .jpeg()
    .toBuffer();

/** Clicks the star with this label (the radio inputs themselves are hidden behind the stars). */
async function rate(form: Locator, stars: number) {
  const id = await form.getByRole('radio', { name: `${stars} stars` }).getAttribute('id');
  await form.locator(`label[for="${id}"]`).click();
}

async function asVendor(page: Page, method: string, path: string, body?: unknown) {
  const key = await page.locator('meta[name="oja-api-key"]').getAttribute('content');
  const headers = { 'x-api-key': key ?? 'oja-dev-web-key', 'content-type': 'application/json' };
  const login = await page.request.post(`${baseUrl()}/api/v1/users/login`, {
    headers,
    data: { username: 'tunde@oja.ng', password: 'oja-vendor-2026' },
  });
  const { accessToken } = (await login.json()).data;
  const res = await page.request.fetch(`${baseUrl()}/api/v1${path}`, {
    method,
    headers: { ...headers, authorization: `Bearer ${accessToken}` },
    data: body,
  });
  expect(res.ok(), `${method} ${path}`).toBe(true);
}

describe.each(VIEWPORTS)('order journeys at $width px', (viewport) => {
  it('a shopper buys from two businesses in one payment, sees both orders, confirms one received and reviews it with a photo that earns points', async () => {
    const stamp = `${viewport.width}${Date.now().toString().slice(-6)}`;
    const page = await openPage(browser, viewport);
    await register(page, stamp, 'Chiamaka', '0812');

    const first = await addFromStore(page, SHOPS[0]!.handle, viewport, 'product-add-to-cart');
    const second = await addFromStore(page, SHOPS[1]!.handle, viewport);
    await page.getByRole('button', { name: 'Cart, 2 items' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText(SHOPS[0]!.name).waitFor();
    await drawer.getByText(SHOPS[1]!.name).waitFor();
    await checkScreen(page, 'cart-drawer', viewport);
    await drawer.getByRole('button', { name: `One more ${second}` }).click();
    await expect.poll(() => drawer.getByText(/Your cart · 3 items/).isVisible()).toBe(true);
    await drawer.getByRole('button', { name: `One less ${second}` }).click();
    await drawer.getByRole('link', { name: 'View cart' }).click();
    await page.waitForURL('**/shopper/cart');
    await page.getByText('2 items from 2 businesses').waitFor();
    await checkScreen(page, 'cart', viewport);

    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL('**/shopper/checkout');
    await page.getByRole('heading', { name: 'Delivery address' }).waitFor();
    await checkScreen(page, 'checkout-new-address', viewport);
    await fillNewAddress(page);
    await expect.poll(() => page.getByText('Delivery to Lagos').count()).toBe(2);
    await expect.poll(() => page.getByText('₦3,500').count()).toBe(2);
    await expect.poll(() => page.getByText('₦7,000').isVisible()).toBe(true);
    await checkScreen(page, 'checkout', viewport);

    await payWith(page, 'success');
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor({ timeout: 15_000 });
    for (const shop of SHOPS) await page.getByText(`Order from ${shop.name}`).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: 'Cart, empty' }).isVisible())
      .toBe(true);
    await checkScreen(page, 'payment-successful', viewport);

    await openMenuIfPhone(page, viewport);
    await page
      .getByRole('navigation', { name: 'Menu' })
      .getByRole('link', { name: 'My Orders', exact: true })
      .click();
    await page.waitForURL('**/shopper/my-order');
    for (const shop of SHOPS)
      await page.getByRole('link', { name: new RegExp(shop.name) }).waitFor();
    await page.getByText('2 orders', { exact: true }).waitFor();
    await checkScreen(page, 'my-orders', viewport);

    await page.getByRole('link', { name: new RegExp(SHOPS[0]!.name) }).click();
    await page.getByRole('heading', { name: `Order from ${SHOPS[0]!.name}` }).waitFor();
    await page.getByText(first).first().waitFor();
    const orderId = page.url().split('/').pop()!;
    for (const status of ['ACCEPTED', 'SHIPPED', 'DELIVERED'])
      await asVendor(page, 'PUT', `/orders/${orderId}/status`, { status });
    await page.reload();
    await page.getByRole('button', { name: 'Confirm received' }).waitFor();
    await page.getByText('Request a return').waitFor();
    // The tracking steps load while the order shows (decision 039), with each step reached.
    for (const hint of ['It is on its way to you.', 'The seller says it has arrived.'])
      await page.getByText(hint).waitFor();
    await checkScreen(page, 'order-delivered', viewport);
    await page.getByRole('button', { name: 'Confirm received' }).click();
    await page.getByRole('dialog', { name: 'Confirm you received this order?' }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm received' }).click();
    await expectToast(page, 'Success', 'Order received successfully');
    await page.getByRole('heading', { name: 'Review your order' }).waitFor();

    const form = page.locator('form').filter({ hasText: `Your rating of ${first}` });
    await form.getByRole('button', { name: 'Post review' }).click();
    await form.getByText('Choose a rating from 1 to 5').waitFor();
    await rate(form, 4);
    const comment = `Beautiful adire, and it came in 3 days (${stamp}).`;
    await form.getByLabel('Your review (optional)').fill(comment);
    // A photo earns points: the form says how many, refuses what is not a picture by name, and
    // shows the photo once it is uploaded.
    await form.getByText(`Add a photo to earn ${PHOTO_REVIEW_POINTS} points`).waitFor();
    const picker = form.locator('input[type=file]');
    await picker.setInputFiles({
      name: 'notes.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('a shopping list, not a picture'),
    });
    await form.getByText(/^notes\.jpg: .*could not be read as a picture/).waitFor();
    const buffer = await photoOfTheWrap();
    await picker.setInputFiles({ name: 'wrap.jpg', mimeType: 'image/jpeg', buffer });
    await form.getByRole('img', { name: `Photo 1 of your review of ${first}` }).waitFor();
    await form
      .getByText(`Your photo earns you ${PHOTO_REVIEW_POINTS} points when you post this review`)
      .waitFor();
    await checkScreen(page, 'order-review-photo', viewport);
    await form.getByRole('button', { name: 'Post review' }).click();
    await expectToast(page, 'Success', 'Review has been added');
    await page.getByRole('button', { name: 'Edit review' }).first().waitFor();
    await page.getByRole('button', { name: 'Open photo 1 of 1 from your review' }).waitFor();
    await checkScreen(page, 'order-received', viewport);

    await page.getByRole('link', { name: first }).first().click();
    await page.waitForURL(/\/product\//);
    await page.getByText(comment).waitFor();
    await expect
      .poll(() =>
        page
          .getByText(/^\(\d+ reviews?\)$/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await checkScreen(page, 'product-reviews', viewport);
    // Her photo shows small beside her review and opens large.
    await page
      .getByRole('button', { name: "Open photo 1 of 1 from Chiamaka Eze's review" })
      .first()
      .click();
    const large = page
      .getByRole('dialog')
      .getByRole('img', { name: "Photo 1 from Chiamaka Eze's review" });
    await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
    await checkScreen(page, 'product-review-photo', viewport);
    await page.keyboard.press('Escape');

    // The photo review's points are hers to spend at once.
    await page.goto('/shopper/rewards');
    const earned = page
      .getByRole('region', { name: 'History' })
      .getByRole('listitem')
      .filter({ hasText: `Photo review of ${first}` });
    await earned.getByText(`+${PHOTO_REVIEW_POINTS}`, { exact: true }).waitFor();
    await earned.getByText('Available', { exact: true }).waitFor();
    await earned.getByText('Photo review', { exact: true }).waitFor();
    await checkScreen(page, 'rewards-photo-review', viewport);
    await page.context().close();
  });

  it('a declined card leaves the orders unpaid under Abandoned and keeps the cart to try again', async () => {
    const stamp = `${viewport.width}${Date.now().toString().slice(-6)}`;
    const page = await openPage(browser, viewport);
    await register(page, stamp, 'Ifeanyi', '0913');
    await addFromStore(page, SHOPS[0]!.handle, viewport);
    await addFromStore(page, SHOPS[1]!.handle, viewport);
    await page.goto('/shopper/checkout');
    await page.getByRole('heading', { name: 'Delivery address' }).waitFor();
    await fillNewAddress(page);

    await payWith(page, 'declined');
    await page.getByRole('heading', { name: 'Payment was declined' }).waitFor({ timeout: 15_000 });
    await expect
      .poll(() => page.getByRole('button', { name: 'Cart, 2 items' }).isVisible())
      .toBe(true);
    await checkScreen(page, 'payment-declined', viewport);

    await page.goto('/shopper/my-order');
    await page.getByText('No pending orders').waitFor();
    await page.getByRole('tab', { name: 'Abandoned' }).click();
    for (const shop of SHOPS)
      await page.getByRole('link', { name: new RegExp(shop.name) }).waitFor();
    await expect.poll(() => page.getByText('Not paid').count()).toBe(2);
    await checkScreen(page, 'my-orders-abandoned', viewport);

    await page.getByRole('link', { name: new RegExp(SHOPS[1]!.name) }).click();
    await page.getByText('This order was not paid').waitFor();
    await page.getByRole('link', { name: 'checkout' }).click();
    await page.waitForURL('**/shopper/checkout');
    await expect.poll(() => page.getByRole('button', { name: /^Pay ₦/ }).isEnabled()).toBe(true);
    await page.context().close();
  });
});
