import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './api.ts';
import { enterConsole, STAFF_PASSWORD, typeCode } from './console-support.ts';
import { checkScreen, goToMenu, launchBrowser, logIn, openPage, VIEWPORTS } from './support.ts';

const ADMIN = { username: 'admin@oja.ng', password: STAFF_PASSWORD };
const SUPPORT = { username: 'support@oja.ng', password: 'oja-support-2026' };
const SHOPPER = { username: 'ada@oja.ng', password: 'oja-shopper-2026' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Signs in to the console, first showing that a wrong code is refused with the server's words. */
const enterConsoleAs = (page: Page, viewport: (typeof VIEWPORTS)[number], who: typeof ADMIN) =>
  enterConsole(page, viewport, who, async () => {
    await checkScreen(page, 'console-second-factor', viewport);
    await typeCode(page, '000000');
    await page
      .getByRole('alert')
      .filter({ hasText: 'That code is not right, or was used already' })
      .waitFor();
  });

describe.each(VIEWPORTS)('the operator console at $width px', (viewport) => {
  it('the admin passes the second factor, changes a role with its reason, and finds the change in the audit log', async () => {
    const page = await openPage(browser, viewport);
    await enterConsoleAs(page, viewport, ADMIN);
    // The marketplace's figures, over another period, and the ledger's check.
    await page.getByText('Ledger — every transfer balances (sum ₦0)').waitFor();
    await page.getByRole('radio', { name: '30 days' }).check({ force: true });
    await page
      .getByText(/the 30 days before/)
      .first()
      .waitFor();
    await checkScreen(page, 'console-home', viewport);
    // The ledger account by account: the stores' balances, then one store's movements.
    await page.getByRole('link', { name: 'Stores’ balances' }).click();
    await page.getByRole('heading', { name: 'Stores’ balances' }).waitFor();
    await page.getByRole('link', { name: /Adire Lounge/ }).click();
    await page.getByText('Movements, newest first').waitFor();
    await checkScreen(page, 'console-ledger-account', viewport);
    await page.getByRole('link', { name: '← Stores’ balances' }).click();
    await page.getByRole('heading', { name: 'Stores’ balances' }).waitFor();
    await goToMenu(page, viewport, 'Staff');
    await page.waitForURL('**/console/staff');
    const ngozi = page.locator('.mantine-Card-root').filter({ hasText: 'content@oja.ng' });
    await ngozi.getByRole('button', { name: 'Change roles' }).click();
    await ngozi.getByRole('checkbox', { name: 'Support' }).check();
    // The reason is required: the server's message shows under the field.
    await ngozi.getByRole('button', { name: 'Save roles' }).click();
    await ngozi.getByText('Say why the roles change').first().waitFor();
    const reason = `Covering the support desk ${viewport.width}`;
    await ngozi.getByLabel('Why').fill(reason);
    await ngozi.getByRole('button', { name: 'Save roles' }).click();
    await ngozi.getByRole('button', { name: 'Change roles' }).waitFor();
    await expect
      .poll(() => ngozi.locator('.mantine-Badge-root').allTextContents())
      .toEqual(['Content', 'Support']);
    await checkScreen(page, 'console-staff', viewport);

    await goToMenu(page, viewport, 'Audit log');
    await page.waitForURL('**/console/audit');
    await page.getByLabel('Search').fill(reason);
    const entry = page.locator('.mantine-Card-root').filter({ hasText: reason });
    await entry.waitFor();
    await expect.poll(() => entry.textContent()).toContain('Changed staff roles');
    await expect.poll(() => entry.textContent()).toContain('About Ngozi Okonkwo');
    await expect.poll(() => entry.textContent()).toContain('Roles: Content → Content, Support');
    await checkScreen(page, 'console-audit', viewport);

    // The demo is left as it was: Ngozi holds Content only again.
    await goToMenu(page, viewport, 'Staff');
    await ngozi.getByRole('button', { name: 'Change roles' }).click();
    await ngozi.getByRole('checkbox', { name: 'Support' }).uncheck();
    await ngozi.getByLabel('Why').fill('Back to content only');
    await ngozi.getByRole('button', { name: 'Save roles' }).click();
    await expect
      .poll(() => ngozi.locator('.mantine-Badge-root').allTextContents())
      .toEqual(['Content']);
    await page.close();
  });

  it("support's console shows only what support may do; a shopper is told it is for staff and is never shown the way in", async () => {
    const page = await openPage(browser, viewport);
    await enterConsoleAs(page, viewport, SUPPORT);
    await page
      .getByRole('navigation', { name: 'Menu' })
      .getByRole('link', { name: 'Overview' })
      .waitFor({ state: 'attached' });
    const entries = await page
      .getByRole('navigation', { name: 'Menu' })
      .getByRole('link')
      .allTextContents();
    expect(entries).not.toContain('Staff');
    expect(entries).not.toContain('Audit log');
    await page.close();

    const shopper = await openPage(browser, viewport);
    await logIn(shopper, SHOPPER.username, SHOPPER.password);
    await shopper.goto('/shopper');
    await shopper
      .getByRole('navigation', { name: 'Menu' })
      .getByRole('link', { name: 'Wallet' })
      .waitFor({ state: 'attached' });
    expect(await shopper.getByRole('link', { name: 'Operator console' }).count()).toBe(0);
    await shopper.goto('/console');
    await shopper.getByRole('heading', { name: 'This area is for Oja staff' }).waitFor();
    await checkScreen(shopper, 'console-not-staff', viewport);
    const { accessToken } = await call<{ accessToken: string }>(
      'POST',
      '/users/login',
      undefined,
      SHOPPER,
    );
    await expect(call('GET', '/console/audit', accessToken)).rejects.toThrow(/for Oja staff only/);
    await shopper.close();
  });
});
