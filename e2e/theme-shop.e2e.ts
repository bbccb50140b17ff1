import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNaira } from '../src/shared/format.ts';
import { call, fundWallet, registerShopper } from './api.ts';
import {
  baseUrl,
  checkScreen,
  goToMenu,
  launchBrowser,
  logIn,
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

describe('the theme shop, server-rendered', () => {
  it('holds every theme with its price and a demo store drawn in it, and its own link preview', async () => {
    const html = await (await fetch(`${baseUrl()}/themes`)).text();
    expect(html).toContain('<title>Storefront themes | Oja</title>');
    expect(html).toMatch(
      /<meta name="description" content="8 ready-made themes for your Oja storefront/,
    );
    expect(html).toContain('Indigo Adire');
    expect(html).toContain(`${formatNaira(2_000)} a month`);
    for (const id of ['theme1', 'adire', 'lagos-night', 'eko-market'])
      expect(html).toContain(`data-theme="${id}"`);
    expect(html).not.toContain('name="robots"');
  });

  it('marks an owner’s preview noindex', async () => {
    const html = await (
      await fetch(`${baseUrl()}/vendor/01900000-0000-7000-8000-000000000000/theme/preview/adire`)
    ).text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });
});

const phone = VIEWPORTS[0];
const desktop = VIEWPORTS[1];

describe('buying and using a theme', () => {
  it('a vendor finds the themes, buys Indigo Adire for a month from the wallet after a price change, uses it, and picks a pale accent', async () => {
    const stamp = `7${Date.now().toString().slice(-7)}`;
    const vendor = await registerShopper(stamp, '0817');
    const me = await call<{ _id: string }>('GET', '/users/me', vendor.token);
    const handle = `adire-house-${stamp}`;
    const business = await call<{ _id: string }>('POST', '/businesses', vendor.token, {
      name: `Adire House ${stamp}`,
      handle,
      state: 'Ogun',
    });
    await fundWallet(vendor.token, me._id, 5_000);

    const page = await openPage(browser, phone);
    await logIn(page, vendor.username, vendor.password);
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: 'Themes' }).click();
    await page.waitForURL('**/themes');
    const adire = page.getByRole('article', { name: 'Indigo Adire' });
    await adire.getByRole('link', { name: /Get this theme/ }).waitFor();
    await checkScreen(page, 'theme-shop', phone);

    // Meanwhile the price the screen holds is an old one: the server refuses it and says why.
    let stale = true;
    await page.route('**/api/v1/themes?*', async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      if (stale) {
        stale = false;
        for (const t of body.data.results)
          if (t._id === 'adire')
            t.terms = t.terms.map((term: { amount: number }) => ({
              ...term,
              amount: term.amount - 200,
            }));
      }
      await route.fulfill({ response: res, json: body });
    });
    await page.goto(`/vendor/${business._id}`);
    await goToMenu(page, phone, 'Store theme');
    await page.waitForURL(`**/vendor/${business._id}/theme`);
    await page.getByText('Your store shows').getByText('Oja Classic').waitFor();
    await page
      .getByRole('article', { name: 'Indigo Adire' })
      .getByRole('button', { name: /^Buy/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Buy Indigo Adire' });
    await expect.poll(() => dialog.getByLabel(/Oja wallet/).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: `Pay ${formatNaira(1_800)}` }).click();
    await dialog.getByText(`The price of this theme is now ${formatNaira(2_000)}`).waitFor();
    // The prices are read again; the one shown now is paid.
    await dialog.getByRole('button', { name: `Pay ${formatNaira(2_000)}` }).click();
    await page.getByText('Your store now uses Indigo Adire').waitFor();
    await checkScreen(page, 'store-theme', phone);
    await page.getByRole('link', { name: 'See your live store' }).first().click();
    await page.waitForURL(`**/store/${handle}`);
    await page.locator('[data-theme="adire"]').first().waitFor();
    const wallet = await call<{ balance: number }>(
      'GET',
      `/payments/wallet/${me._id}`,
      vendor.token,
    );
    expect(wallet.balance).toBe(3_000);

    // A pale accent is darkened to stay readable, and the screen says so with the colour used.
    await page.goto(`/vendor/${business._id}/theme`);
    const accent = page.getByLabel('Accent colour');
    await accent.fill('#ffee88');
    // The colour picker under the field closes when the card is tapped elsewhere, keeping the
    // colour typed.
    await page.locator('.mantine-ColorInput-dropdown').waitFor();
    await page.getByRole('heading', { name: 'Make it yours' }).click();
    await page.locator('.mantine-ColorInput-dropdown').waitFor({ state: 'hidden' });
    await expect.poll(() => accent.inputValue()).toBe('#ffee88');
    await page.getByRole('button', { name: 'Save my look' }).click();
    await page.getByText(/We darkened your colour a little/).waitFor();
    await page.getByText(/instead of #ffee88/).waitFor();
    const look = await call<{ look: { tokens: { primary: string } } }>(
      'GET',
      `/businesses/social/${handle}`,
      vendor.token,
    );
    expect(look.look.tokens.primary).not.toBe('#ffee88');
    await page.close();

    // The same screen at desktop width: no sideways scroll, nothing inaccessible.
    const wide = await openPage(browser, desktop);
    await logIn(wide, vendor.username, vendor.password);
    await wide.goto(`/vendor/${business._id}/theme`);
    await wide.getByText('Your store shows').getByText('Indigo Adire').waitFor();
    await checkScreen(wide, 'store-theme', desktop);

    // The full-page preview of their store in another theme, and using it from there.
    await wide.getByRole('article', { name: 'Ivy' }).getByRole('link', { name: 'Preview' }).click();
    await wide.waitForURL(`**/vendor/${business._id}/theme/preview/ivy`);
    const bar = wide.getByRole('region', { name: 'Theme preview' });
    await bar.getByText('Previewing').waitFor();
    await wide.locator('[data-theme="ivy"]').first().waitFor();
    await checkScreen(wide, 'theme-preview', desktop);
    await bar.getByRole('button', { name: 'Use this theme' }).click();
    await wide.getByText('Your store uses Ivy.').waitFor();
    // A store that is not theirs has no preview for them.
    await wide.goto('/vendor/01900000-0000-7000-8000-000000000000/theme/preview/ivy');
    await wide.getByRole('heading', { name: 'We could not find that preview' }).waitFor();
    await wide.close();
  });
});
