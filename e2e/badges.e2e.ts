import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  checkScreen,
  goToMenu,
  launchBrowser,
  logIn,
  openPage,
  VIEWPORTS,
} from './support.ts';
import { call, fundWallet, registerShopper } from './api.ts';
import { supportConsoleToken } from './console-support.ts';

/** Oja support's operator, who reviews verification requests. */

type Mail = { recipient: string; body: string };
async function outbox(): Promise<Mail[]> {
  const res = await fetch(`${baseUrl()}/dev/outbox.json`);
  return ((await res.json()) as { data: Mail[] }).data;
}

/**
 * A creator who meets the checklist (the journeys' server asks for 2 posts and 2 followers): the
 * e-mail and phone verified, a photo and a bio, two posts and two followers, ₦10,000 in the wallet.
 */
async function readyCreator(stamp: string) {
  const creator = await registerShopper(stamp, '0816');
  const me = await call<{ _id: string; profile: { email: string; phoneNumber: string } }>(
    'GET',
    '/users/me',
    creator.token,
  );
  await call('POST', `/users/${me._id}/email-verification`, creator.token);
  const link = (await outbox()).find(
    (m) => m.recipient === me.profile.email && m.body.includes('verify-email'),
  )!;
  const token = /token=([\w-]+)/.exec(link.body)![1]!;
  await call('GET', `/users/${me._id}/verify/${token}/email`);
  const number = me.profile.phoneNumber;
  await call('PATCH', `/users/${me._id}/phone/234/number/${number}/token`, creator.token, {});
  const sms = (await outbox()).find((m) => m.recipient === `+234${number}`)!;
  await call(
    'PATCH',
    `/users/${me._id}/phone/token/${/\b(\d{6})\b/.exec(sms.body)![1]}/verify`,
    creator.token,
  );

  const photo = await sharp({
    create: { width: 400, height: 400, channels: 3, background: '#2a9d8f' },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'me.jpg');
  const uploaded = await fetch(`${baseUrl()}/api/v1/uploads`, {
    method: 'POST',
    headers: { 'x-api-key': 'oja-dev-web-key', authorization: `Bearer ${creator.token}` },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  const avatar = ((await uploaded.json()) as { data: { url: string } }).data.url;
  await call('PUT', `/users/${me._id}`, creator.token, {
    avatar,
    bio: 'Enugu stylist sharing everyday Ankara looks',
  });
  await call('PUT', `/users/${me._id}/creator`, creator.token);
  for (const text of ['Sunday Ankara look for church', 'Three ways to tie a gele'])
    await call('POST', '/posts', creator.token, { text });
  for (const n of ['1', '2']) {
    const fan = await registerShopper(`${n}${stamp}`, n === '1' ? '0817' : '0818');
    const fanMe = await call<{ _id: string }>('GET', '/users/me', fan.token);
    await call('PUT', `/users/${me._id}/follower/${fanMe._id}`, fan.token);
  }

  await fundWallet(creator.token, me._id, 10_000);
  return { ...creator, id: me._id };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each(VIEWPORTS)('verification badge at $width px', (viewport) => {
  it('a creator who meets the checklist pays from the wallet, Oja approves, and the tick shows on their profile', async () => {
    const stamp = `${viewport.width}${Date.now().toString().slice(-6)}`;
    const creator = await readyCreator(stamp);
    const page = await openPage(browser, viewport);
    await logIn(page, creator.username, creator.password);

    await goToMenu(page, viewport, 'Get verified');
    await page.waitForURL('**/shopper/badge');
    await page.getByRole('heading', { name: 'Verified creator' }).waitFor();
    const requirements = page.getByRole('list', { name: 'Requirements' }).getByRole('listitem');
    await expect
      .poll(() => requirements.filter({ hasText: 'Followers' }).textContent())
      .toContain('2 of 2');
    await expect.poll(() => page.getByText('6 of 6 met').isVisible()).toBe(true);
    await checkScreen(page, 'badge-checklist', viewport);

    // The wallet covers the fee: it starts chosen.
    await expect
      .poll(() => page.getByLabel(/^Oja wallet \(₦10,000 available\)/).isChecked())
      .toBe(true);
    await page.getByRole('button', { name: 'Pay ₦5,000 and request verification' }).click();
    await page.getByText('Request pending').waitFor();
    await checkScreen(page, 'badge-pending', viewport);
    expect(
      (await call<{ balance: number }>('GET', `/payments/wallet/${creator.id}`, creator.token))
        .balance,
    ).toBe(5000);

    // Oja support approves it in the console (its journey is console-reviews.e2e.ts), here
    // through the console's calls, past the second factor.
    const operator = await supportConsoleToken();
    const queue = await call<{ results: { _id: string; subjectId: string }[] }>(
      'GET',
      '/console/badges?status=PENDING&limit=100',
      operator,
    );
    const request = queue.results.find((r) => r.subjectId === creator.id)!;
    await call('POST', `/console/badges/${request._id}/decision`, operator, {
      decision: 'APPROVE',
    });

    await page.reload();
    await page.getByRole('heading', { name: 'Verified creator' }).waitFor();
    await expect
      .poll(() => page.getByText('The verified tick shows next to your name').isVisible())
      .toBe(true);
    await page.goto(`/u/${creator.username}`);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    await expect.poll(() => heading.getByRole('img', { name: 'Verified' }).isVisible()).toBe(true);
    await checkScreen(page, 'badge-verified-profile', viewport);
    await page.context().close();
  });

  it('a vendor sees the business badge checklist on the business profile, and the verified shop its tick', async () => {
    const page = await openPage(browser, viewport);
    await logIn(page, 'tunde', 'oja-vendor-2026');
    const tunde = await call<{
      accessToken: string;
      user: { businesses: { _id: string; handle: string }[] };
    }>('POST', '/users/login', undefined, { username: 'tunde', password: 'oja-vendor-2026' });
    const [adire, kano] = tunde.user.businesses;
    // Kano Leatherworks is not verified: its checklist, fee and pay button.
    await page.goto(`/vendor/${kano!._id}/profile`);
    await page.getByRole('heading', { name: 'Verified business badge' }).waitFor();
    await expect
      .poll(() => page.getByRole('list', { name: 'Requirements' }).getByRole('listitem').count())
      .toBe(6);
    await expect
      .poll(() =>
        page.getByRole('button', { name: /^Pay ₦10,000 and request verification/ }).isVisible(),
      )
      .toBe(true);
    await checkScreen(page, 'badge-business-checklist', viewport);
    // Adire Lounge is: the tick on its storefront.
    await page.goto(`/store/${adire!.handle}`);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    await expect.poll(() => heading.getByRole('img', { name: 'Verified' }).isVisible()).toBe(true);
    await page.context().close();
  });
});
