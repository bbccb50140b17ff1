import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './api.ts';
import {
  baseUrl,
  checkScreen,
  expectToast,
  fillLogin,
  goToMenu,
  launchBrowser,
  logIn,
  openPage,
  VIEWPORTS,
  type Viewport,
} from './support.ts';

/**
 * A vendor becomes a creator and posts a photo tagging their own product, then edits, pins, hides
 * and shows it and hides a comment someone left; a shopper finds them among the creators and
 * follows them. The accounts, store and product are made through the API.
 */
let browser: Browser;
let photo: Buffer;
beforeAll(async () => {
  browser = await launchBrowser();
  photo = await sharp({ create: { width: 1400, height: 1000, channels: 3, background: '#1d3557' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await browser.close();
});

const PASSWORD = 'contents-pass-1';

async function register(stamp: string, first: string, last: string, phonePrefix: string) {
  const handle = `${first.toLowerCase()}_${stamp}`;
  const session = await call<{ accessToken: string; user: { _id: string } }>(
    'POST',
    '/users',
    undefined,
    {
      firstName: first,
      lastName: last,
      email: `${first.toLowerCase()}${stamp}@example.ng`,
      phoneNumber: `${phonePrefix}${stamp.slice(-7)}`,
      handle,
      password: PASSWORD,
    },
  );
  return { token: session.accessToken, id: session.user._id, handle, name: `${first} ${last}` };
}

type Post = { _id: string };
type Page_<T> = { results: T[]; totalRecords: number };

/** Opens the public header's explore menu entry (the phone menu on small screens). */
async function exploreMenu(page: Page, viewport: Viewport, name: string) {
  if (viewport.width < 992) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
  }
}

/** A two-second WebM recorded in the browser from a canvas, as a phone's camera app would give. */
async function recordVideo(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 320;
    const g = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start(200);
    for (let i = 0; i < 20; i++) {
      g.fillStyle = `hsl(${220 + i * 2}, 70%, ${70 - i * 2}%)`;
      g.fillRect(0, 0, 320, 320);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let text = '';
    for (const b of bytes) text += String.fromCharCode(b);
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

describe.each(VIEWPORTS)('content journeys at $width px', (viewport) => {
  it('a vendor becomes a creator, posts a tagged photo, edits, pins, hides and shows it, posts a short video, hides a comment; a shopper follows them from Creators', async () => {
    const stamp = `${viewport.width}${Date.now().toString().slice(-6)}`;
    const vendor = await register(`${stamp}1`, 'Folake', 'Adeyemi', '0812');
    const fan = await register(`${stamp}2`, 'Ifeoma', 'Nwosu', '0813');
    const business = await call<{ _id: string }>('POST', '/businesses', vendor.token, {
      name: `Folake Adire ${stamp}`,
      handle: `folake-adire-${stamp}`,
      state: 'Ogun',
      description: 'Hand-dyed adire from Abeokuta',
    });
    const productName = `Indigo adire wrapper ${stamp}`;
    await call('POST', '/products', vendor.token, {
      businessId: business._id,
      name: productName,
      unitPrice: 15000,
      quantity: 8,
    });

    const page = await openPage(browser, viewport);
    await logIn(page, vendor.handle, PASSWORD);

    // The explore menu: Profile is the creator's public page, Create opens content creation.
    await page.goto('/explore');
    if (viewport.width >= 992) {
      await expect
        .poll(() =>
          page.getByRole('banner').getByRole('link', { name: 'Profile' }).getAttribute('href'),
        )
        .toBe(`/u/${vendor.handle}`);
    }
    await exploreMenu(page, viewport, 'Create');
    await page.waitForURL('**/shopper/contents');

    // And the shopper menu's Create entry.
    await page.goto('/shopper/account');
    await goToMenu(page, viewport, 'Create');
    await page.waitForURL('**/shopper/contents');
    await page.getByRole('heading', { name: 'Become a creator' }).waitFor();
    await checkScreen(page, 'contents-become-creator', viewport);
    // Before she says yes: what it changes for her verification badge, with her figures.
    await page.getByRole('button', { name: 'Become a creator' }).click();
    const confirm = page.getByRole('dialog', { name: 'Become a creator?' });
    await confirm.getByText('also asks for').waitFor();
    await confirm.getByText(/^Active posts — you have 0 of \d+$/).waitFor();
    await confirm.getByText(/^Followers — you have 0 of \d+$/).waitFor();
    await confirm.getByText(/as a creator you would meet \d+ of 6/).waitFor();
    await checkScreen(page, 'contents-become-creator-confirm', viewport);
    await confirm.getByRole('button', { name: 'Not now' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect((await call<{ hasPost: boolean }>('GET', '/users/me', vendor.token)).hasPost).toBe(
      false,
    );
    // The Get verified screen says the same before the step.
    await page.goto('/shopper/badge');
    const ahead = page.getByRole('region', { name: 'If you become a creator' });
    await ahead.getByText(/^Active posts — you have 0 of \d+$/).waitFor();
    await checkScreen(page, 'badge-before-creator', viewport);
    await page.goto('/shopper/contents');
    await page.getByRole('button', { name: 'Become a creator' }).click();
    await confirm.getByRole('button', { name: 'Yes, become a creator' }).click();
    await expectToast(page, 'Success', 'You are now a creator');
    await page.getByText('No posts yet').waitFor();
    await checkScreen(page, 'contents-empty', viewport);

    await page.getByRole('button', { name: 'New post' }).click();
    const dialog = page.getByRole('dialog', { name: 'New post' });
    await dialog
      .getByLabel('What would you like to share?')
      .fill('Fresh from the dye pits in Itoku market: indigo adire, ready for owambe season.');
    await dialog
      .locator('input[type=file][accept="image/*"]')
      .setInputFiles({ name: 'adire.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect.poll(() => dialog.getByRole('button', { name: 'Remove picture' }).count()).toBe(1);
    await dialog.getByLabel('Tag products').click();
    await dialog.getByLabel('Tag products').fill('indigo adire');
    await page.getByRole('option', { name: new RegExp(productName) }).click();
    await dialog.getByLabel('What would you like to share?').click();
    await checkScreen(page, 'contents-post-editor', viewport);
    await dialog.getByRole('button', { name: 'Publish post' }).click();
    await expectToast(page, 'Success', 'Post created successfully');

    const post = page.getByRole('article').filter({ hasText: 'dye pits in Itoku' });
    await post.waitFor();
    await post.getByText(productName).waitFor();
    await post.getByRole('img', { name: 'Photo 1 of 1' }).waitFor();
    await post.getByText('0 likes').waitFor();
    await post.getByText('0 views').waitFor();
    // New, tagged and untouched: not "edited".
    expect(await post.getByText(/· edited/).count()).toBe(0);

    await post.getByRole('button', { name: 'Edit' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit post' });
    await editor
      .getByLabel('What would you like to share?')
      .fill('Indigo adire from the dye pits in Itoku market, now in three patterns.');
    await editor.getByRole('button', { name: 'Save post' }).click();
    await expectToast(page, 'Success', 'Post updated successfully');
    await post.getByText('now in three patterns').waitFor();
    await post.getByText(productName).waitFor();
    await post.getByText(/· edited/).waitFor();

    await post.getByRole('button', { name: 'Pin' }).click();
    await post.getByText('Pinned').waitFor();
    await post.getByRole('button', { name: 'Unpin' }).waitFor();

    const [mine] = (
      await call<Page_<Post>>('GET', `/posts?postByUserIds=${vendor.id}`, vendor.token)
    ).results;
    const publicPosts = async () =>
      (await call<Page_<Post>>('GET', `/posts?postByUserIds=${vendor.id}`)).totalRecords;
    await post.getByRole('button', { name: 'Hide' }).click();
    await post.getByText('Hidden').waitFor();
    await expect.poll(publicPosts).toBe(0);
    await checkScreen(page, 'contents-posts', viewport);
    await post.getByRole('button', { name: 'Show' }).click();
    await post.getByRole('button', { name: 'Hide' }).waitFor();
    await expect.poll(publicPosts).toBe(1);

    // A short video recorded on the phone, checked and sent with a cover from its first frame.
    await page.getByRole('button', { name: 'New post' }).click();
    const videoEditor = page.getByRole('dialog', { name: 'New post' });
    await videoEditor
      .getByLabel('What would you like to share?')
      .fill('Watch how we tie-dye in Itoku: from white cotton to indigo in a minute.');
    await videoEditor.locator('input[type=file][accept*="video"]').setInputFiles({
      name: 'dyeing.webm',
      mimeType: 'video/webm',
      buffer: await recordVideo(page),
    });
    await videoEditor.getByRole('button', { name: 'Remove video' }).waitFor({ timeout: 20_000 });
    if (await videoEditor.getByText('Add a cover picture').isVisible())
      await videoEditor
        .locator('input[type=file][accept="image/*"]')
        .setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: photo });
    await videoEditor.getByRole('img', { name: 'Video cover' }).waitFor();
    await videoEditor.getByRole('button', { name: 'Publish post' }).click();
    await expectToast(page, 'Success', 'Post created successfully');
    const videoPost = page.getByRole('article').filter({ hasText: 'tie-dye in Itoku' });
    await videoPost.getByLabel("Your post's video").waitFor();
    const [withVideo] = (
      await call<Page_<Post & { text: string; video: { url: string } | null }>>(
        'GET',
        `/posts?postByUserIds=${vendor.id}`,
        vendor.token,
      )
    ).results.filter((p) => p.text.includes('tie-dye'));
    const range = await fetch(`${baseUrl()}${withVideo!.video!.url}`, {
      headers: { range: 'bytes=0-99' },
    });
    expect(range.status).toBe(206);

    // Someone comments; the creator hides the comment from the post.
    await call('POST', '/comments', fan.token, {
      entityType: 'POST',
      entityId: mine!._id,
      text: 'Abeg, do you deliver to Port Harcourt?',
    });
    await page.reload();
    await post.getByText('1 comment').waitFor();
    await post.getByRole('button', { name: 'Comments' }).click();
    const comments = page.getByRole('dialog', { name: 'Comments on your post' });
    const comment = comments.getByRole('article', { name: 'Comment by Ifeoma Nwosu' });
    await comment.getByText('do you deliver to Port Harcourt').waitFor();
    await checkScreen(page, 'contents-comments', viewport);
    await comment.getByRole('switch', { name: 'Show this comment' }).click();
    await expectToast(page, 'Success', 'Comment hidden');
    await comment.getByText('Hidden').waitFor();
    expect(await comment.getByRole('switch', { name: 'Show this comment' }).isChecked()).toBe(
      false,
    );
    const shownComments = await call<Page_<unknown>>(
      'GET',
      `/comments?commentEntityTypes=POST&commentEntityIds=${mine!._id}`,
    );
    expect(shownComments.totalRecords).toBe(0);
    await page.context().close();

    // A visitor finds the creator, is asked to log in to follow, and comes back to follow.
    const shopper = await openPage(browser, viewport);
    await shopper.goto('/explore/creators');
    await shopper.getByRole('heading', { name: 'Creators' }).waitFor();
    await shopper.getByLabel('Search creators').fill(vendor.handle);
    await shopper.waitForURL(`**/explore/creators?q=${vendor.handle}`);
    const card = shopper
      .getByRole('article', { name: vendor.name })
      .filter({ hasText: `@${vendor.handle}` });
    await card.getByText(`@${vendor.handle}`).waitFor();
    expect(
      await card.getByRole('link', { name: vendor.name, exact: true }).getAttribute('href'),
    ).toBe(`/u/${vendor.handle}`);
    await card.getByText('0 followers · 2 posts').waitFor();
    await card.getByRole('button', { name: `Follow ${vendor.name}` }).click();
    await expectToast(shopper, 'Warning', 'Please login to continue');
    await shopper.waitForURL('**/auth/login?redirect=*');
    await fillLogin(shopper, fan.handle, PASSWORD);
    await shopper.waitForURL(`**/explore/creators?q=${vendor.handle}`);
    // The Follow tapped as a visitor is done once back, without a second tap.
    await card.getByRole('button', { name: `Following ${vendor.name}` }).waitFor();
    await card.getByText('1 follower · 2 posts').waitFor();
    await checkScreen(shopper, 'explore-creators', viewport);
    await shopper.context().close();
  });
});
