import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_KEY } from '../src/web/lib/store.ts';
import {
  checkScreen,
  checkToasts,
  expectToast,
  fillLogin,
  launchBrowser,
  openMenuIfPhone,
  openPage,
  VIEWPORTS,
} from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each(VIEWPORTS)('account journeys at $width px', (viewport) => {
  it('registers, edits the profile, adds an address, changes the password, logs back in and out', async () => {
    const page = await openPage(browser, viewport);
    const stamp = `${viewport.width}${Date.now().toString().slice(-6)}`;
    const email = `funke${stamp}@example.ng`;

    await page.goto('/');
    await checkScreen(page, 'home', viewport);
    await page.goto('/auth/register');
    await checkScreen(page, 'register', viewport);
    await page.getByLabel('First name').fill('Funke');
    await page.getByLabel('Last name').fill('Adeyemi');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Username').fill(`funke_${stamp}`);
    await page.getByLabel('Password', { exact: true }).fill('first-password-1');
    // A number outside Nigeria's numbering plan is refused in words, whichever side checks it.
    await page.getByLabel('Phone number').fill('01234567890');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect
      .poll(() => page.getByText(/not a valid Nigerian phone number/).isVisible())
      .toBe(true);
    await checkScreen(page, 'register-phone-refused', viewport);
    await page.getByLabel('Phone number').fill(`0805${stamp.slice(-7)}`);
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL('**/shopper/account');
    await expectToast(page, 'Success', 'Sign up successful, you are now logged in');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Funke Adeyemi' }).isVisible())
      .toBe(true);
    await checkScreen(page, 'account', viewport);

    await page.getByLabel('First name').fill('Funmilayo');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expectToast(page, 'Success', 'Profile updated successfully');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Funmilayo Adeyemi' }).isVisible())
      .toBe(true);

    // What is wrong with a picture is said in words, before anything is uploaded.
    await page.locator('input[type=file]').setInputFiles({
      name: 'huge.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(12 * 1024 * 1024, 1),
    });
    await expectToast(page, 'Error!', 'The picture is 12.0 MB: choose one of at most 10 MB');
    await page.locator('input[type=file]').setInputFiles({
      name: 'notes.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('a shopping list, not a picture'),
    });
    await expectToast(page, 'Error!', 'could not be read as a picture');
    expect(await page.getByText(/undefined/).count()).toBe(0);

    // A profile photo, shown to the people who follow her.
    const photo = await sharp({
      create: { width: 800, height: 800, channels: 3, background: '#7b2cbf' },
    })
      .jpeg()
      .toBuffer();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expectToast(page, 'Success', 'Profile updated successfully');
    await expect
      .poll(() => page.getByRole('img', { name: 'Funmilayo Adeyemi' }).first().getAttribute('src'))
      .toMatch(/^\/uploads\//);
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Add a photo' }).isVisible())
      .toBe(true);

    await page.getByRole('button', { name: 'Add address' }).click();
    const dialog = page.getByRole('dialog', { name: 'New delivery address' });
    await dialog.getByLabel('Recipient name').fill('Funmilayo Adeyemi');
    await dialog.getByLabel('Phone').fill('08051234567');
    await dialog.getByLabel('Street address').fill('14 Awolowo Road');
    await dialog.getByLabel('City or town').fill('Ikoyi');
    await dialog.getByLabel('State').fill('Lagos');
    await checkScreen(page, 'address-dialog', viewport);
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await expectToast(page, 'Success', 'Address created successfully');
    await expect.poll(() => page.getByText('14 Awolowo Road, Ikoyi, Lagos').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Default', { exact: true }).isVisible()).toBe(true);

    await page.getByLabel('Current password').fill('first-password-1');
    await page.getByLabel('New password', { exact: true }).fill('second-password-2');
    await page.getByLabel('Repeat new password').fill('second-password-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.waitForURL(/\/auth\/login(\?|$)/);
    await expectToast(page, 'Success', 'Password updated successfully, please login');

    await fillLogin(page, email, 'first-password-1');
    await expectToast(page, 'Error!', 'Invalid login details');
    await fillLogin(page, email, 'second-password-2');
    // Back to the account they changed the password on.
    await page.waitForURL('**/shopper/account');

    // The browser that logged in is one the account knows (its device cookie, script-proof).
    const device = (await page.context().cookies()).find((c) => c.name.startsWith('oja_device_'));
    expect(device).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/v1/users/login',
    });
    const token = /"accessToken":"([^"]+)"/.exec(
      (await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)) ?? '',
    )?.[1];
    expect(token).toMatch(/^eyJ/);
    const meWith = (bearer: string) =>
      page.request.get('/api/v1/users/me', {
        headers: { 'x-api-key': 'oja-dev-web-key', authorization: `Bearer ${bearer}` },
      });
    expect((await meWith(token!)).status()).toBe(200);

    await openMenuIfPhone(page, viewport);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/auth\/login(\?|$)/);
    // Logging out ended the session: its access token is refused at once.
    await expect.poll(async () => (await meWith(token!)).status()).toBe(401);
    const saved = await page.evaluate(() =>
      Object.entries(localStorage)
        .map(([k, v]) => `${k}=${v}`)
        .join('\n'),
    );
    expect(saved).not.toContain('funke');
    expect(saved).not.toMatch(/eyJ/);
    const state = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
    expect(state === null || !/Token":"[^"]/.test(state)).toBe(true);
    await page.context().close();
  });

  it('sends a visitor from a protected page to login and back', async () => {
    const page = await openPage(browser, viewport);
    await page.goto('/shopper/account');
    await page.waitForURL('**/auth/login?redirect=%2Fshopper%2Faccount');
    await checkScreen(page, 'login', viewport);
    await fillLogin(page, 'ada', 'oja-shopper-2026');
    await page.waitForURL('**/shopper/account');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Adaeze Okafor' }).isVisible())
      .toBe(true);
    await page.context().close();
  });

  it("shows the server's error in one 'Error!' toast and field messages inline", async () => {
    const page = await openPage(browser, viewport);
    await page.route('**/api/v1/users/login', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, code: 'INTERNAL', message: 'Something went wrong' }),
      }),
    );
    await page.goto('/auth/login');
    await fillLogin(page, 'ada', 'whatever-password');
    await expectToast(page, 'Error!', 'Something went wrong');
    await checkToasts(page, 'error', viewport);
    await expect
      .poll(() => page.locator('.mantine-Notification-root').filter({ hasText: 'Error!' }).count())
      .toBe(1);
    await page.unroute('**/api/v1/users/login');

    await page.goto('/auth/register');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.getByText('First name is required').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText('Password must be at least 8 characters').isVisible())
      .toBe(true);
    await page.context().close();
  });

  it('resets a forgotten password with the e-mailed link and shows a helpful 404', async () => {
    const page = await openPage(browser, viewport);
    const stamp = `${viewport.width}${Date.now().toString().slice(-6)}`;
    const email = `tobi${stamp}@example.ng`;
    const res = await page.request.post('/api/v1/users', {
      headers: { 'x-api-key': 'oja-dev-web-key' },
      data: {
        firstName: 'Tobi',
        lastName: 'Lawal',
        email,
        phoneNumber: `0706${stamp.slice(-7)}`,
        handle: `tobi_${stamp}`,
        password: 'forgotten-pass-1',
      },
    });
    expect(res.status()).toBe(201);

    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('E-mail, phone or username').fill(email);
    await checkScreen(page, 'forgot-password', viewport);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect
      .poll(() => page.getByText('A new token has been sent to your email!').isVisible())
      .toBe(true);

    const outbox = (await (await page.request.get('/dev/outbox.json')).json()) as {
      data: { recipient: string; body: string }[];
    };
    const mail = outbox.data.find((m) => m.recipient === email)!;
    const link = /http\S+reset-password\?token=\S+/.exec(mail.body)![0];
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByLabel('New password').fill('remembered-pass-2');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.waitForURL(/\/auth\/login(\?|$)/);
    await expectToast(page, 'Success', 'Password reset successfully, please login');
    await fillLogin(page, email, 'remembered-pass-2');
    await page.waitForURL((url) => url.pathname === '/shopper');

    await page.goto('/no/such/page');
    await expect
      .poll(() => page.getByRole('heading', { name: 'We could not find that page' }).isVisible())
      .toBe(true);
    await checkScreen(page, 'not-found', viewport);
    await page.context().close();
  });
});
