import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, fundWallet, registerShopper } from './api.ts';
import { checkScreen, expectToast, launchBrowser, logIn, openPage, VIEWPORTS } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A creator with a ₦1,500 a month offer, one post for everyone and one for subscribers only. */
async function creatorWithOffer(stamp: string) {
  const handle = `zainab_${stamp}`;
  const password = 'creator-subs-1';
  const { accessToken: token } = await call<{ accessToken: string }>('POST', '/users', undefined, {
    firstName: 'Zainab',
    lastName: 'Bello',
    email: `zainab${stamp}@example.ng`,
    phoneNumber: `0708${stamp.slice(-7)}`,
    handle,
    password,
  });
  const me = await call<{ _id: string }>('GET', '/users/me', token);
  await call('PUT', `/users/${me._id}/creator`, token);
  await call('PATCH', `/users/${me._id}/subscriptions/setup`, token, {
    price: 1500,
    perks: 'My Kano kitchen recipes every week and first looks at new spice blends',
    isOpen: true,
  });
  const open = `Suya spice, the way my mother made it in Kano ${stamp}`;
  const secret = `Subscribers only: my full jollof recipe, step by step ${stamp}`;
  await call('POST', '/posts', token, { text: open });
  await call('POST', '/posts', token, { text: secret, subscribersOnly: true });
  return { id: me._id, handle, password, name: 'Zainab Bello', open, secret };
}

/** A new shopper with ₦5,000 in the wallet, paid in on the provider's page with its test card. */
async function fundedFan(stamp: string, phonePrefix = '0809') {
  const fan = await registerShopper(stamp, phonePrefix);
  const me = await call<{ _id: string }>('GET', '/users/me', fan.token);
  await fundWallet(fan.token, me._id, 5000);
  return { ...fan, id: me._id };
}

