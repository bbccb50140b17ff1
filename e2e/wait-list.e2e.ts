import type { Browser } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterConsole, STAFF_PASSWORD } from './console-support.ts';
import { checkScreen, launchBrowser, openPage, VIEWPORTS } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each(VIEWPORTS)('the wait-list at $width px', (viewport) => {
  it('a visitor finds it from the footer, is told every problem at once, then joins', async () => {
    const page = await openPage(browser, viewport);
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: 'Join the wait-list' }).click();
    await page.waitForURL('**/about#wait-list');
    const form = page.getByRole('form', { name: 'Join the wait-list' });
    await form.waitFor();
    // The state list comes from the server.
    await expect.poll(() => form.getByLabel('State').locator('option').count()).toBe(38);

    await form.getByLabel('Your name').fill('K');
    await form.getByLabel('Phone number').fill('0123');
    await form.getByRole('button', { name: 'Join the wait-list' }).click();
    const problems = form.getByRole('alert');
    await problems.getByText('Tell us your name').waitFor();
    // Every message the server gave, one a line.
    expect((await problems.innerText()).split('\n')).toEqual(
      expect.arrayContaining([
        'Tell us your name',
        'This is not a valid Nigerian phone number: type it like 0803 123 4567',
        'Choose your state',
      ]),
    );
    await checkScreen(page, 'wait-list-refused', viewport);

    const stamp = `${viewport.width}${Date.now()}`;
    await form.getByLabel('Your name').fill('Kelechi Nwankwo');
    await form.getByLabel('Phone number').fill('');
    await form.getByLabel('E-mail address').fill(`kelechi${stamp}@example.ng`);
    await form.getByLabel('I want to').selectOption('sell');
    await form.getByLabel('State').selectOption('Abia');
    await form.getByRole('button', { name: 'Join the wait-list' }).click();
    await form
      .getByRole('status')
      .getByText('Thank you, Kelechi. We will tell you as soon as Oja opens for sellers in Abia.')
      .waitFor();
    expect(await problems.count()).toBe(0);
    await expect(form.getByLabel('Your name').inputValue()).resolves.toBe('');
    await checkScreen(page, 'wait-list-joined', viewport);
    await page.close();
  });
});

describe("the wait-list for Oja's content team", () => {
  it("downloads the list as a spreadsheet from the console's Overview", async () => {
    const page = await openPage(browser, VIEWPORTS[1]);
    await enterConsole(page, VIEWPORTS[1], {
      username: 'content@oja.ng',
      password: STAFF_PASSWORD,
    });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the wait-list (CSV)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('oja-wait-list.csv');
    const text = readFileSync((await file.path())!, 'utf8');
    expect(text.split('\r\n')[0]).toBe(
      'Name,Email,Phone,Wants to,State,Joined (Lagos),Last updated (Lagos)',
    );
    expect(text).toContain('Kelechi Nwankwo');
    await page.close();
  });
});
