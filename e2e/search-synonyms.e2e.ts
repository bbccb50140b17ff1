import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, registerShopper } from './api.ts';
import {
  checkScreen,
  checkToasts,
  expectToast,
  goToMenu,
  launchBrowser,
  logIn,
  openPage,
  VIEWPORTS,
} from './support.ts';

/** The demo's Oja support operator. */
const OPERATOR = { username: 'support@oja.ng', password: 'oja-support-2026' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Each journey starts with no groups added in the console, whatever an earlier run left. */
beforeEach(async () => {
  const { accessToken } = await call<{ accessToken: string }>(
    'POST',
    '/users/login',
    undefined,
    OPERATOR,
  );
  const { added } = await call<{ added: { _id: string }[] }>(
    'GET',
    '/search/synonyms',
    accessToken,
  );
  for (const group of added) await call('DELETE', `/search/synonyms/${group._id}`, accessToken);
});

/** Types each phrase into the tags field and confirms it with Enter. */
async function typePhrases(page: Page, phrases: string[]) {
  const field = page.getByRole('combobox', { name: 'Phrases that mean the same' });
  for (const phrase of phrases) {
    await field.fill(phrase);
    await field.press('Enter');
  }
}

describe.each(VIEWPORTS)('search synonyms at $width px', (viewport) => {
  it('Oja support opens the screen from the menu, adds a group, sees a refusal for it again, and removes it', async () => {
    const page = await openPage(browser, viewport);
    await logIn(page, OPERATOR.username, OPERATOR.password);
    await page.goto('/shopper');
    await goToMenu(page, viewport, 'Support');
    await page.waitForURL('**/shopper/support');
    await page.getByRole('link', { name: 'Search synonyms' }).click();
    await page.waitForURL('**/shopper/support/synonyms');
    await page.getByRole('heading', { name: 'Search synonyms', level: 1 }).waitFor();
    await page.getByText('No groups added yet').waitFor();
    await checkScreen(page, 'search-synonyms-empty', viewport);

    // The built-in groups are folded away; a search finds the one with a phrase.
    await page.getByRole('button', { name: /Built into Oja/ }).click();
    await page.getByLabel('Find a phrase').fill('Soccer');
    const builtIn = page.getByRole('list', { name: 'Built-in groups' }).getByRole('listitem');
    await expect.poll(() => builtIn.allInnerTexts()).toEqual(['football · soccer ball · soccer']);
    await checkScreen(page, 'search-synonyms-built-in', viewport);

    // One phrase is not a group: the form says so before anything is sent.
    await typePhrases(page, ['kpomo']);
    await page.getByRole('button', { name: 'Add group' }).click();
    await page.getByText('Give at least two different phrases').waitFor();

    await typePhrases(page, ['Cow Skin']);
    await page.getByRole('button', { name: 'Add group' }).click();
    await expectToast(page, 'Success', 'Synonym group added');
    await checkToasts(page, 'search-synonyms-added', viewport);
    const added = page.getByRole('list', { name: 'Phrases' });
    await expect
      .poll(() => added.first().getByRole('listitem').allInnerTexts())
      .toEqual(['cow skin', 'kpomo']);
    await page.getByText('1 group, newest first').waitFor();
    await checkScreen(page, 'search-synonyms', viewport);

    // The same group again is refused with the server's reason under the field.
    await typePhrases(page, ['kpomo', 'cow-skin']);
    await page.getByRole('button', { name: 'Add group' }).click();
    await page.getByText('These phrases are already a group', { exact: true }).waitFor();
    await checkScreen(page, 'search-synonyms-refused', viewport);

    // Removing asks first.
    await page.getByRole('button', { name: 'Remove cow skin, kpomo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this group?' });
    await dialog.waitFor();
    await checkScreen(page, 'search-synonyms-remove', viewport);
    await dialog.getByRole('button', { name: 'Remove group' }).click();
    await expectToast(page, 'Success', 'Synonym group removed');
    await page.getByText('No groups added yet').waitFor();
  });

  it('a shopper is told only Oja support manages synonyms, and the support page offers no way in', async () => {
    const stamp = `${viewport.width}${Date.now().toString().slice(-6)}`;
    const shopper = await registerShopper(stamp, '0811');
    const page = await openPage(browser, viewport);
    await logIn(page, shopper.username, shopper.password);
    await page.goto('/shopper/support');
    await page.getByRole('heading', { name: 'Help and support' }).waitFor();
    expect(await page.getByRole('link', { name: 'Search synonyms' }).count()).toBe(0);

    await page.goto('/shopper/support/synonyms');
    await page.getByText('Only Oja support can manage search synonyms').waitFor();
    expect(await page.getByLabel('Phrases that mean the same').count()).toBe(0);
    await checkScreen(page, 'search-synonyms-shopper', viewport);
  });
});
