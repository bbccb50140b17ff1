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

/** The suggestions under the box (the category select's options are options too). */
const suggestion = (page: Page, name: string | RegExp) =>
  page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name });

const box = (page: Page) => page.getByRole('combobox', { name: 'Search products and businesses' });

/** Presses ArrowDown until the option named `name` is the highlighted one. */
async function arrowTo(page: Page, name: string) {
  const option = suggestion(page, new RegExp(name));
  await option.waitFor();
  for (let i = 0; i < 15; i++) {
    await box(page).press('ArrowDown');
    if ((await option.getAttribute('aria-selected')) === 'true') return;
  }
  throw new Error(`${name} was never highlighted`);
}

describe.each(VIEWPORTS)('suggestions as you type ($name)', (viewport) => {
  it('suggests products, stores and categories from the first letters and opens them from the keyboard', async () => {
    const page = await openPage(browser, viewport);
    await page.goto('/explore');
    await box(page).pressSequentially('sma', { delay: 60 });
    const phone = suggestion(page, /Android smartphone/);
    await phone.waitFor();
    await expect.poll(() => phone.locator('mark').first().textContent()).toBe('sma');
    await expect.poll(() => box(page).getAttribute('aria-expanded')).toBe('true');
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /suggestions? available/ })
          .count(),
      )
      .toBe(1);
    await page.getByRole('group', { name: 'Products' }).waitFor();
    await checkScreen(page, 'suggestions', viewport);

    // Escape closes the list; typing again opens it.
    await box(page).press('Escape');
    await expect.poll(() => box(page).getAttribute('aria-expanded')).toBe('false');
    await box(page).press('ArrowDown');
    await expect.poll(() => box(page).getAttribute('aria-expanded')).toBe('true');

    await arrowTo(page, 'Android smartphone');
    const active = await box(page).getAttribute('aria-activedescendant');
    expect(active).toBe(await phone.getAttribute('id'));
    await box(page).press('Enter');
    await page.waitForURL(/\/product\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Android smartphone' }).waitFor();

    // A store, by the start of two of its words.
    await page.goto('/explore');
    await box(page).pressSequentially('ikeja gad', { delay: 40 });
    await arrowTo(page, 'Ikeja Gadget Hub');
    await box(page).press('Enter');
    await page.waitForURL(/\/store\/[^/?]+$/);
    await page.getByRole('heading', { name: 'Ikeja Gadget Hub' }).first().waitFor();

    // A category opens Explore filtered by it, and what was typed is not searched for.
    await page.goto('/explore');
    await box(page).pressSequentially('fash', { delay: 40 });
    await arrowTo(page, 'Fashion & Clothing');
    await box(page).press('Enter');
    await page.waitForURL(/\/explore\?category=[0-9a-f-]{36}$/);
    await expect
      .poll(() =>
        page
          .getByLabel('Category')
          .evaluate((s) => (s as HTMLSelectElement).selectedOptions[0]?.textContent),
      )
      .toBe('Fashion & Clothing');
    await expect.poll(() => box(page).inputValue()).toBe('');
    await page.waitForTimeout(500);
    expect(new URL(page.url()).searchParams.has('q')).toBe(false);

    // Enter with nothing highlighted searches the catalogue as before.
    await page.goto('/explore');
    await box(page).pressSequentially('smartphone', { delay: 20 });
    await page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first().waitFor();
    await box(page).press('Enter');
    await page.waitForURL(/[?&]q=smartphone/);
    await expect.poll(() => box(page).getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });
});
