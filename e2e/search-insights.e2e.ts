import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseQuery } from '../src/shared/schemas/search-insights.ts';
import { call } from './api.ts';
import { checkScreen, goToMenu, launchBrowser, logIn, openPage, VIEWPORTS } from './support.ts';

/** The demo vendor of Adire Lounge. */
const VENDOR = { username: 'tunde@oja.ng', password: 'oja-vendor-2026' };

async function adireLounge() {
  const vendor = await call<{
    accessToken: string;
    user: { businesses: { _id: string; handle: string }[] };
  }>('POST', '/users/login', undefined, VENDOR);
  return vendor.user.businesses.find((b) => b.handle === 'adire-lounge')!;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each(VIEWPORTS)('shopper searches at $width px', (viewport) => {
  it("a visitor's search, and the product opened from it, show on the vendor's Shopper searches screen", async () => {
    const adire = await adireLounge();
    const { results } = await call<{ results: { _id: string; name: string }[] }>(
      'GET',
      `/products?productBusinessId=${adire._id}&limit=1`,
    );
    const product = results[0]!;
    // The product's whole name: a search the demo history does not hold.
    const query = normaliseQuery(product.name);

    const { totalRecords: found } = await call<{ totalRecords: number }>(
      'GET',
      `/products?view=card&productSearch=${encodeURIComponent(product.name)}`,
    );

    const shopper = await openPage(browser, viewport);
    await shopper.goto('/explore');
    await shopper.getByLabel('Search products and businesses').fill(product.name);
    await shopper.waitForURL(/[?&]q=/);
    // The search's own results (the products listed before it show the same card).
    await shopper.getByText(`${found} product${found === 1 ? '' : 's'}`, { exact: true }).waitFor();
    const card = shopper.getByRole('link', { name: new RegExp(product.name) }).first();
    const [view] = await Promise.all([
      shopper.waitForResponse((r) => r.url().endsWith(`/products/${product._id}/views`)),
      card.click(),
    ]);
    expect(view.request().postDataJSON()).toMatchObject({ search: product.name });
    await shopper.context().close();

    const page = await openPage(browser, viewport);
    await logIn(page, VENDOR.username, VENDOR.password);
    await page.goto(`/vendor/${adire._id}`);
    await goToMenu(page, viewport, 'Shopper searches');
    await page.getByRole('heading', { name: 'Shopper searches', level: 1 }).waitFor();
    const leading = page.getByRole('table', { name: 'What shoppers searched for' });
    // The counts are written a moment after the search: the screen shows them on a reload.
    await expect
      .poll(
        async () => {
          if (await leading.getByRole('cell', { name: query, exact: true }).isVisible())
            return true;
          await page.reload();
          await leading.or(page.getByText('No searches have shown your products yet')).waitFor();
          return false;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    const row = leading.getByRole('row').filter({ hasText: query });
    // Searched at least once (both journeys search it), shown, and opened from the search.
    const [searches, shown, opened] = await row
      .getByRole('cell')
      .allTextContents()
      .then((c) => c.slice(1).map(Number));
    expect(searches).toBeGreaterThanOrEqual(1);
    expect(shown).toBeGreaterThanOrEqual(searches!);
    expect(opened).toBeGreaterThanOrEqual(1);
    // The demo history's unmet searches in Adire Lounge's categories, and what they mean.
    const demand = page.getByRole('region', { name: 'Searches you could serve' });
    await demand.getByText('made by at least 3 different shoppers', { exact: false }).waitFor();
    await demand.getByRole('table').waitFor();
    await checkScreen(page, 'vendor-searches', viewport);

    await page.getByText('90 days', { exact: true }).click();
    await page.waitForURL(/days=90/);
    await leading.getByRole('cell', { name: query, exact: true }).waitFor();
    await page.context().close();
  });
});
