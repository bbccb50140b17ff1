import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNaira } from '../src/shared/format.ts';
import { buyPlanByCard, call, registerShopper } from './api.ts';
import {
  checkScreen,
  baseUrl,
  codeSentTo,
  expectToast,
  goToMenu,
  launchBrowser,
  logIn,
  openPage,
  VIEWPORTS,
  type Viewport,
} from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each(VIEWPORTS)('payout bank account at $width px', (viewport) => {
  it('a vendor adds the business’s bank account: the bank names it, a code confirms it', async () => {
    const stamp = `${viewport.width}${Date.now().toString().slice(-6)}`;
    const vendor = await registerShopper(stamp, '0806');
    const business = await call<{ _id: string }>('POST', '/businesses', vendor.token, {
      name: `Ikeja Phones ${stamp}`,
      handle: `ikeja-phones-${stamp}`,
      state: 'Lagos',
    });
    const page = await openPage(browser, viewport);
    await logIn(page, vendor.username, vendor.password);
    await page.goto(`/vendor/${business._id}`);
    await goToMenu(page, viewport, 'Account details');
    await page.waitForURL('**/account-details');
    await page.getByRole('button', { name: 'Add bank account' }).click();

    // Banks answer to the names people use for them.
    const bankSearch = page.getByPlaceholder('Search for your bank');
    for (const [typed, bank] of [
      ['uba', 'United Bank For Africa'],
      ['first bank', 'First Bank of Nigeria'],
      ['moniepoint', 'Moniepoint MFB'],
    ]) {
      await bankSearch.fill(typed!);
      await page.getByRole('option', { name: bank }).first().waitFor();
    }
    await bankSearch.fill('gt bank');
    await expect
      .poll(() => page.getByRole('option').first().textContent())
      .toBe('Guaranty Trust Bank');
    await page.getByRole('option', { name: /Guaranty Trust Bank/ }).click();
    await page.getByLabel('Account number').fill('0123456789');
    await page.getByRole('button', { name: 'Check account name' }).click();
    await expect.poll(() => page.getByText('LAWAL MUSA ADEBAYO').isVisible()).toBe(true);
    await checkScreen(page, 'payout-account-checked', viewport);
    await page.getByRole('button', { name: 'Save bank account' }).click();
    await expectToast(page, 'Success', 'enter it to confirm this bank account');

    // A mistyped code: the server's answer shows under the field, and nothing is confirmed.
    const code = await codeSentTo(page, `amaka${stamp}@example.ng`);
    const wrong = code.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
    await page.getByLabel('Code', { exact: true }).fill(wrong);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'This code is not right, check it and try again' })
      .waitFor();
    await checkScreen(page, 'payout-account-wrong-code', viewport);
    expect(await page.getByText('Waiting for your code').isVisible()).toBe(true);

    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'Success', 'Bank Account added successfully');
    // The journeys' server has no safety hold (PAYOUT_HOLD_HOURS=0); the API tests cover it.
    await expect.poll(() => page.getByText('Ready for withdrawals').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('•••• 6789').isVisible()).toBe(true);
    await checkScreen(page, 'payout-account-confirmed', viewport);
  });
});

/**
 * Demo vendors no other journey uses, one per test: their businesses have earned money from the
 * demo orders, and have no payout account yet.
 */
const DEMO_PASSWORD = 'oja-vendor-2026';

type Session = { accessToken: string; user: { _id: string; businesses: { _id: string }[] } };

