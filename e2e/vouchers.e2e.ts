import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerShopper } from './api.ts';
import {
  checkScreen,
  expectToast,
  fillLogin,
  fillNewAddress,
  goToMenu,
  launchBrowser,
  logIn,
  openMenuIfPhone,
  openPage,
  VIEWPORTS,
} from './support.ts';

/** The demo's Oja support account, which manages Oja's own vouchers. */
const SUPPORT = { username: 'support@oja.ng', password: 'oja-support-2026' };

type Voucher = {
  _id: string;
  title: string;
  figures: { claimed: number; used: number } | null;
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A vendor with a new store and one product on show, through the API. */
async function vendorWithStore(stamp: string) {
  const vendor = await registerShopper(stamp, '0926');
  const business = await call<{ _id: string; name: string; handle: string }>(
    'POST',
    '/businesses',
    vendor.token,
    {
      name: `Zainab Fabrics ${stamp}`,
      handle: `zainab-fabrics-${stamp}`,
      state: 'Kano',
      description: 'Ankara and adire by the yard',
    },
  );
  // Its adire carries a tag of the store's own, which the voucher will count.
  const tag = await call<{ _id: string }>('POST', '/tags', vendor.token, {
    businessId: business._id,
    name: 'Indigo adire',
  });
  await call('POST', '/products', vendor.token, {
    businessId: business._id,
    name: `Adire wrapper ${stamp}`,
    description: 'Six yards of indigo adire',
    unitPrice: 12_000,
    quantity: 10,
    tagIds: [tag._id],
  });
  return { vendor, business };
}

describe.each(VIEWPORTS)('vouchers at $width px', (viewport) => {
  it('a vendor creates a voucher and a loyalty card from the menu; a visitor claims the voucher on the storefront after logging in, sees the card, and finds the voucher in Vouchers', async () => {
    const stamp = `${viewport.width === 375 ? 3 : 1}${Date.now().toString().slice(-7)}`;
    const { vendor, business } = await vendorWithStore(stamp);
    const title = `Welcome to Zainab ${stamp}`;

    // The vendor: from the account switcher to the dashboard, then Vouchers in its menu.
    const page = await openPage(browser, viewport);
    await logIn(page, vendor.username, vendor.password);
    await page.goto('/shopper');
    await openMenuIfPhone(page, viewport);
    await page
      .getByRole('navigation', { name: 'Menu' })
      .getByRole('group', { name: 'Switch account' })
      .getByRole('button', { name: new RegExp(business.name) })
      .click();
    await page.waitForURL(`**/vendor/${business._id}`);
    await goToMenu(page, viewport, 'Vouchers');
    await page.waitForURL(`**/vendor/${business._id}/vouchers`);
    await page.getByText('No vouchers yet').waitFor();

    await page.getByRole('button', { name: 'Create a voucher' }).click();
    const form = page.getByRole('form', { name: 'New voucher' });
    await form.getByLabel('Name shoppers see').fill(title);
    await form.getByLabel('Amount off (₦)').fill('1500');
    await form.getByLabel('Least order (₦)').fill('5000');
    // Only on the store's adire: its products with that tag.
    await form.getByLabel('Or on products with these tags (optional)').click();
    await page.getByRole('option', { name: 'Indigo adire' }).click();
    await page.keyboard.press('Escape');
    await checkScreen(page, 'vouchers-new', viewport);
    await form.getByRole('button', { name: 'Create voucher' }).click();
    await expectToast(page, 'Success', 'Voucher created');
    const card = page.getByRole('listitem', { name: title });
    await card.getByText('₦1,500 off', { exact: true }).waitFor();
    await card.getByText('Running', { exact: true }).waitFor();
    await card.getByText('On your store’s page', { exact: false }).waitFor();
    await card.getByText('0 of 100', { exact: true }).waitFor();
    await checkScreen(page, 'vouchers-vendor', viewport);

    // Its loyalty card, from Rewards & sales: every 3rd order received earns ₦800 off.
    await goToMenu(page, viewport, 'Rewards & sales');
    await page.waitForURL(`**/vendor/${business._id}/rewards`);
    const loyalty = page.getByRole('region', { name: 'Loyalty card' });
    await loyalty.getByLabel('Reward every').fill('3');
    await loyalty.getByLabel('Reward (₦ off)').fill('800');
    await loyalty
      .getByText('Every 3rd order you receive earns ₦800 off your next order.')
      .waitFor();
    await loyalty.getByRole('button', { name: 'Start the card' }).click();
    await expectToast(page, 'Success', 'Loyalty card saved');
    await loyalty.getByText('Rewards earned').waitFor();
    await checkScreen(page, 'loyalty-vendor', viewport);
    await page.context().close();

    // A visitor on the storefront: Claim asks them to log in, and it is claimed once back.
    const shopper = await registerShopper(`s${stamp}`, '0927');
    const visit = await openPage(browser, viewport);
    await visit.goto(`/store/${business.handle}`);
    const strip = visit.getByRole('region', { name: 'Vouchers' });
    const offer = strip.getByRole('listitem', { name: title });
    await offer.getByText('on orders of ₦5,000 or more', { exact: false }).waitFor();
    await offer.getByText('on some products', { exact: false }).waitFor();
    await checkScreen(visit, 'vouchers-storefront', viewport);
    await offer.getByRole('button', { name: 'Claim' }).click();
    await visit.waitForURL('**/auth/login**');
    await fillLogin(visit, shopper.username, shopper.password);
    await visit.waitForURL(`**/store/${business.handle}`);
    await expectToast(visit, 'Success', 'Voucher added to your vouchers');
    await offer.getByText('In your vouchers', { exact: true }).waitFor();
    // The store's loyalty card, with how far along the shopper is.
    const loyaltyCard = strip.getByRole('region', {
      name: `Loyalty card of ${business.name}`,
    });
    await loyaltyCard
      .getByText('Every 3rd order you receive earns ₦800 off your next order.')
      .waitFor();
    await loyaltyCard.getByText('0 of 3 orders', { exact: false }).waitFor();

    const mine = await call<{ results: Voucher[] }>(
      'GET',
      `/rewards/vouchers?businessId=${business._id}`,
      vendor.token,
    );
    expect(mine.results.map((v) => [v.title, v.figures?.claimed])).toEqual([[title, 1]]);

    // Vouchers in the shopper's menu: it waits there under the store's name, to use.
    await visit.goto('/shopper');
    await goToMenu(visit, viewport, 'Vouchers');
    await visit.waitForURL('**/shopper/user-vouchers');
    const group = visit.getByRole('region', { name: business.name });
    const held = group.getByRole('listitem', { name: title });
    await held.getByText('₦1,500 off', { exact: true }).waitFor();
    await held.getByText('To use', { exact: true }).waitFor();
    expect(await held.getByRole('link', { name: 'Use it' }).getAttribute('href')).toBe(
      `/store/${business.handle}`,
    );
    await checkScreen(visit, 'vouchers-shopper', viewport);

    // Used at checkout: suggested for the store's order, taken off the total, then paid.
    await held.getByRole('link', { name: 'Use it' }).click();
    // The store's own adire, which the voucher counts: other sellers' sponsored products on the
    // store's page are product links too, and on a busy machine one could be the first found.
    await visit
      .locator('a[href^="/product/"]')
      .filter({ hasText: `Adire wrapper ${stamp}` })
      .first()
      .click();
    await visit.getByRole('button', { name: 'Add to cart' }).click();
    await expectToast(visit, 'Success', 'added to your cart');
    await visit.goto('/shopper/checkout');
    await fillNewAddress(visit);
    const picker = visit.getByLabel('Voucher', { exact: true });
    await expect.poll(() => picker.inputValue()).not.toBe('');
    const discount = visit.getByText('−₦1,500', { exact: true });
    await expect.poll(() => discount.count()).toBe(2);
    await checkScreen(visit, 'vouchers-checkout', viewport);
    // Taken off, the total goes back up; chosen again, it comes down.
    const pay = visit.getByRole('button', { name: /^Pay ₦/ });
    const withVoucher = await pay.textContent();
    await picker.selectOption({ label: 'No voucher' });
    await expect.poll(() => discount.count()).toBe(0);
    await picker.selectOption({ index: 1 });
    await expect.poll(() => pay.textContent()).toBe(withVoucher);
    await pay.click();
    await visit.waitForURL(/\/sandbox\/paystack\/checkout\//);
    await visit.locator('button[value="success"]').click();
    await visit.getByRole('heading', { name: 'Payment successful' }).waitFor({ timeout: 15_000 });
    const used = await call<{ results: Voucher[] }>(
      'GET',
      `/rewards/vouchers?businessId=${business._id}`,
      vendor.token,
    );
    expect(used.results[0]!.figures).toMatchObject({ used: 1 });
    await visit.context().close();
  });
  it('Oja support creates an Oja voucher from Help and support; a shopper claims it on their Vouchers screen', async () => {
    const stamp = `${viewport.width === 375 ? 5 : 6}${Date.now().toString().slice(-7)}`;
    const title = `Harmattan treat ${stamp}`;
    const page = await openPage(browser, viewport);
    await logIn(page, SUPPORT.username, SUPPORT.password);
    await page.goto('/shopper');
    await goToMenu(page, viewport, 'Support');
    await page.getByRole('link', { name: 'Oja vouchers' }).click();
    await page.waitForURL('**/shopper/support/vouchers');
    await page.getByRole('heading', { name: 'Oja vouchers', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Create a voucher' }).click();
    const form = page.getByRole('form', { name: 'New voucher' });
    await form.getByLabel('Name shoppers see').fill(title);
    await form.getByLabel('Amount off (₦)').fill('700');
    // An Oja voucher counts the whole order: no products or tags to choose.
    expect(await form.getByLabel('Only on these products (optional)').count()).toBe(0);
    await form.getByText('Oja pays the discount from its commission').waitFor();
    await checkScreen(page, 'vouchers-oja-new', viewport);
    await form.getByRole('button', { name: 'Create voucher' }).click();
    await expectToast(page, 'Success', 'Voucher created');
    const card = page.getByRole('listitem', { name: title });
    await card.getByText('Offered to every shopper', { exact: false }).waitFor();
    expect(await card.getByRole('button', { name: 'Send to a customer' }).count()).toBe(0);
    await checkScreen(page, 'vouchers-oja', viewport);
    await page.context().close();

    // A shopper finds it on their Vouchers screen, claims it, and holds it.
    const shopper = await registerShopper(`o${stamp}`, '0928');
    const visit = await openPage(browser, viewport);
    await logIn(visit, shopper.username, shopper.password);
    await visit.goto('/shopper');
    await goToMenu(visit, viewport, 'Vouchers');
    await visit.waitForURL('**/shopper/user-vouchers');
    const fromOja = visit.getByRole('region', { name: 'Claim from Oja' });
    const offer = fromOja.getByRole('listitem', { name: title });
    await offer.getByText('₦700 off', { exact: true }).waitFor();
    await checkScreen(visit, 'vouchers-from-oja', viewport);
    await offer.getByRole('button', { name: 'Claim' }).click();
    await expectToast(visit, 'Success', 'Voucher added to your vouchers');
    await offer.getByText('In your vouchers').waitFor();
    // Held, it waits under Oja's name with the vouchers to use.
    await visit
      .getByRole('region', { name: 'From Oja', exact: true })
      .getByRole('listitem', { name: title })
      .waitFor();
    await visit.context().close();
  });
});
