import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNaira } from '../src/shared/format.ts';
import { call, registerShopper } from './api.ts';
import {
  baseUrl,
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

/** The add-business form, filled and sent (its steps are tested in catalogue.e2e.ts). */
async function addBusiness(page: Page, name: string, handle: string) {
  await page.getByLabel('Business name').fill(name);
  await page.getByLabel('Store link').fill(handle);
  await page.getByLabel('What do you sell?').fill('Hand-dyed adire and kampala from Abeokuta.');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Fashion & Clothing' });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('State').selectOption('Ogun');
  await expect
    .poll(() => page.getByLabel('Local government area').locator('option').count())
    .toBeGreaterThan(10);
  await page.getByLabel('Local government area').selectOption('Abeokuta South');
  await page.getByLabel('City or town').fill('Abeokuta');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create business' }).click();
}

describe('the pricing page, server-rendered', () => {
  it('holds the plans with their naira prices in its first HTML', async () => {
    const html = await (await fetch(`${baseUrl()}/pricing`)).text();
    expect(html).toContain('Plans for every Nigerian business');
    // Growth for 3 months, the term shown first: ₦12,825, ₦4,275 a month.
    expect(html).toContain(formatNaira(4_275));
    expect(html).toContain('Unlimited products');
    // Free says Free, not "₦0 / month"; no amount shows with one decimal ("₦4,275.0").
    expect(html).not.toMatch(/>₦0</);
    expect(html).not.toMatch(/₦[\d,]+\.\d(?!\d)/);
    expect(html).toContain('<title>Pricing');
  });
});

describe.each(VIEWPORTS)('plans at $width px', (viewport) => {
  it('a Free vendor hits the business limit, sees the upgrade message, buys Growth by card and opens the second business', async () => {
    const stamp = `${viewport.width}${Date.now().toString().slice(-6)}`;
    const vendor = await registerShopper(stamp, '0816');
    await call('POST', '/businesses', vendor.token, {
      name: `Adunni Adire ${stamp}`,
      handle: `adunni-adire-${stamp}`,
      state: 'Ogun',
    });
    const page = await openPage(browser, viewport);
    await logIn(page, vendor.username, vendor.password);

    await goToMenu(page, viewport, 'My plan');
    await page.waitForURL('**/shopper/my-subscription');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Free plan' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText('1 of 1').first().isVisible()).toBe(true);
    await checkScreen(page, 'my-plan-free', viewport);

    // A second business is past Free's limit: said on the first step, before anything is typed,
    // with the link to the plans; the steps cannot be walked for nothing.
    await goToMenu(page, viewport, 'Add Business');
    await page.waitForURL('**/shopper/add-business');
    const limit = page.getByRole('alert').filter({ hasText: 'Please upgrade your plan' });
    await limit.getByText('Your Free plan allows 1 business, and you have 1.').waitFor();
    expect(await page.getByLabel('Business name').inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await checkScreen(page, 'plan-limit-first-step', viewport);
    await limit.getByRole('link', { name: 'see the plans' }).click();
    await page.waitForURL('**/pricing');

    await expect.poll(() => page.getByText('Your plan').first().isVisible()).toBe(true);
    await checkScreen(page, 'pricing', viewport);
    await page.getByText('1 month', { exact: true }).click();
    await page.getByRole('button', { name: 'Upgrade to Growth' }).click();
    const dialog = page.getByRole('dialog');
    await expect
      .poll(() => dialog.getByText('It starts as soon as you have paid.').isVisible())
      .toBe(true);
    // An empty wallet: the card is chosen.
    await expect.poll(() => dialog.getByLabel('Card (on Paystack)').isChecked()).toBe(true);
    await checkScreen(page, 'buy-plan', viewport);
    await dialog.getByRole('button', { name: `Pay ${formatNaira(4_500)}` }).click();
    await page.waitForURL(/\/sandbox\/paystack\/checkout\//);
    await page.locator('button[value="success"]').click();
    await page.waitForURL(/\/shopper\/my-subscription\?payment=/);
    await expect.poll(() => page.getByText('Payment received').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Growth plan' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText(/^Renews on .* for ₦4,500/).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('1 of 3').first().isVisible()).toBe(true);
    await checkScreen(page, 'my-plan-growth', viewport);

    // And on: the second business opens.
    await goToMenu(page, viewport, 'Add Business');
    await addBusiness(page, `Adunni Kampala ${stamp}`, `adunni-kampala-${stamp}`);
    await page.waitForURL(/\/vendor\/[0-9a-f-]{36}$/);
    await expectToast(page, 'Success', 'Business created successfully');
    await page.close();
  });
});