/** The newest confirmation code the dev outbox holds for this e-mail. */
async function confirmationCode(email: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/dev/outbox.json`);
  const outbox = (await res.json()) as { data: { recipient: string; body: string }[] };
  const mail = outbox.data.find(
    (m) => m.recipient === email && m.body.includes('Confirmation code'),
  )!;
  return /Confirmation code: (\d+)/.exec(mail.body)![1]!;
}

/** Logs a demo vendor in through the API and confirms a payout account for their business. */
async function vendorWithPayoutAccount(email: string) {
  const session = await call<Session>('POST', '/users/login', undefined, {
    username: email,
    password: DEMO_PASSWORD,
  });
  const token = session.accessToken;
  const userId = session.user._id;
  const businessId = session.user.businesses[0]!._id;
  const added = await call<{ account: { _id: string } }>('POST', '/payments/accounts', token, {
    accountNumber: '0123456789',
    bankCode: '058',
    businessId,
  });
  await call('POST', `/payments/accounts/${userId}/confirm`, token, {
    accountId: added.account._id,
    code: await confirmationCode(email),
  });
  const { curr_balance: balance } = await call<{ curr_balance: number }>(
    'GET',
    `/businesses/${businessId}`,
    token,
  );
  return { email, token, userId, businessId, balance };
}

async function openAccountDetails(
  viewport: Viewport,
  vendor: { email: string; businessId: string },
) {
  const page = await openPage(browser, viewport);
  await logIn(page, vendor.email, DEMO_PASSWORD);
  await page.goto(`/vendor/${vendor.businessId}/account-details`);
  await page.getByText('Ready for withdrawals').waitFor();
  return page;
}

const withdrawalsOn = (page: Page) =>
  page.getByRole('region', { name: 'Withdrawals', exact: true });

describe('business withdrawals on Account details', () => {
  it('at 375 px a vendor withdraws part of the balance, sees the fee and pending, then sees it settle', async () => {
    const viewport = VIEWPORTS[0];
    const vendor = await vendorWithPayoutAccount('vendor08@oja.ng');
    expect(vendor.balance).toBeGreaterThanOrEqual(1_010);
    const page = await openAccountDetails(viewport, vendor);
    const list = withdrawalsOn(page);
    await list.getByText('No withdrawals yet').waitFor();
    // On Free the automatic payout waits for a paid plan, and says where to get one.
    await page.getByText('Automatic payouts come with the Growth and Pro plans.').waitFor();
    expect(await page.getByRole('switch', { name: 'Automatic daily payout' }).isDisabled()).toBe(
      true,
    );

    await page.getByLabel('Amount to withdraw (₦)').fill('1000');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page.getByText(`Transfer fee ${formatNaira(10)}`).waitFor();
    await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await expectToast(page, 'Success', /Withdrawal was successful(?!ly)/);
    await page
      .getByText(formatNaira(vendor.balance - 1_010), { exact: true })
      .first()
      .waitFor();

    await list.getByText(formatNaira(1_000), { exact: true }).waitFor();
    await list.getByText(`Fee ${formatNaira(10)}`, { exact: false }).waitFor();
    await list.getByText('Pending', { exact: true }).waitFor();
    await checkScreen(page, 'business-withdrawal-pending', viewport);
    // The provider settles it in seconds; the list looks again while it is pending.
    await list.getByText('Successful', { exact: true }).waitFor({ timeout: 20_000 });
    await checkScreen(page, 'business-withdrawal-settled', viewport);
  });

  it('at 1280 px a vendor turns on the automatic daily payout and pages through the withdrawals', async () => {
    const viewport = VIEWPORTS[1];
    const vendor = await vendorWithPayoutAccount('vendor09@oja.ng');
    // Automatic payouts come with a paid plan.
    await buyPlanByCard(vendor.token, 'GROWTH', 4500);
    // Eleven withdrawals of ₦100 (₦10 fee each): one more than a page.
    expect(vendor.balance).toBeGreaterThanOrEqual(11 * 110);
    for (let i = 0; i < 11; i++)
      await call('POST', `/payments/users/${vendor.userId}/transfer`, vendor.token, {
        amount: 100,
        reason: 'FUND_WITHDRAWAL',
        businessId: vendor.businessId,
      });
    const page = await openAccountDetails(viewport, vendor);

    const autoPayout = page.getByRole('switch', { name: 'Automatic daily payout' });
    expect(await autoPayout.isChecked()).toBe(false);
    await page
      .getByText(/Every morning at 6:00 \(Lagos time\) the whole balance, less the transfer fee/)
      .waitFor();
    await autoPayout.click();
    await expectToast(page, 'Success', 'Automatic daily payout turned on');
    await expect.poll(() => autoPayout.isChecked()).toBe(true);

    const list = withdrawalsOn(page);
    const rows = list.getByText(formatNaira(100), { exact: true });
    await expect.poll(() => rows.count()).toBe(10);
    await list.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => rows.count()).toBe(11);
    await list.getByRole('button', { name: 'Load more' }).waitFor({ state: 'detached' });
    await checkScreen(page, 'business-withdrawals-auto-payout', viewport);

    // The switch is kept: a fresh visit shows it on.
    await page.reload();
    await expect.poll(() => autoPayout.isChecked(), { timeout: 10_000 }).toBe(true);
  });
});
