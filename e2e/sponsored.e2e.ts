import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_AD_CPC, MIN_AD_DAILY_BUDGET } from '../src/shared/ads.ts';
import { formatNaira } from '../src/shared/format.ts';
import { call, fundWallet, registerShopper } from './api.ts';
import { approveAd } from './console-support.ts';
import { baseUrl, checkScreen, launchBrowser, logIn, openPage, VIEWPORTS } from './support.ts';

/** How a shopper's phone presents itself; a headless browser says it is one and is not billed. */
const PHONE_CHROME =
  'Mozilla/5.0 (Linux; Android 13; TECNO CK8n) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
/** Well above the demo's ads, so this one leads the home page's row. */
const MAX_CPC = 200;

type Account = { impressions: number; clicks: number; spent: number };
type AdView = { _id: string; status: string; account: Account | null };

let browser: Browser;
const stamp = `9${Date.now().toString().slice(-7)}`;
const productName = `Kente wrap ${stamp}`;
let product: { _id: string; name: string };
let vendorToken: string;
let adId: string;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  // Ended, so the journeys after this one see the pages as they were.
  if (adId) await call('PATCH', `/ads/${adId}`, vendorToken, { status: 'CANCELLED' });
});

/**
 * A vendor with a shop, a product and money in the wallet, who buys an ad that support approves
 * (once, by the first test that needs it: it waits on the server, as only a test may).
 */
let made: Promise<void> | null = null;
const theAd = () => (made ??= makeTheAd());
async function makeTheAd() {
  const vendor = await registerShopper(stamp, '0912');
  vendorToken = vendor.token;
  const me = await call<{ _id: string }>('GET', '/users/me', vendor.token);
  const business = await call<{ _id: string }>('POST', '/businesses', vendor.token, {
    name: `Kente Corner ${stamp}`,
    handle: `kente-corner-${stamp}`,
    state: 'Oyo',
  });
  product = await call('POST', '/products', vendor.token, {
    businessId: business._id,
    name: productName,
    description: 'Woven in Bonwire, sold in Ibadan',
    unitPrice: 24_000,
    quantity: 5,
  });
  await fundWallet(vendor.token, me._id, 25_000);
  const bought = await fetch(`${baseUrl()}/api/v1/ads`, {
    method: 'POST',
    headers: {
      'x-api-key': 'oja-dev-web-key',
      'content-type': 'application/json',
      authorization: `Bearer ${vendor.token}`,
      'idempotency-key': `sponsored-journey-${stamp}`,
    },
    body: JSON.stringify({
      kind: 'PRODUCT',
      targetId: product._id,
      headline: 'Handwoven, ready to wear',
      placements: ['HOME_PAGE', 'VENDORSTACK', 'FEED'],
      // Paced, an ad may spend a tenth of its day's budget just after midnight: enough here for
      // the clicks these journeys make at any hour.
      dailyBudget: 10_000,
      days: 2,
      maxCpc: MAX_CPC,
      amount: 20_000,
      payWith: 'WALLET',
    }),
  });
  const body = (await bought.json()) as { data: { ad: AdView }; message?: unknown };
  expect(bought.ok, JSON.stringify(body.message)).toBe(true);
  adId = body.data.ad._id;
  await approveAd(adId);
  // Showing once the server has taken the approval in.
  await expect
    .poll(
      async () =>
        (
          await call<{ results: { _id: string }[] }>(
            'GET',
            '/ads/sponsored?placement=HOME_PAGE&limit=4',
          )
        ).results.some((a) => a._id === adId),
      { timeout: 15_000 },
    )
    .toBe(true);
}

const account = async () =>
  (await call<AdView>('GET', `/ads/${adId}`, vendorToken)).account as Account;

/** The answers to the page's reports of cards seen and opened: how many tokens each took. */
function watchReports(page: Page) {
  const taken: { impressions: number; clicks: number; accepted: number }[] = [];
  page.on('response', async (res: Response) => {
    if (!res.url().endsWith('/api/v1/ads/events')) return;
    const sent = res.request().postDataJSON() as { impressions: string[]; clicks: string[] };
    const answer = (await res.json().catch(() => null)) as { data?: { accepted: number } } | null;
    taken.push({
      impressions: sent.impressions.length,
      clicks: sent.clicks.length,
      accepted: res.status() === 202 ? (answer?.data?.accepted ?? 0) : -1,
    });
  });
  return taken;
}

/** A signed-in shopper on the home page, with the ad's card on screen long enough to count. */
async function shopperSeesTheAd(page: Page, phonePrefix: string) {
  const shopper = await registerShopper(`${stamp}${phonePrefix.slice(-1)}`, phonePrefix);
  await logIn(page, shopper.username, shopper.password);
  const taken = watchReports(page);
  await page.goto('/');
  const card = page
    .getByRole('region', { name: 'Sponsored' })
    .getByRole('link', { name: new RegExp(productName) });
  await card.scrollIntoViewIfNeeded();
  // A second on screen, then the next batch: the impression is taken.
  await expect
    .poll(() => taken.some((t) => t.impressions > 0 && t.accepted > 0), { timeout: 15_000 })
    .toBe(true);
  return { card, taken };
}

