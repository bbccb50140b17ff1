import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNaira } from '../src/shared/format.ts';
import { call, fundWallet, registerShopper } from './api.ts';
import { approveAd } from './console-support.ts';
import {
  checkScreen,
  goToMenu,
  launchBrowser,
  logIn,
  openMenuIfPhone,
  openPage,
  VIEWPORTS,
  type Viewport,
} from './support.ts';

/** Oja support, who reviews ads before they show. */

type Ad = {
  _id: string;
  status: string;
  account: { spent: number; remaining: number; impressions: number; clicks: number } | null;
};
type Paged<T> = { results: T[] };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const phone = VIEWPORTS[0];
const desktop = VIEWPORTS[1];

/** A vendor with a store, one product and ₦20,000 in the wallet, all through the API. */
async function vendorWithProduct(stamp: string) {
  const vendor = await registerShopper(stamp, '0916');
  const me = await call<{ _id: string }>('GET', '/users/me', vendor.token);
  const business = await call<{ _id: string; name: string }>('POST', '/businesses', vendor.token, {
    name: `Kemi Beads ${stamp}`,
    handle: `kemi-beads-${stamp}`,
    state: 'Lagos',
    description: 'Coral and glass beads strung in Lagos Island',
  });
  const product = await call<{ _id: string; name: string }>('POST', '/products', vendor.token, {
    businessId: business._id,
    name: `Coral bead necklace ${stamp}`,
    description: 'Three strands of coral for a wedding',
    unitPrice: 18_500,
    quantity: 6,
  });
  await fundWallet(vendor.token, me._id, 20_000);
  return { vendor, me, business, product };
}

/** From the shop, the account switcher opens the business's dashboard, then its menu Run ads. */
async function openVendorRunAds(
  page: Page,
  viewport: Viewport,
  business: { _id: string; name: string },
) {
  await page.goto('/shopper');
  await openMenuIfPhone(page, viewport);
  await page
    .getByRole('navigation', { name: 'Menu' })
    .getByRole('group', { name: 'Switch account' })
    .getByRole('button', { name: new RegExp(business.name) })
    .click();
  await page.waitForURL(`**/vendor/${business._id}`);
  await goToMenu(page, viewport, 'Run ads');
  await page.waitForURL(`**/vendor/${business._id}/run-ads`);
}

