import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  checkScreen,
  expectToast,
  fillLogin,
  fillNewAddress,
  launchBrowser,
  openPage,
  VIEWPORTS,
} from './support.ts';
import { call, fundWallet, registerShopper } from './api.ts';

const API_KEY = 'oja-dev-web-key';

type Product = {
  _id: string;
  name: string;
  quantity: number;
  resaleAllowed: boolean;
  variants: unknown[];
};

let browser: Browser;
let picture: Buffer;
beforeAll(async () => {
  browser = await launchBrowser();
  picture = await sharp({
    create: { width: 900, height: 900, channels: 3, background: '#7b2d26' },
  })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await browser.close();
});

/** A creator who resells a demo vendor's product and posts a photo tagging it, all by the API. */
async function creatorWithPost(stamp: string) {
  const handle = `chioma_${stamp}`;
  const { accessToken: token } = await call<{ accessToken: string }>('POST', '/users', undefined, {
    firstName: 'Chioma',
    lastName: 'Eze',
    email: `chioma${stamp}@example.ng`,
    phoneNumber: `0706${stamp.slice(-7)}`,
    handle,
    password: 'creator-posts-1',
  });
  const me = await call<{ _id: string }>('GET', '/users/me', token);
  await call('PUT', `/users/${me._id}/creator`, token);

  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'look.png');
  const upload = await fetch(`${baseUrl()}/api/v1/uploads`, {
    method: 'POST',
    headers: { 'x-api-key': API_KEY, authorization: `Bearer ${token}` },
    body: form,
  });
  expect(upload.status).toBe(201);
  const photo = ((await upload.json()) as { data: { url: string } }).data.url;

  const { results } = await call<{ results: Product[] }>('GET', '/products?limit=100');
  const product = results.find((p) => p.resaleAllowed && p.quantity > 2 && !p.variants.length)!;
  await call('POST', '/products/resell', token, { productId: product._id });
  const text = `Sunday look ${stamp}: this is what I wear to church, tap to get yours`;
  const post = await call<{
    _id: string;
    photos: string[];
    products: { resaleId: string | null }[];
  }>('POST', '/posts', token, { text, photos: [photo], productIds: [product._id] });
  expect(post.products[0]!.resaleId).toEqual(expect.any(String));
  return { handle, name: 'Chioma Eze', text, product, post };
}

/** A new shopper with ₦5,000 in the wallet, paid in on the provider's page with its test card. */
async function fundedShopper(stamp: string) {
  const shopper = await registerShopper(stamp, '0807');
  const me = await call<{ _id: string }>('GET', '/users/me', shopper.token);
  await fundWallet(shopper.token, me._id, 5000);
  return shopper;
}

/** The post's card in the For you feed, showing more posts until it is there. */
async function findInFeed(page: Page, text: string) {
  const card = page.locator('article').filter({ hasText: text });
  for (let i = 0; i < 20 && !(await card.isVisible()); i++) {
    const more = page.getByRole('button', { name: 'Show more posts' });
    await Promise.race([card.waitFor(), more.waitFor()]);
    if (await card.isVisible()) break;
    await more.click();
  }
  await card.waitFor();
  return card;
}

