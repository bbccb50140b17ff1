import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './api.ts';
import { checkScreen, launchBrowser, logIn, openPage, VIEWPORTS } from './support.ts';

/** The demo vendor: Adire Lounge has a year of orders. */
const VENDOR = { username: 'tunde@oja.ng', password: 'oja-vendor-2026' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each(VIEWPORTS)('vendor overview at $width px', (viewport) => {
  it("the demo vendor's dashboard shows a year of sales, what sold, to whom and where, and switches period", async () => {
    const vendor = await call<{ user: { businesses: { _id: string; handle: string }[] } }>(
      'POST',
      '/users/login',
      undefined,
      VENDOR,
    );
    const adire = vendor.user.businesses.find((b) => b.handle === 'adire-lounge')!;
    const page = await openPage(browser, viewport);
    await logIn(page, VENDOR.username, VENDOR.password);
    await page.goto(`/vendor/${adire._id}`);

    const overview = page.getByRole('region', { name: 'Overview' });
    await overview.getByText('Sales, 12 months').waitFor();
    // One bar a month, every month with orders.
    await expect.poll(() => overview.locator('.recharts-bar-rectangle').count()).toBe(12);
    for (const panel of ['Top products', 'Top customers', 'Where orders go'])
      await overview.getByRole('heading', { name: panel }).waitFor();
    await overview.getByText('Lagos', { exact: true }).waitFor();
    await checkScreen(page, 'vendor-overview', viewport);

    // The period's short name, "7d", is what a finger presses; its radio is named "7 days".
    await overview.getByText('7d', { exact: true }).click();
    await expect.poll(() => overview.getByRole('radio', { name: '7 days' }).isChecked()).toBe(true);
    await overview.getByText('Sales, 7 days').waitFor();
    await page.waitForURL(/period=7d/);
    // The chart shows orders instead of naira when asked.
    await overview.getByText('Orders', { exact: true }).last().click();
    await expect.poll(() => overview.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    await checkScreen(page, 'vendor-overview-7-days', viewport);
  });
});