describe('running ads', () => {
  it('a vendor pays for a product ad from the wallet, sees it in review, then showing once approved, pauses it, reads its figures and ends it', async () => {
    const stamp = `6${Date.now().toString().slice(-7)}`;
    const { vendor, me, business, product } = await vendorWithProduct(stamp);

    const page = await openPage(browser, phone);
    // The screen is made to believe the wallet holds more than it does, until told otherwise.
    await page.route('**/api/v1/payments/wallet/*', async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      body.data.balance = 50_000;
      await route.fulfill({ response: res, json: body });
    });
    await logIn(page, vendor.username, vendor.password);
    await openVendorRunAds(page, phone, business);
    await page.getByText('No ads yet').waitFor();
    await checkScreen(page, 'run-ads-empty', phone);

    // What: the product, out of the store and its products.
    await page.getByRole('button', { name: 'Create an ad' }).first().click();
    await page.getByRole('radio', { name: new RegExp(product.name) }).check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // Where and to whom: shoppers in Lagos, with a headline.
    await page.getByRole('checkbox', { name: /Home page/ }).waitFor();
    expect(await page.getByRole('checkbox', { name: /Home page/ }).isChecked()).toBe(true);
    await page.getByRole('combobox', { name: 'Shoppers in these states' }).fill('Lag');
    await page.getByRole('option', { name: 'Lagos', exact: true }).click();
    await page.getByLabel('Headline (optional)').fill('Free delivery on the Island');
    const preview = page.getByRole('group', { name: 'How shoppers will see your ad' });
    await preview.getByText('The headline shows with the ad in the For-you feed.').waitFor();
    await page.getByRole('checkbox', { name: /For-you feed/ }).check();
    await preview.getByText('In the For-you feed').waitFor();
    await preview.getByText('Free delivery on the Island').waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // Budget: ₦1,000 a day for 30 days is ₦30,000, with its reach and the card as shoppers see it.
    await page.getByLabel('Days').fill('30');
    await page.getByRole('region', { name: 'Total' }).getByText(formatNaira(30_000)).waitFor();
    await page
      .getByRole('region', { name: 'Estimated reach a day' })
      .getByText(/clicks/)
      .waitFor();
    await preview.getByText('Sponsored').first().waitFor();
    await preview.getByText(product.name).first().waitFor();
    await preview.getByText(formatNaira(18_500)).first().waitFor();
    await checkScreen(page, 'run-ads-budget', phone);

    // The wallet holds less than the screen believes: the server refuses and says why.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect.poll(() => page.getByLabel(/Oja wallet/).isChecked()).toBe(true);
    await page.getByRole('button', { name: `Pay ${formatNaira(30_000)}` }).click();
    await page.getByRole('alert').getByText('Your wallet balance is not enough').waitFor();
    await checkScreen(page, 'run-ads-pay-refused', phone);
    await page.unroute('**/api/v1/payments/wallet/*');

    // Five days instead: ₦5,000, paid from the wallet; the button says the exact total.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByLabel('Days').fill('5');
    await page.getByRole('region', { name: 'Total' }).getByText(formatNaira(5_000)).waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect.poll(() => page.getByLabel(/Oja wallet/).isChecked()).toBe(true);
    await page.getByRole('button', { name: `Pay ${formatNaira(5_000)}` }).click();
    await page.getByText('Paid: your ad is in review').waitFor();
    const card = page.getByRole('article', { name: product.name });
    await card.getByText('In review').waitFor();
    await card.getByText(`of ${formatNaira(5_000)}`).waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    await checkScreen(page, 'run-ads-in-review', phone);
    const wallet = await call<{ balance: number }>(
      'GET',
      `/payments/wallet/${me._id}`,
      vendor.token,
    );
    expect(wallet.balance).toBe(15_000);

    // Support approves it; shoppers in Lagos are shown it and one opens it.
    const ads = await call<Paged<Ad>>('GET', `/ads?adBusinessIds=${business._id}`, vendor.token);
    const adId = ads.results[0]!._id;
    await approveAd(adId);
    await expect
      .poll(
        async () => {
          const shown = await call<{ results: { _id: string; token: string }[] }>(
            'GET',
            '/ads/sponsored?placement=HOME_PAGE&limit=8&state=Lagos',
          );
          const ours = shown.results.find((a) => a._id === adId);
          if (!ours) return false;
          await call('POST', '/ads/events', undefined, {
            impressions: [ours.token],
            clicks: [ours.token],
          });
          return true;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await expect
      .poll(async () => (await call<Ad>('GET', `/ads/${adId}`, vendor.token)).account?.clicks, {
        timeout: 15_000,
      })
      .toBe(1);

    await page.reload();
    await card.getByText('Showing').waitFor();
    await card.getByText(/1 click\b/).waitFor();
    await card.getByRole('button', { name: 'Pause' }).click();
    await card.getByText('Paused', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Resume' }).waitFor();

    // Its figures: the totals, a chart and the table, which scrolls inside its own box.
    await card.getByRole('button', { name: 'Figures' }).click();
    const figures = page.getByRole('dialog', { name: `Figures: ${product.name}` });
    await figures.getByRole('region', { name: 'Figures table' }).waitFor();
    await figures.getByText('7 days', { exact: true }).click();
    const total = figures.getByRole('region', { name: 'Figures table' }).locator('tfoot tr');
    await expect.poll(() => total.locator('td').nth(2).textContent()).toBe('1');
    await checkScreen(page, 'run-ads-figures', phone);
    await page.close();

    // At desktop width: the list, then ending the ad gives back what was not spent.
    const wide = await openPage(browser, desktop);
    await logIn(wide, vendor.username, vendor.password);
    await openVendorRunAds(wide, desktop, business);
    const wideCard = wide.getByRole('article', { name: product.name });
    await wideCard.getByText('Paused', { exact: true }).waitFor();
    await checkScreen(wide, 'run-ads', desktop);
    await wideCard.getByRole('button', { name: 'Figures' }).click();
    await wide
      .getByRole('dialog', { name: `Figures: ${product.name}` })
      .getByText('Click rate')
      .first()
      .waitFor();
    await checkScreen(wide, 'run-ads-figures', desktop);
    await wide.getByRole('button', { name: 'Close' }).click();

    const before = await call<Ad>('GET', `/ads/${adId}`, vendor.token);
    await wideCard.getByRole('button', { name: 'End' }).click();
    const ending = wide.getByRole('dialog', { name: 'End this ad?' });
    await ending
      .getByText(`unspent ${formatNaira(before.account!.remaining)} goes back to your wallet`)
      .waitFor();
    await ending.getByRole('button', { name: 'End the ad' }).click();
    await wideCard.getByText('Cancelled').waitFor();
    await expect
      .poll(
        async () =>
          (await call<{ balance: number }>('GET', `/payments/wallet/${me._id}`, vendor.token))
            .balance,
      )
      .toBe(15_000 + before.account!.remaining);
    await wide.close();
  });

  it('a creator finds Run ads in the menu: with no post yet it says how to make one, then offers the post', async () => {
    const stamp = `5${Date.now().toString().slice(-7)}`;
    const creator = await registerShopper(stamp, '0917');
    const me = await call<{ _id: string }>('GET', '/users/me', creator.token);

    for (const viewport of [phone, desktop]) {
      const page = await openPage(browser, viewport);
      await logIn(page, creator.username, creator.password);
      await page.goto('/shopper');
      await goToMenu(page, viewport, 'Run ads');
      await page.waitForURL('**/shopper/run-ads');
      await page.getByText('No ads yet').waitFor();
      await page.getByRole('button', { name: 'Create an ad' }).first().click();
      if (viewport === phone) {
        await page.getByText('You have no post to promote yet').waitFor();
        expect(await page.getByRole('link', { name: 'Start creating' }).getAttribute('href')).toBe(
          '/shopper/contents',
        );
        await checkScreen(page, 'run-ads-no-posts', viewport);
        await call('PUT', `/users/${me._id}/creator`, creator.token);
        await call('POST', '/posts', creator.token, { text: `Owambe gele styles for ${stamp}` });
        await page.reload();
        await page.getByRole('button', { name: 'Create an ad' }).first().click();
      }
      await page
        .getByRole('radio', { name: new RegExp(`Owambe gele styles for ${stamp}`) })
        .check();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      expect(await page.getByRole('checkbox', { name: /For-you feed/ }).isChecked()).toBe(true);
      await checkScreen(page, 'shopper-run-ads', viewport);
      await page.close();
    }
  });
});
