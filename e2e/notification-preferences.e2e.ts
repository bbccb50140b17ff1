import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerShopper } from './api.ts';
import { checkScreen, expectToast, launchBrowser, logIn, openPage, VIEWPORTS } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Verifies the shopper's phone with the code the dev outbox holds, all through the API. */
async function verifyPhone(page: Page, token: string) {
  const me = await call<{ _id: string; profile: { phoneNumber: string } }>(
    'GET',
    '/users/me',
    token,
  );
  const number = me.profile.phoneNumber;
  await call(
    'PATCH',
    `/users/${me._id}/phone/234/number/${number}/token?isWhatAppChannel=false`,
    token,
    {},
  );
  const outbox = (await (await page.request.get('/dev/outbox.json')).json()) as {
    data: { recipient: string; body: string }[];
  };
  const sms = outbox.data.find((m) => m.recipient === `+234${number}`)!;
  const code = /\b(\d{6})\b/.exec(sms.body)![1]!;
  await call('PATCH', `/users/${me._id}/phone/token/${code}/verify`, token);
}

describe.each(VIEWPORTS)('notification preferences at $width px', (viewport) => {
  it('chooses e-mail and, once the phone is verified, WhatsApp, and keeps the choices', async () => {
    const page = await openPage(browser, viewport);
    const stamp = `${viewport.width}${Date.now().toString().slice(-6)}`;
    const shopper = await registerShopper(stamp, '0909');
    await logIn(page, shopper.username, shopper.password);
    await page.goto('/shopper/account');

    const card = page.locator('.mantine-Card-root').filter({
      has: page.getByRole('heading', { name: 'Notifications' }),
    });
    const socialByEmail = card.getByRole('switch', { name: 'Social by e-mail' });
    const ordersOnWhatsApp = card.getByRole('switch', { name: 'Orders on WhatsApp' });
    await socialByEmail.waitFor();
    // The defaults: orders and messages by e-mail; WhatsApp waits for a verified phone.
    expect(await card.getByRole('switch', { name: 'Orders by e-mail' }).isChecked()).toBe(true);
    expect(await socialByEmail.isChecked()).toBe(false);
    expect(await ordersOnWhatsApp.isDisabled()).toBe(true);
    await card.getByText('Verify your phone number to get WhatsApp messages').waitFor();
    expect(await card.getByRole('button', { name: 'Save preferences' }).isDisabled()).toBe(true);
    await card.scrollIntoViewIfNeeded();
    await checkScreen(page, 'account-notifications', viewport);

    await socialByEmail.click({ force: true });
    await card.getByRole('button', { name: 'Save preferences' }).click();
    await expectToast(page, 'Success', 'Notification preferences saved');

    await page.reload();
    await socialByEmail.waitFor();
    await expect.poll(() => socialByEmail.isChecked()).toBe(true);

    await verifyPhone(page, shopper.token);
    await page.reload();
    await ordersOnWhatsApp.waitFor();
    await expect.poll(() => ordersOnWhatsApp.isDisabled()).toBe(false);
    expect(await card.getByText('Verify your phone number to get WhatsApp messages').count()).toBe(
      0,
    );
    await ordersOnWhatsApp.click({ force: true });
    await card.getByRole('button', { name: 'Save preferences' }).click();
    await expectToast(page, 'Success', 'Notification preferences saved');

    await page.reload();
    await ordersOnWhatsApp.waitFor();
    await expect.poll(() => ordersOnWhatsApp.isChecked()).toBe(true);
    expect(await socialByEmail.isChecked()).toBe(true);
    const kept = await call<{ orders: { whatsapp: boolean }; social: { email: boolean } }>(
      'GET',
      '/users/notification-preferences',
      shopper.token,
    );
    expect(kept).toMatchObject({ orders: { whatsapp: true }, social: { email: true } });
    await page.context().close();
  });
});
