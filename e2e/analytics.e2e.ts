import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_TOTALS } from '../src/shared/limits.ts';
import { call } from './api.ts';
import { checkScreen, goToMenu, launchBrowser, logIn, openPage, VIEWPORTS } from './support.ts';

/** The demo vendor: Adire Lounge has a year of orders. */
const VENDOR = { username: 'tunde@oja.ng', password: 'oja-vendor-2026' };

/** The demo vendor's business with the year of orders, and the vendor's token. */
async function adireLounge() {
  const vendor = await call<{
    accessToken: string;
    user: { businesses: { _id: string; handle: string }[] };
  }>('POST', '/users/login', undefined, VENDOR);
  const business = vendor.user.businesses.find((b) => b.handle === 'adire-lounge')!;
  return { ...business, token: vendor.accessToken };
}

/** Adire Lounge's product views over the last 24 hours, as its overview counts them. */
async function viewsToday(adire: { _id: string; token: string }) {
  const overview = await call<{ views: { total: number } }>(
    'GET',
    `/businesses/${adire._id}/analytics?durationType=HOUR&duration=24`,
    adire.token,
  );
  return overview.views.total;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each(VIEWPORTS)('vendor overview at $width px', (viewport) => {
  it("the demo vendor's dashboard shows a year of sales, what sold, to whom and where, and switches period", async () => {
    const adire = await adireLounge();
    const page = await openPage(browser, viewport);
    await logIn(page, VENDOR.username, VENDOR.password);
    await page.goto(`/vendor/${adire._id}`);

    const overview = page.getByRole('region', { name: 'Overview' });
    await overview.getByText('Sales, 12 months').waitFor();
    // One bar a month, every month with orders; the same figures as a table for screen readers.
    await expect.poll(() => overview.locator('.recharts-bar-rectangle').count()).toBe(12);
    expect(
      await overview.getByRole('table', { name: 'Sales per month' }).getByRole('row').count(),
    ).toBe(12);
    for (const panel of ['Top products', 'Top customers', 'Where orders go'])
      await overview.getByRole('heading', { name: panel }).waitFor();
    await overview.getByText('Lagos', { exact: true }).waitFor();
    // The latest completed orders, beside the requests waiting for the vendor.
    await expect
      .poll(() =>
        page.getByRole('region', { name: 'Recently completed' }).getByRole('listitem').count(),
      )
      .toBeGreaterThan(5);
    await checkScreen(page, 'vendor-overview', viewport);

    // The period's short name, "7d", is what a finger presses; its radio is named "7 days".
    await overview.getByText('7d', { exact: true }).click();
    await expect.poll(() => overview.getByRole('radio', { name: '7 days' }).isChecked()).toBe(true);
    await overview.getByText('Sales, 7 days').waitFor();
    await page.waitForURL(/period=7d/);
    // The chart shows orders instead of naira when asked: seven days, seven bars.
    await overview.getByText('Orders', { exact: true }).last().click();
    const days = overview.getByRole('table', { name: 'Orders per day' }).getByRole('row');
    await expect.poll(() => days.count()).toBe(7);
    await expect.poll(() => overview.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    await checkScreen(page, 'vendor-overview-7-days', viewport);
  });
});

describe.each(VIEWPORTS)('product views at $width px', (viewport) => {
  it("a visitor opening a product's page is one more view on its seller's overview", async () => {
    const adire = await adireLounge();
    const { results } = await call<{ results: { _id: string; name: string }[] }>(
      'GET',
      `/products?productBusinessId=${adire._id}&limit=1`,
    );
    const before = await viewsToday(adire);
    const visitor = await openPage(browser, viewport);
    await visitor.goto(`/product/${results[0]!._id}`);
    await visitor.getByRole('heading', { name: results[0]!.name }).waitFor();
    await expect.poll(() => viewsToday(adire)).toBe(before + 1);
    // The same browser coming back the same day is the same view.
    const [again] = await Promise.all([
      visitor.waitForResponse((r) => r.url().endsWith('/views')),
      visitor.reload(),
    ]);
    expect(again.status()).toBe(200);
    expect(await viewsToday(adire)).toBe(before + 1);
    await visitor.context().close();

    const page = await openPage(browser, viewport);
    await logIn(page, VENDOR.username, VENDOR.password);
    await page.goto(`/vendor/${adire._id}`);
    const overview = page.getByRole('region', { name: 'Overview' });
    await overview.getByText('Product views').waitFor();
    await overview.getByText('Conversion', { exact: true }).waitFor();
    // Each top product with its views and their orders per view.
    await overview
      .getByText(/[\d,]+ views · [\d.]+% conversion$/)
      .first()
      .waitFor();
    await page.context().close();
  });
});

describe.each(VIEWPORTS)('sales report at $width px', (viewport) => {
  it('the demo vendor opens the sales report from the menu, reads last month and downloads it as CSV and PDF, the totals matching the screen', async () => {
    const page = await openPage(browser, viewport);
    await logIn(page, VENDOR.username, VENDOR.password);
    const adire = await adireLounge();
    await page.goto(`/vendor/${adire._id}`);
    await goToMenu(page, viewport, 'Sales report');
    await page.waitForURL(`**/vendor/${adire._id}/sales-report`);
    const totals = page.getByRole('region', { name: 'Totals' });
    await totals.getByText('Net released to your balance').waitFor();
    const number = (text: string) => Number(text.replace(/[₦,"]/g, ''));
    const figure = async (label: string) =>
      number(
        await totals
          .getByText(label, { exact: true })
          .locator('xpath=following-sibling::*[1]')
          .innerText(),
      );
    const onScreen = new Map<string, number>();
    for (const [, label] of REPORT_TOTALS) onScreen.set(label, await figure(label));
    const screen = (label: string) => onScreen.get(label)!;
    // Every naira of the month is accounted for: what was released is what sold, less Oja's
    // commission, affiliates' shares, refunds and what is still held (shown to 10 kobo).
    expect(
      Math.abs(
        screen('Gross sales') -
          screen('Oja commission') -
          screen("Affiliates' shares") -
          screen('Refunds') -
          screen('Not yet released') -
          screen('Net released to your balance'),
      ),
    ).toBeLessThan(0.3);
    expect(screen('Net released to your balance')).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByRole('region', { name: 'Orders' }).getByRole('row').count())
      .toBeGreaterThan(1);
    await checkScreen(page, 'vendor-sales-report', viewport);

    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV' }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(
      /^adire-lounge-sales-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = readFileSync((await file.path())!, 'utf8').split('\r\n');
    // The file's totals are the screen's (shown to the nearest 10 kobo there, to the kobo in the file).
    for (const [label, value] of onScreen) {
      const line = csv.find((l) => l.startsWith(`${label},`) || l.startsWith(`"${label}",`));
      expect(line, label).toBeDefined();
      expect(Math.abs(number(line!.split(',').slice(1).join(',')) - value), label).toBeLessThan(
        0.05,
      );
    }

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^adire-lounge-sales-.*\.pdf$/);
    expect(
      readFileSync((await pdf.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});

describe.each(VIEWPORTS)('your spending at $width px', (viewport) => {
  it('a demo shopper sees what she spent over the year above her orders', async () => {
    const page = await openPage(browser, viewport);
    await logIn(page, 'ada@oja.ng', 'oja-shopper-2026');
    await goToMenu(page, viewport, 'My Orders');
    await page.waitForURL('**/shopper/my-order');
    const spending = page.getByRole('region', { name: 'Your spending' });
    await spending.getByText(/^Last 12 months, \d+ orders?$/).waitFor();
    expect(await spending.getByText(/^₦[\d,]+(\.\d\d)?$/).count()).toBe(1);
    await checkScreen(page, 'your-spending', viewport);
  });
});
