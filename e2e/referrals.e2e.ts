import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, paidOrder } from './api.ts';
import {
  checkScreen,
  expectToast,
  goToMenu,
  launchBrowser,
  logIn,
  openPage,
  VIEWPORTS,
} from './support.ts';

/** The demo shopper, whose code is ADAOJA26: she referred two demo shoppers already. */
const ADA = { username: 'ada@oja.ng', password: 'oja-shopper-2026', code: 'ADAOJA26' };
const VENDOR = { username: 'tunde@oja.ng', password: 'oja-vendor-2026' };
const SUPPORT = { username: 'support@oja.ng', password: 'oja-support-2026' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each(VIEWPORTS)('refer and earn at $width px', (viewport) => {
  it('a visitor finds /referral from the home page and signs up with Ada’s link; Ada sees them in her referrals', async () => {
    const stamp = `${viewport.width}${Date.now().toString().slice(-6)}`;
    const handle = `bola_${stamp}`;

    // A visitor: from the home page's footer to the programme, with the settings' figures.
    const page = await openPage(browser, viewport);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Refer and earn' }).click();
    await page.waitForURL('**/referral');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Refer and earn', level: 1 }).waitFor();
    await main
      .getByText('you get 500 points and they get 250 points', { exact: false })
      .first()
      .waitFor();
    await main.getByRole('heading', { name: 'How it works' }).waitFor();
    await main
      .getByText('up to 10 referral rewards each calendar month', { exact: false })
      .waitFor();
    expect(await main.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      '/auth/register?redirect=%2Freferral',
    );
    expect(await main.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/auth/login?redirect=%2Freferral',
    );
    expect(await main.getByText(ADA.code).count()).toBe(0);
    await checkScreen(page, 'referral-visitor', viewport);

    // The link Ada shares fills her code in; the visitor signs up with it.
    await page.goto(`/auth/register?ref=${ADA.code}`);
    expect(await page.getByLabel('Referral code (optional)').inputValue()).toBe(ADA.code);
    await page.getByLabel('First name').fill('Bola');
    await page.getByLabel('Last name').fill('Ige');
    await page.getByLabel('E-mail').fill(`bola${stamp}@example.ng`);
    await page.getByLabel('Username').fill(handle);
    await page.getByLabel('Password', { exact: true }).fill('referred-by-ada-1');
    await page.getByLabel('Phone number').fill(`0906${stamp.slice(-7)}`);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/shopper/account');
    await expectToast(page, 'Success', 'Sign up successful, you are now logged in');
    await page.context().close();

    // Ada: Refer and earn from her menu shows her code, link and the new friend.
    const ada = await openPage(browser, viewport);
    await logIn(ada, ADA.username, ADA.password);
    await goToMenu(ada, viewport, 'Refer and earn');
    await ada.waitForURL('**/referral');
    await ada.getByText(ADA.code, { exact: true }).waitFor();
    expect(await ada.getByLabel('Your link').inputValue()).toMatch(
      new RegExp(`/auth/register\\?ref=${ADA.code}$`),
    );
    const whatsApp = ada.getByRole('link', { name: 'Share on WhatsApp' });
    expect(await whatsApp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=.*ADAOJA26/);
    expect(await ada.getByRole('link', { name: 'Sign up' }).count()).toBe(0);

    const referrals = ada.getByRole('region', { name: 'Your referrals' });
    const rows = referrals.getByRole('listitem');
    const bola = rows.filter({ hasText: `@${handle}` });
    await bola.getByText('Joined', { exact: true }).waitFor();
    await bola.getByText('Points when their first order arrives').waitFor();
    // Newest first: the new friend leads the list; Kelechi's first order earned Ada her points.
    expect(await rows.first().textContent()).toContain(`@${handle}`);
    const kelechi = rows.filter({ hasText: 'Kelechi Nwankwo' });
    await kelechi.getByText('First order received', { exact: true }).waitFor();
    await kelechi.getByText('+500 points', { exact: true }).waitFor();
    await checkScreen(ada, 'referral-signed-in', viewport);

    // Copy puts the code on the clipboard and says so.
    await ada.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await ada.getByRole('button', { name: 'Copy code' }).click();
    await ada.getByRole('button', { name: 'code copied' }).waitFor();
    await ada.context().close();
  });

  it('support finds a referral to Ada’s own mailbox flagged and approves it', async () => {
    const stamp = `${viewport.width}${Date.now().toString().slice(-6)}`;
    const email = `ada+${stamp}@oja.ng`;
    // Ada's second account, under a +tag of her mailbox, receives its first order.
    const alias = await call<{ accessToken: string }>('POST', '/users', undefined, {
      firstName: 'Adaeze',
      lastName: 'Okafor',
      email,
      phoneNumber: `0907${stamp.slice(-7)}`,
      handle: `adaeze_${stamp}`,
      password: 'second-account-1',
      referralCode: ADA.code,
    });
    const vendor = await call<{ accessToken: string; user: { businesses: { _id: string }[] } }>(
      'POST',
      '/users/login',
      undefined,
      VENDOR,
    );
    const order = await paidOrder(alias.accessToken, vendor.user.businesses[0]!._id);
    for (const status of ['ACCEPTED', 'SHIPPED', 'DELIVERED'])
      await call('PUT', `/orders/${order._id}/status`, vendor.accessToken, { status });
    await call('PUT', `/orders/${order._id}/status`, alias.accessToken, { status: 'RECEIVED' });

    const page = await openPage(browser, viewport);
    await logIn(page, SUPPORT.username, SUPPORT.password);
    await page.goto('/shopper/support');
    await page.getByRole('link', { name: 'Flagged referrals' }).click();
    await page.waitForURL('**/shopper/support/referrals');
    const row = page.getByRole('listitem').filter({ hasText: email });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    await row.getByText('The two e-mail addresses are one mailbox').waitFor();
    await row
      .getByText('approving pays 500 points to the referrer and 250 points to the friend', {
        exact: false,
      })
      .waitFor();
    await checkScreen(page, 'support-referrals', viewport);
    await row.getByRole('button', { name: /^Approve/ }).click();
    await expectToast(page, 'Success', 'Referral approved: both sides have their points');
    await expect.poll(() => row.count()).toBe(0);
    await page.context().close();
  });
});
