import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerShopper } from './api.ts';
import { checkScreen, goToMenu, launchBrowser, logIn, openPage, VIEWPORTS } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A creator with one post, made through the API (the screens that make them are tested elsewhere). */
async function creatorWithPost(stamp: string) {
  const creator = await registerShopper(stamp, '0905');
  const me = await call<{ _id: string }>('GET', '/users/me', creator.token);
  await call('PUT', `/users/${me._id}/creator`, creator.token);
  const text = `Fresh zobo and chapman for the weekend ${stamp}`;
  const post = await call<{ _id: string }>('POST', '/posts', creator.token, { text });
  return { ...creator, post, text };
}

/** A fan named for the notification text. */
async function fan(stamp: string, prefix: string, firstName: string) {
  const f = await registerShopper(`${stamp}${prefix.slice(-1)}`, prefix);
  const me = await call<{ _id: string }>('GET', '/users/me', f.token);
  await call('PUT', `/users/${me._id}`, f.token, { firstName, lastName: 'Bello' });
  return f;
}

describe.each(VIEWPORTS)('notifications at $width px', (viewport) => {
  it('a like in one browser lights the creator’s bell live in another; likes group, and tapping opens the post', async () => {
    const stamp = `${viewport.width}${Date.now().toString().slice(-6)}`;
    const creator = await creatorWithPost(stamp);
    const ada = await fan(stamp, '0811', 'Ada');

    // The creator is on their notifications page, with nothing yet.
    const creatorPage = await openPage(browser, viewport);
    await logIn(creatorPage, creator.username, creator.password);
    await goToMenu(creatorPage, viewport, 'Notifications');
    await creatorPage.waitForURL('**/shopper/notifications');
    await creatorPage.getByText('No notifications yet').waitFor();
    const bell = creatorPage.getByRole('banner').getByRole('link', { name: /^Notifications/ });
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications');
    await checkScreen(creatorPage, 'notifications-empty', viewport);

    // Ada likes the post from its page in her own browser.
    const adaPage = await openPage(browser, viewport);
    await logIn(adaPage, ada.username, ada.password);
    await adaPage.goto(`/post/${creator.post._id}`);
    await adaPage.getByText(creator.text).waitFor();
    await adaPage.getByRole('button', { name: 'Like, 0 likes' }).click();
    await adaPage.getByRole('button', { name: 'Like, 1 like', pressed: true }).waitFor();

    // The creator's bell counts it without a reload, and the list shows it.
    await creatorPage
      .getByRole('banner')
      .getByRole('link', { name: 'Notifications, 1 unread' })
      .waitFor({ timeout: 5000 });
    await creatorPage
      .getByRole('button', { name: /^Unread: ?Ada Bello liked your post/ })
      .waitFor();

    // Four more like it: still one notification, naming two and counting the others.
    for (const [prefix, name] of [
      ['0812', 'Kemi'],
      ['0813', 'Femi'],
      ['0814', 'Bisi'],
      ['0815', 'Tunde'],
    ] as const) {
      const other = await fan(stamp, prefix, name);
      await call('POST', `/posts/${creator.post._id}/like`, other.token);
    }
    const grouped = creatorPage.getByRole('button', {
      name: /^Unread: ?Tunde Bello, Bisi Bello & 3 others liked your post/,
    });
    await grouped.waitFor();
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 1 unread');
    await checkScreen(creatorPage, 'notifications-grouped', viewport);

    // Tapping it opens the post and reads it.
    await grouped.click();
    await creatorPage.waitForURL(`**/post/${creator.post._id}`);
    await creatorPage.getByText(creator.text).waitFor();
    await checkScreen(creatorPage, 'notifications-post', viewport);
    await creatorPage.goBack();
    await creatorPage
      .getByRole('button', { name: /^Tunde Bello, Bisi Bello & 3 others liked your post/ })
      .waitFor();
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications');
    await creatorPage.context().close();
    await adaPage.context().close();
  });
});