describe.each(VIEWPORTS)('creator subscriptions at $width px', (viewport) => {
  it('a fan subscribes from a creator’s profile and sees the post that was hidden; the creator sees the subscriber', async () => {
    const stamp = `${viewport.width}${Date.now().toString().slice(-6)}`;
    const creator = await creatorWithOffer(stamp);
    const fan = await fundedFan(stamp);
    const page = await openPage(browser, viewport);
    await logIn(page, fan.username, fan.password);

    // Before: the offer and the public post, not the subscriber-only one.
    await page.goto(`/u/${creator.handle}`);
    await page.getByRole('heading', { name: creator.name, level: 1 }).waitFor();
    await page.locator('article').filter({ hasText: creator.open }).waitFor();
    const card = page.getByLabel('Subscription');
    await card.getByText('My Kano kitchen recipes').waitFor();
    expect(await page.getByText(creator.secret).count()).toBe(0);
    await checkScreen(page, 'subscriptions-profile', viewport);

    // Subscribe from the wallet.
    await card.getByRole('button', { name: /^Subscribe for ₦1,500/ }).click();
    const dialog = page.getByRole('dialog', { name: `Subscribe to ${creator.name}` });
    await dialog.getByRole('button', { name: /^Pay ₦1,500/ }).waitFor();
    // The wallet covers the price: it starts chosen.
    await expect
      .poll(() => dialog.getByLabel(/^Oja wallet \(₦5,000 available\)/).isChecked())
      .toBe(true);
    await checkScreen(page, 'subscriptions-dialog', viewport);
    await dialog.getByRole('button', { name: /^Pay ₦1,500/ }).click();
    await expectToast(page, 'Success', 'Subscribed');

    // After: the subscriber-only post, with its badge, and the renewal date.
    const secret = page.locator('article').filter({ hasText: creator.secret });
    await secret.waitFor();
    await secret.getByText('Subscribers', { exact: true }).waitFor();
    await card.getByText(/Subscribed · renews/).waitFor();
    await checkScreen(page, 'subscriptions-profile-subscribed', viewport);
    const wallet = await call<{ balance: number }>('GET', `/payments/wallet/${fan.id}`, fan.token);
    expect(wallet.balance).toBe(3500);

    // The creator's screen: the offer, the fan among the subscribers, the earnings.
    const creatorPage = await openPage(browser, viewport);
    await logIn(creatorPage, creator.handle, creator.password);
    await creatorPage.goto('/shopper/subscribers');
    await creatorPage.getByRole('heading', { name: 'Subscribers', level: 1 }).waitFor();
    await creatorPage.getByText('Amaka Obi').waitFor();
    await creatorPage.getByText('₦1,200', { exact: false }).first().waitFor();
    await checkScreen(creatorPage, 'subscriptions-creator', viewport);

    // Another fan has the subscribe dialog open at ₦1,500 while she changes her price.
    const late = await fundedFan(String(Number(stamp) + 1), '0810');
    const latePage = await openPage(browser, viewport);
    await logIn(latePage, late.username, late.password);
    // Tapped once the profile has the fan's session back (early taps are another journey's).
    const restored = latePage.waitForResponse((r) => r.url().includes('/api/v1/users/me'));
    await latePage.goto(`/u/${creator.handle}`);
    await restored;
    await latePage.getByLabel('Subscription').getByText('My Kano kitchen recipes').waitFor();
    await latePage
      .getByLabel('Subscription')
      .getByRole('button', { name: /^Subscribe for ₦1,500/ })
      .click();
    const lateDialog = latePage.getByRole('dialog', { name: `Subscribe to ${creator.name}` });
    await lateDialog.getByRole('button', { name: /^Pay ₦1,500/ }).waitFor();

    // She raises her price: a price under the least is refused on the form, then ₦2,500 is saved.
    const price = creatorPage.getByLabel('Price a month (₦)');
    expect(await price.inputValue()).toBe('1,500');
    await price.fill('200');
    await creatorPage.getByRole('button', { name: 'Save offer' }).click();
    await creatorPage.getByText('The least you can charge is ₦500').waitFor();
    await price.fill('2,500');
    await expect
      .poll(() => creatorPage.getByText('The least you can charge is ₦500').count())
      .toBe(0);
    await creatorPage.getByRole('button', { name: 'Save offer' }).click();
    await expectToast(creatorPage, 'Success', 'Subscription offer saved');
    const offer = await call<{ price: number }>('GET', `/users/${creator.id}/subscriptions/offer`);
    expect(offer.price).toBe(2500);
    await expect.poll(() => price.inputValue()).toBe('2,500');
    await creatorPage.context().close();

    // The fan whose dialog still says ₦1,500 pays: refused, nothing charged, the new price shown.
    await lateDialog.getByRole('button', { name: /^Pay ₦1,500/ }).click();
    await lateDialog
      .getByRole('alert')
      .getByText(/now ₦2,500/)
      .waitFor();
    await lateDialog.getByRole('button', { name: /^Pay ₦2,500/ }).waitFor();
    await checkScreen(latePage, 'subscriptions-dialog-price-changed', viewport);
    const lateWallet = await call<{ balance: number }>(
      'GET',
      `/payments/wallet/${late.id}`,
      late.token,
    );
    expect(lateWallet.balance).toBe(5000);
    await latePage.context().close();

    // The subscribed fan is told, and sees the new price waiting for an answer on My plan.
    await page.goto('/shopper/my-subscription');
    const waiting = page.getByRole('alert').filter({ hasText: /New price: ₦2,500/ });
    await waiting.waitFor();
    await waiting.getByText(/You pay ₦1,500/).waitFor();
    await checkScreen(page, 'subscriptions-new-price', viewport);
    await waiting.getByRole('button', { name: /^Accept ₦2,500/ }).click();
    await expectToast(page, 'Success', 'New price accepted');
    await waiting.getByText(/You accepted it/).waitFor();
    expect(await waiting.getByRole('button', { name: /^Accept/ }).count()).toBe(0);
    await checkScreen(page, 'subscriptions-new-price-accepted', viewport);
    const mine = await call<{ results: { newPrice: number; newPriceAccepted: boolean }[] }>(
      'GET',
      `/users/subscribers?subscribeToBySubscriberIds=${fan.id}`,
      fan.token,
    );
    expect(mine.results[0]).toMatchObject({ newPrice: 2500, newPriceAccepted: true });
    // Accepting took nothing now: the new price is charged from the renewal it applies to.
    const after = await call<{ balance: number }>('GET', `/payments/wallet/${fan.id}`, fan.token);
    expect(after.balance).toBe(3500);
    await page.context().close();
  });
});
