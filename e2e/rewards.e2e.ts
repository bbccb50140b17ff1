import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNaira } from '../src/shared/format.ts';
import { call, paidOrder, registerShopper } from './api.ts';
import { checkScreen, goToMenu, launchBrowser, logIn, openPage, VIEWPORTS } from './support.ts';

/** The demo vendor, who owns two businesses: one order is placed with each. */
const VENDOR = { username: 'tunde@oja.ng', password: 'oja-vendor-2026' };

type Summary = { available: number; pending: number };
type Entry = { title: string; status: string; points: number };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const points = (n: number) => `${n.toLocaleString('en-NG')} ${n === 1 ? 'point' : 'points'}`;

describe.each(VIEWPORTS)('rewards at $width px', (viewport) => {
  it('a shopper with one order received and one on its way sees their points and filters to pending', async () => {
    const vendor = await call<{
      accessToken: string;
      user: { businesses: { _id: string; name: string }[] };
    }>('POST', '/users/login', undefined, VENDOR);
    const [received, onItsWay] = vendor.user.businesses;
    const shopper = await registerShopper(
      `${viewport.width}${Date.now().toString().slice(-6)}`,
      '0918',
    );
    const done = await paidOrder(shopper.token, received!._id);
    await paidOrder(shopper.token, onItsWay!._id);
    for (const status of ['ACCEPTED', 'SHIPPED', 'DELIVERED'])
      await call('PUT', `/orders/${done._id}/status`, vendor.accessToken, { status });
    await call('PUT', `/orders/${done._id}/status`, shopper.token, { status: 'RECEIVED' });
    // Points follow the orders' news a moment later.
    await expect
      .poll(
        async () => {
          const s = await call<Summary>('GET', '/rewards/summary', shopper.token);
          return s.available > 0 && s.pending > 0;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    const summary = await call<Summary>('GET', '/rewards/summary', shopper.token);

    // From the home page: the picture leads to the account, the menu to Rewards.
    const page = await openPage(browser, viewport);
    await logIn(page, shopper.username, shopper.password);
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'My account' }).click();
    await page.waitForURL('**/shopper/account');
    await goToMenu(page, viewport, 'Rewards');
    await page.waitForURL('**/shopper/rewards');

    const available = page.getByRole('group', { name: 'Available points' });
    await available.getByText(points(summary.available), { exact: true }).waitFor();
    await available.getByText(`= ${formatNaira(summary.available)} to spend`).waitFor();
    const pending = page.getByRole('group', { name: 'Pending points' });
    await pending.getByText(points(summary.pending), { exact: true }).waitFor();
    await pending.getByText('from one order on their way', { exact: false }).waitFor();

    const history = page.getByRole('region', { name: 'History' });
    const rows = history.getByRole('listitem');
    const row = (name: string) => rows.filter({ hasText: `Order from ${name}` });
    await row(received!.name).getByText('Available', { exact: true }).waitFor();
    await row(received!.name)
      .getByText(/ · ends \d+ \w+ \d{4}$/)
      .waitFor();
    await row(onItsWay!.name).getByText('Pending', { exact: true }).waitFor();
    await row(onItsWay!.name).getByText('available on receipt', { exact: false }).waitFor();
    expect(await rows.count()).toBe(2);
    expect(await row(received!.name).getByRole('link').getAttribute('href')).toBe(
      `/shopper/my-order/${done._id}`,
    );
    await checkScreen(page, 'rewards', viewport);

    // The chips' radios are hidden behind their labels: the label is what is tapped.
    const id = await history.getByRole('radio', { name: 'Pending' }).getAttribute('id');
    await history.locator(`label[for="${id}"]`).click();
    expect(await history.getByRole('radio', { name: 'Pending' }).isChecked()).toBe(true);
    await expect.poll(() => rows.count()).toBe(1);
    await row(onItsWay!.name).waitFor();
    const entries = await call<{ results: Entry[] }>(
      'GET',
      '/rewards?rewardStatuses=PENDING',
      shopper.token,
    );
    await row(onItsWay!.name)
      .getByText(`+${entries.results[0]!.points.toLocaleString('en-NG')}`, { exact: true })
      .waitFor();
    await checkScreen(page, 'rewards-pending', viewport);
    await page.context().close();
  });
});
