import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkScreen, launchBrowser, openPage, VIEWPORTS } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const box = (page: Page) => page.getByRole('combobox', { name: 'Search products and businesses' });
const productLinks = (page: Page) => page.locator('a[href^="/product/"]');

/** Searches from the box as a shopper does: the words, then Enter. */
async function search(page: Page, words: string) {
  await box(page).fill(words);
  await box(page).press('Enter');
  await page.waitForURL((url) => url.searchParams.get('q') === words);
}

describe.each(VIEWPORTS)('a search never ends on an empty page ($name)', (viewport) => {
  it('narrows by facets with counts and offers ways on when nothing matched', async () => {
    const page = await openPage(browser, viewport);
    await page.goto('/explore');

    // Best match first, and facets with their counts under the filters.
    await search(page, 'phone');
    await expect.poll(() => productLinks(page).first().textContent()).toMatch(/smartphone/i);
    const facets = page.getByRole('group', { name: 'Narrow the results' });
    await expect
      .poll(() => facets.getByRole('button', { name: /^In stock \(\d+\)$/ }).isVisible())
      .toBe(true);
    const bands = await page.getByLabel('Price').locator('option').allTextContents();
    expect(bands).toContain('Under ₦5,000 (0)');
    await checkScreen(page, 'search-facets', viewport);

    // A misspelling that finds nothing offers its respelling, in the server's first page too.
    await page.goto('/explore?q=pottery+vaze');
    await page.getByRole('heading', { name: 'No products match “pottery vaze”' }).waitFor();
    const respelt = page.getByRole('button', { name: 'pottery vase' });
    await respelt.waitFor();
    await expect.poll(() => page.getByText(/^Popular in /).isVisible()).toBe(true);
    await checkScreen(page, 'search-no-matches', viewport);
    await respelt.click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'pottery vase');
    await expect.poll(() => productLinks(page).first().textContent()).toMatch(/vase/i);
    // The box shows the search set from outside it, and does not put back what it held.
    expect(await box(page).inputValue()).toBe('pottery vase');
    await page.waitForTimeout(800);
    expect(new URL(page.url()).searchParams.get('q')).toBe('pottery vase');

    // A filter that empties a search says how many it hid, and shows them.
    await search(page, 'sneakers');
    await page.getByLabel('State').selectOption('Kano');
    await page.getByRole('heading', { name: 'No products match “sneakers”' }).waitFor();
    await page.getByText(/products? match without your filters/).waitFor();
    await checkScreen(page, 'search-hidden-by-filters', viewport);
    await page.getByRole('button', { name: 'Show them' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has('state')).toBe(false);
    await expect.poll(() => productLinks(page).count()).toBeGreaterThan(1);

    // A price band gives as many products as its count says.
    const price = page.getByLabel('Price');
    const band = price.locator('option[value="5000-20000"]');
    await expect.poll(() => band.textContent()).toMatch(/\(\d+\)$/);
    const count = Number((await band.textContent())!.match(/\((\d+)\)$/)![1]);
    expect(count).toBeGreaterThan(0);
    await price.selectOption('5000-20000');
    await expect.poll(() => new URL(page.url()).searchParams.get('price')).toBe('5000-20000');
    await expect.poll(() => productLinks(page).count()).toBe(count);
    await checkScreen(page, 'search-price-band', viewport);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has('price')).toBe(false);
    expect(new URL(page.url()).searchParams.get('q')).toBe('sneakers');
    await page.context().close();
  });
});
