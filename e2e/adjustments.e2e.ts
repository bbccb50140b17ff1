import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerShopper } from './api.ts';
import { enterConsole, STAFF_PASSWORD } from './console-support.ts';
import {
  checkScreen,
  expectToast,
  goToMenu,
  launchBrowser,
  openPage,
  VIEWPORTS,
} from './support.ts';

const FINANCE = { username: 'finance@oja.ng', password: STAFF_PASSWORD };
const ADMIN = { username: 'admin@oja.ng', password: STAFF_PASSWORD };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each(VIEWPORTS)('balance adjustments at $width px', (viewport) => {
  it('finance records a large credit with its reason; a second finance person approves it and the wallet shows it', async () => {
    const stamp = `${viewport.width}${Date.now().toString().slice(-6)}`;
    const shopper = await registerShopper(stamp, '0919');
    const reason = `Card charged twice for order #${stamp}; Paystack refunded Oja`;

    const page = await openPage(browser, viewport);
    await enterConsole(page, viewport, FINANCE);
    await goToMenu(page, viewport, 'Accounts');
    await page.getByLabel('Find an account').fill(`amaka${stamp}@example.ng`);
    await page
      .locator('.mantine-Card-root')
      .filter({ hasText: `@${shopper.username}` })
      .click();
    await page.getByRole('heading', { name: 'Adjust a balance' }).waitFor();
    // The reason is required: the server's message shows under the field.
    await page.getByLabel('Amount (₦)').fill('75,000');
    await page.getByRole('button', { name: 'Record adjustment' }).click();
    await page.getByText('Say why the balance changes').first().waitFor();
    await page.getByLabel('Why').fill(reason);
    await page.getByRole('button', { name: 'Record adjustment' }).click();
    await expectToast(page, 'Success', 'Recorded: a second finance person must approve it');
    const mine = page.getByRole('article').filter({ hasText: reason });
    await mine.getByText('A second finance person must approve it').waitFor();
    await checkScreen(page, 'console-adjustment', viewport);
    const accountPath = new URL(page.url()).pathname;
    await page.close();

    const admin = await openPage(browser, viewport);
    await enterConsole(admin, viewport, ADMIN);
    await goToMenu(admin, viewport, 'Money');
    await admin.getByRole('radiogroup', { name: 'Show' }).getByText('Adjustments').click();
    const waiting = admin.getByRole('article').filter({ hasText: reason });
    await waiting.getByText('Add ₦75,000 to Amaka Obi').waitFor();
    await checkScreen(admin, 'console-money-adjustments', viewport);
    await waiting.getByRole('button', { name: 'Approve' }).click();
    await expectToast(admin, 'Success', 'Approved: the balance changed and its owner is told');
    await waiting.waitFor({ state: 'detached' });
    const me = await call<{ _id: string }>('GET', '/users/me', shopper.token);
    const wallet = await call<{ balance: number }>(
      'GET',
      `/payments/wallet/${me._id}`,
      shopper.token,
    );
    expect(wallet.balance).toBe(75_000);
    // The account screen shows who asked and who approved.
    await admin.goto(accountPath);
    await admin
      .getByRole('article')
      .filter({ hasText: reason })
      .getByText(/^Applied by /)
      .waitFor();
    await admin.close();
  });
});
