import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerShopper } from './api.ts';
import {
  checkScreen,
  expectToast,
  fillLogin,
  goToMenu,
  launchBrowser,
  logIn,
  openPage,
  VIEWPORTS,
} from './support.ts';

/** A demo vendor and the business they own (Aba Made Shoes). */
const VENDOR = { username: 'vendor16@oja.ng', password: 'oja-vendor-2026' };
/** The demo vendor who owns two businesses. */
const TUNDE = { username: 'tunde@oja.ng', password: 'oja-vendor-2026' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each(VIEWPORTS)('the business inbox at $width px', (viewport) => {
  it('a shopper asks a seller about a product, the vendor answers from the inbox, and the answer arrives without a reload', async () => {
    const stamp = `${viewport.width}${Date.now().toString().slice(-6)}`;
    const shopper = await registerShopper(stamp, '0810');
    const vendor = await call<{
      user: { businesses: { _id: string; name: string; handle: string }[] };
    }>('POST', '/users/login', undefined, VENDOR);
    const business = vendor.user.businesses[0]!;
    const { results } = await call<{ results: { _id: string; name: string }[] }>(
      'GET',
      `/products?productBusinessId=${business._id}&limit=1`,
    );
    const product = results[0]!;
    const question = `Good morning! Do you have this in size 42? I stay in Surulere (${stamp}).`;
    const answer = `Yes o, size 42 is available. We deliver to Surulere in two days (${stamp}).`;

    // A visitor taps Message seller: log in first, then the composer opens with the product.
    const page = await openPage(browser, viewport);
    await page.goto(`/product/${product._id}`);
    await page.getByRole('button', { name: 'Message seller' }).click();
    await page.waitForURL('**/auth/login**');
    await fillLogin(page, shopper.username, shopper.password);
    const composer = page.getByRole('dialog', { name: `Message ${business.name}` });
    await composer.getByText(product.name).waitFor();
    await expect.poll(() => composer.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await checkScreen(page, 'inbox-message-seller', viewport);
    await composer.getByRole('textbox', { name: 'Message' }).fill(question);
    await composer.getByRole('button', { name: 'Send' }).click();
    await expectToast(page, 'Success', 'Message sent');
    await page.waitForURL('**/shopper/chat/**');
    const conversationPath = new URL(page.url()).pathname;
    const thread = page.getByRole('log', { name: 'Messages' });
    await thread.getByText(question).waitFor();
    await thread.getByRole('link', { name: new RegExp(product.name) }).waitFor();
    await checkScreen(page, 'inbox-shopper-thread', viewport);
    // Nothing below reloads this page: the mark survives only if it stays the same document.
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });

    // The vendor finds it in the inbox, unread, and answers.
    const vendorPage = await openPage(browser, viewport);
    await logIn(vendorPage, VENDOR.username, VENDOR.password);
    await vendorPage.goto(`/vendor/${business._id}`);
    await goToMenu(vendorPage, viewport, 'Inbox');
    await vendorPage.waitForURL(`**/vendor/${business._id}/inbox`);
    const row = vendorPage.getByRole('link').filter({ hasText: question });
    await row.getByText('Amaka Obi').waitFor();
    await row.getByLabel('1 unread').waitFor();
    await checkScreen(vendorPage, 'inbox-vendor-list', viewport);
    await row.click();
    await vendorPage.waitForURL(`**/vendor/${business._id}/inbox/**`);
    const vendorThread = vendorPage.getByRole('log', { name: 'Messages' });
    await vendorThread.getByText(question).waitFor();
    // Opening it marks it read.
    await row.getByLabel('1 unread').waitFor({ state: 'detached' });
    await vendorPage.getByRole('textbox', { name: 'Message' }).fill(answer);
    await vendorPage.getByRole('button', { name: 'Send' }).click();
    await vendorThread.getByText(answer).waitFor();
    await checkScreen(vendorPage, 'inbox-vendor-thread', viewport);

    // The shopper's open thread shows the answer on its own.
    await thread.getByText(answer).waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    // What the shopper wrote was seen by the seller.
    await thread.getByText('Seen').waitFor({ timeout: 20_000 });

    // The vendor blocks the shopper, after confirming; the shopper can no longer write.
    await vendorPage.getByRole('button', { name: 'Conversation options' }).click();
    await vendorPage.getByRole('menuitem', { name: 'Block shopper' }).click();
    const confirm = vendorPage.getByRole('dialog', { name: 'Block Amaka Obi?' });
    await confirm.getByRole('button', { name: 'Block' }).click();
    await expectToast(vendorPage, 'Success', 'Shopper blocked');
    await vendorPage.getByText('You blocked Amaka Obi: they cannot message you.').waitFor();
    await page.getByText('This business is not accepting messages from you.').waitFor({
      timeout: 20_000,
    });
    await vendorPage.getByRole('button', { name: 'Conversation options' }).click();
    await vendorPage.getByRole('menuitem', { name: 'Unblock shopper' }).click();
    await vendorPage
      .getByRole('dialog', { name: 'Unblock Amaka Obi?' })
      .getByRole('button', { name: 'Unblock' })
      .click();
    await expectToast(vendorPage, 'Success', 'Shopper unblocked');

    // The shopper's Messages lists the conversation, read.
    await page.getByRole('textbox', { name: 'Message' }).waitFor({ timeout: 20_000 });
    if (viewport.width < 992)
      await page.getByRole('link', { name: 'Back to conversations' }).click();
    const mine = page.getByRole('region', { name: 'Conversations' });
    await mine.getByRole('link').filter({ hasText: business.name }).waitFor();
    await checkScreen(page, 'inbox-shopper-list', viewport);

    // Writing again from the storefront continues the same conversation.
    const thanks = `Thank you! I will order today (${stamp}).`;
    const restored = page.waitForResponse((r) => r.url().includes('/api/v1/users/me'));
    await page.goto(`/store/${business.handle}`);
    // Tapped once the storefront has the shopper's session back: this step is about the
    // conversation (taps made before a page's code runs are the server-rendering journey's).
    await restored;
    await page.getByRole('button', { name: 'Message seller' }).click();
    const again = page.getByRole('dialog', { name: `Message ${business.name}` });
    await again.getByRole('textbox', { name: 'Message' }).fill(thanks);
    await expect.poll(() => again.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await checkScreen(page, 'inbox-store-message-seller', viewport);
    await again.getByRole('button', { name: 'Send' }).click();
    await page.waitForURL(`**${conversationPath}`);
    await thread.getByText(thanks).waitFor();
    await thread.getByText(answer).waitFor();
    await page.close();
    await vendorPage.close();
  });

  it('a conversation of one business does not open in another business’s inbox', async () => {
    // Tunde owns Adire Lounge (whose inbox holds Ada's question) and Kano Leatherworks.
    const tunde = await call<{
      accessToken: string;
      user: { businesses: { _id: string; name: string }[] };
    }>('POST', '/users/login', undefined, TUNDE);
    const adire = tunde.user.businesses.find((b) => b.name === 'Adire Lounge')!;
    const kano = tunde.user.businesses.find((b) => b.name === 'Kano Leatherworks')!;
    const { results } = await call<{ results: { _id: string }[] }>(
      'GET',
      `/businesses/${adire._id}/conversations`,
      tunde.accessToken,
    );
    const conversation = results[0]!;

    const page = await openPage(browser, viewport);
    await logIn(page, TUNDE.username, TUNDE.password);
    await page.goto(`/vendor/${kano._id}/inbox/${conversation._id}`);
    // Nothing of it shows, and it cannot be answered from here (once the vendor area has
    // settled on Kano Leatherworks, which refreshes what the screen shows).
    const settled = async () =>
      (await page.getByText('It is not a conversation of this business.').isVisible()) &&
      (await page.getByRole('log', { name: 'Messages' }).count()) === 0 &&
      (await page.getByRole('textbox', { name: 'Message' }).count()) === 0;
    await expect.poll(settled, { timeout: 15_000 }).toBe(true);
    await page.getByText('This conversation does not exist').waitFor();
    if (viewport.width >= 992) {
      // Kano Leatherworks' list beside it does not hold it.
      const list = page.getByRole('region', { name: 'Conversations' });
      await list.waitFor();
      await list.getByLabel('Loading conversations').waitFor({ state: 'detached' });
      expect(await list.locator(`a[href$="/inbox/${conversation._id}"]`).count()).toBe(0);
    }
    await checkScreen(page, 'inbox-other-business-conversation', viewport);

    // In its own business's inbox it opens, ready to answer.
    await page.goto(`/vendor/${adire._id}/inbox/${conversation._id}`);
    await page.getByRole('log', { name: 'Messages' }).waitFor();
    await page.getByRole('textbox', { name: 'Message' }).waitFor();
    await page.close();
  });
});
