import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerShopper } from './api.ts';
import { enterConsole, STAFF_PASSWORD } from './console-support.ts';
import {
  checkScreen,
  expectToast,
  goToMenu,
  launchBrowser,
  logIn,
  openPage,
  VIEWPORTS,
} from './support.ts';

const CONTENT = { username: 'content@oja.ng', password: STAFF_PASSWORD };
const SHOPPER = { username: 'ada@oja.ng', password: 'oja-shopper-2026' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each(VIEWPORTS)('reports and suspensions at $width px', (viewport) => {
  it('a shopper reports a comment; content staff hide it and suspend its author, who is told and cannot log in', async () => {
    const stamp = `${viewport.width}${Date.now().toString().slice(-6)}`;
    // A new account writes an abusive comment under one of the demo's posts.
    const troll = await registerShopper(stamp, '0704');
    const posts = await call<{ results: { _id: string }[] }>('GET', '/posts?limit=1');
    const postId = posts.results[0]!._id;
    const words = `Everybody here is a thief ${stamp}`;
    await call('POST', '/comments', troll.token, {
      entityType: 'POST',
      entityId: postId,
      text: words,
    });

    // Ada reports it from the post's page.
    const shopper = await openPage(browser, viewport);
    await logIn(shopper, SHOPPER.username, SHOPPER.password);
    await shopper.goto(`/post/${postId}`);
    const comment = shopper
      .locator('.mantine-Stack-root')
      .filter({ hasText: words })
      .filter({ has: shopper.getByRole('button', { name: 'Report this comment' }) })
      .last();
    await comment.getByRole('button', { name: 'Report this comment' }).click();
    const dialog = shopper.getByRole('dialog', { name: 'Report this comment' });
    await dialog.getByRole('radio', { name: 'Harassment or abuse' }).check();
    await dialog.getByLabel('Anything else we should know (optional)').fill('Insults everyone');
    await checkScreen(shopper, 'report-dialog', viewport);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expectToast(shopper, 'Success', 'Oja’s team will look at it');
    await shopper.close();

    // Content staff find it in the queue and hide it, with the reason its author is told.
    const page = await openPage(browser, viewport);
    await enterConsole(page, viewport, CONTENT);
    await goToMenu(page, viewport, 'Reports');
    await page.waitForURL('**/console/reports');
    await page.getByLabel('Search').fill(stamp);
    await page.locator('.mantine-Card-root').filter({ hasText: words }).click();
    await page.getByText('Harassment or abuse').first().waitFor();
    await page.getByRole('radio', { name: 'Hide it' }).check();
    // The reason is required: the server's message shows under the field.
    await page.getByRole('button', { name: 'Record decision' }).click();
    await page.getByText('Say why (5 characters or more): the author is told').waitFor();
    await page.getByLabel('Why').fill('Insults towards other shoppers');
    await page.getByRole('button', { name: 'Record decision' }).click();
    await page.getByText('Hidden by Oja').waitFor();
    await page.getByText('Hid a reported item').waitFor();
    await checkScreen(page, 'console-reported-item', viewport);
    const visible = await call<{ results: { text: string }[] }>(
      'GET',
      `/comments?commentEntityIds=${postId}&limit=100`,
    );
    expect(visible.results.map((c) => c.text)).not.toContain(words);
    const told = await call<{ results: { title: string; body: string }[] }>(
      'GET',
      '/users/notifications',
      troll.token,
    );
    expect(told.results[0]).toMatchObject({ title: 'Oja removed your comment' });

    // Then suspend the author from their account screen.
    await page.getByRole('link', { name: 'Their account' }).click();
    await page.waitForURL('**/console/accounts/*');
    await page.getByLabel('Why').fill('Abusive comments after a warning');
    await page.getByRole('button', { name: 'Suspend account' }).click();
    await page.getByText('Suspended: Abusive comments after a warning').waitFor();
    await page.getByText('Suspended an account').waitFor();
    await checkScreen(page, 'console-account', viewport);
    await expect(
      call('POST', '/users/login', undefined, {
        username: troll.username,
        password: troll.password,
      }),
    ).rejects.toThrow(/Oja suspended this account: Abusive comments after a warning/);

    // The account is found again by its e-mail from Accounts.
    await goToMenu(page, viewport, 'Accounts');
    await page.getByLabel('Find an account').fill(`amaka${stamp}@example.ng`);
    await page.locator('.mantine-Card-root').filter({ hasText: 'Suspended' }).waitFor();
    await checkScreen(page, 'console-accounts', viewport);
    await page.close();
  });
});