describe.each(VIEWPORTS)('feeds at $width px', (viewport) => {
  it('a shopper finds a creator’s post in For you, likes, super-likes, gifts, comments and replies, opens the creator’s profile and buys the tagged product', async () => {
    const stamp = `${viewport.width}${Date.now().toString().slice(-6)}`;
    const creator = await creatorWithPost(stamp);
    const shopper = await fundedShopper(stamp);
    const page = await openPage(browser, viewport);

    // A visitor reads the feed; liking asks them to log in and brings them back.
    await page.goto('/explore/following');
    await page.getByText('Log in to see who you follow').waitFor();
    await checkScreen(page, 'feeds-following-visitor', viewport);
    await page.getByRole('navigation', { name: 'Explore' }).getByText('For you').click();
    await page.waitForURL('**/explore/for-you');
    let card = await findInFeed(page, creator.text);
    await card.getByRole('button', { name: /^Like, / }).click();
    await expectToast(page, 'Warning', 'Please login to continue');
    await page.waitForURL(/\/auth\/login\?redirect=%2Fexplore%2Ffor-you/);
    await fillLogin(page, shopper.username, shopper.password);
    await page.waitForURL('**/explore/for-you');

    // The like they asked for is done once they are back: at once, and once.
    card = await findInFeed(page, creator.text);
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('button', { name: 'Like, 1 like', pressed: true }).waitFor();
    await expectToast(page, 'Success', /You liked .+'s post/);
    await expect
      .poll(async () => (await call<{ likes: number }>('GET', `/posts/${creator.post._id}`)).likes)
      .toBe(1);
    // Seen for a second by a signed-in shopper: one view for the creator.
    await expect
      .poll(async () => (await call<{ views: number }>('GET', `/posts/${creator.post._id}`)).views)
      .toBe(1);
    await checkScreen(page, 'feeds-for-you', viewport);

    // Super-like from the wallet: the tiers with their names and fees.
    await card.getByRole('button', { name: /^Super-like, / }).click();
    const picker = page.getByRole('dialog', { name: 'Super-like this post' });
    await picker.getByRole('button', { name: /Stellar/ }).waitFor();
    await expect.poll(() => picker.getByText('₦1,000').isVisible()).toBe(true);
    await checkScreen(page, 'feeds-super-like', viewport);
    await picker.getByRole('button', { name: /Aquarius/ }).click();
    await expectToast(page, 'Success', 'Super-like sent');
    await card.getByRole('button', { name: /you sent Aquarius/ }).waitFor();

    // A gift in naira.
    await card.getByRole('button', { name: /^Send a gift, / }).click();
    const sheet = page.getByRole('dialog', { name: `Send ${creator.name} a gift` });
    await sheet.getByLabel('Amount (₦)').fill('50');
    await sheet.getByText('A gift is at least ₦100').waitFor();
    await sheet.getByLabel('Amount (₦)').fill('1500');
    await sheet.getByRole('button', { name: 'Send ₦1,500' }).click();
    await expectToast(page, 'Success', 'Gift sent successfully');
    await card.getByRole('button', { name: 'Send a gift, 1 gift' }).waitFor();

    // A comment, and a reply under it.
    await card.getByRole('button', { name: '0 comments' }).click();
    await card.getByText('No comments yet').waitFor();
    await card.getByLabel('Write a comment').fill('Where can I get the shoes?');
    await card.getByRole('button', { name: 'Post', exact: true }).click();
    await card.getByText('Where can I get the shoes?').waitFor();
    await card.getByRole('button', { name: '1 comment', exact: true }).waitFor();
    await card.getByRole('button', { name: 'Reply', exact: true }).click();
    await card.getByLabel('Reply to Amaka Obi').fill('Same vendor, I asked them');
    await card.getByRole('button', { name: 'Reply', exact: true }).last().click();
    await card.getByText('Same vendor, I asked them').waitFor();
    // A comment's heart likes it, and the count and pressed state say so.
    await card.getByRole('button', { name: 'Like Amaka Obi’s comment, 0 likes' }).first().click();
    await card
      .getByRole('button', { name: 'Like Amaka Obi’s comment, 1 like', pressed: true })
      .waitFor();
    await checkScreen(page, 'feeds-comments', viewport);

    // Shared as itself: WhatsApp gets the post's own link, not the author's profile, and that
    // page's first HTML gives link previews the post's picture.
    const share = await card.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href');
    const shared = decodeURIComponent(share ?? '');
    expect(shared).toContain(`/post/${creator.post._id}`);
    expect(shared).not.toContain(`/u/${creator.handle}`);
    const html = await (await fetch(`${baseUrl()}/post/${creator.post._id}`)).text();
    expect(html).toContain(
      `<meta property="og:image" content="${baseUrl()}${creator.post.photos[0]!.replace(/\.webp$/, '-thumb.webp')}" />`,
    );
    // The card's time opens the post's page, from the keyboard too.
    await card.getByRole('link', { name: /^View post, / }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/post/${creator.post._id}`);
    card = page.locator('article').filter({ hasText: creator.text });
    await card.waitFor();
    await expect.poll(() => page.title()).toBe(`Post by ${creator.name} | Oja`);
    await checkScreen(page, 'feeds-post-page', viewport);

    // The creator's profile, then the tagged product, bought through the creator's resale.
    await card
      .getByRole('link', { name: new RegExp(creator.name) })
      .first()
      .click();
    await page.waitForURL(`**/u/${creator.handle}`);
    await page.getByRole('heading', { name: creator.name, level: 1 }).waitFor();
    await page.getByText('1 post', { exact: true }).waitFor();
    await checkScreen(page, 'feeds-profile', viewport);
    const onProfile = page.locator('article').filter({ hasText: creator.text });
    await onProfile
      .getByRole('list', { name: 'Products in this post' })
      .getByRole('link', { name: new RegExp(creator.product.name) })
      .click();
    await page.waitForURL(new RegExp(`/product/${creator.product._id}\\?resale=`));
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expectToast(page, 'Success', 'added to your cart');
    const cart = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('oja') ?? '{}') as { state?: { cart?: object } }).state
          ?.cart ?? {},
    );
    expect((cart as Record<string, { resaleId?: string }>)[creator.product._id]?.resaleId).toBe(
      creator.post.products[0]!.resaleId,
    );
    // Checked out and paid by card on the payment page.
    await page.goto('/shopper/checkout');
    await fillNewAddress(page);
    const byCard = page.getByLabel('Card (on Paystack)');
    if (await byCard.isVisible()) await byCard.check();
    await page.getByRole('button', { name: /^Pay ₦/ }).click();
    await page.waitForURL(/\/sandbox\/paystack\/checkout\//);
    await page.locator('button[value="success"]').click();
    await page.waitForURL(/\/shopper\/checkout\/result\?/);
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor({ timeout: 15_000 });

    // An unknown handle is a 404.
    const missing = await page.goto(`/u/nobody_${stamp}`);
    expect(missing?.status()).toBe(404);
    await page.getByText('We could not find that profile').waitFor();
    await page.context().close();
  });
});