describe('sponsored cards', () => {
  it('the first HTML of the home page holds the ad in its Sponsored row, and a search shows it among its results', async () => {
    await theAd();
    const home = await (await fetch(`${baseUrl()}/`)).text();
    expect(home).toContain('aria-label="Sponsored"');
    expect(home).toContain(productName);
    expect(home).toContain(`href="/product/${product._id}"`);
    // The rendered page's cards are made for the visitor's own browser: its views count.
    const phone = { 'user-agent': PHONE_CHROME };
    const page = await (await fetch(`${baseUrl()}/`, { headers: phone })).text();
    const token = new RegExp(`"_id":"${adId}".*?"token":"([^"]+)"`).exec(page)?.[1];
    expect(token).toBeDefined();
    const taken = await fetch(`${baseUrl()}/api/v1/ads/events`, {
      method: 'POST',
      headers: { ...phone, 'x-api-key': 'oja-dev-web-key', 'content-type': 'application/json' },
      body: JSON.stringify({ impressions: [token] }),
    });
    expect(((await taken.json()) as { data: { accepted: number } }).data.accepted).toBe(1);
    await expect.poll(async () => (await account()).impressions).toBe(1);

    const search = await (
      await fetch(`${baseUrl()}/explore?q=${encodeURIComponent(`kente ${stamp}`)}`)
    ).text();
    expect(search).toContain(productName);
    expect(search).toContain('>Sponsored<');
  });

  it('a shopper’s phone opens the ad from the home page: the owner sees its impression and its click, billed', async () => {
    await theAd();
    const before = await account();
    const context = await browser.newContext({
      viewport: { width: VIEWPORTS[0].width, height: VIEWPORTS[0].height },
      baseURL: baseUrl(),
      userAgent: PHONE_CHROME,
    });
    const page = await context.newPage();
    const { card } = await shopperSeesTheAd(page, '0913');
    await checkScreen(page, 'sponsored-home', VIEWPORTS[0]);
    await card.click();
    await page.waitForURL(`**/product/${product._id}`);
    await page.getByRole('heading', { name: productName }).waitFor();

    await expect
      .poll(async () => {
        const now = await account();
        return [now.impressions - before.impressions, now.clicks - before.clicks];
      })
      .toEqual([1, 1]);
    const after = await account();
    expect(after.spent - before.spent).toBeGreaterThanOrEqual(MIN_AD_CPC);
    expect(after.spent - before.spent).toBeLessThanOrEqual(MAX_CPC);
    await context.close();
  });

  it('a headless browser’s impression and click are taken but neither counted nor billed', async () => {
    await theAd();
    const page = await openPage(browser, VIEWPORTS[1]);
    const { card, taken } = await shopperSeesTheAd(page, '0914');
    await card.click();
    await page.waitForURL(`**/product/${product._id}`);
    await expect.poll(() => taken.some((t) => t.clicks > 0 && t.accepted > 0)).toBe(true);
    const before = await account();
    // Well past the server's next writes: still the same.
    await page.waitForTimeout(1_500);
    expect(await account()).toMatchObject({
      impressions: before.impressions,
      clicks: before.clicks,
      spent: before.spent,
    });
    await page.context().close();
  });
});

describe('the /ads page', () => {
  it('is rendered on the server with its own title, description and prices', async () => {
    const res = await fetch(`${baseUrl()}/ads`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Advertise on Oja | Oja</title>');
    expect(html).toMatch(/<meta name="description" content="Reach shoppers across Nigeria/);
    expect(html).toContain('Advertise on Oja</h1>');
    expect(html).toContain(formatNaira(MIN_AD_DAILY_BUDGET));
    expect(html).toContain(formatNaira(MIN_AD_CPC));
    expect(html).toContain('Questions and answers');
  });

  it.each(VIEWPORTS)(
    'is reached from the footer and leads to running an ad at $width px',
    async (viewport) => {
      const page = await openPage(browser, viewport);
      await page.goto('/');
      await page.locator('footer').getByRole('link', { name: 'Advertise' }).click();
      await page.waitForURL('**/ads');
      await page.getByRole('heading', { name: 'Advertise on Oja', level: 1 }).waitFor();
      await checkScreen(page, 'ads-page', viewport);
      // A visitor logs in first, then comes to the ads screen.
      await page.getByRole('link', { name: 'Run an ad' }).first().click();
      await page.waitForURL(
        (url) =>
          url.pathname === '/auth/login' && url.searchParams.get('redirect') === '/shopper/run-ads',
      );
      await page.context().close();
    },
  );
});
