import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, paidOrder, registerShopper } from './api.ts';
import { enterConsole } from './console-support.ts';
import {
  baseUrl,
  checkScreen,
  expectToast,
  goToMenu,
  launchBrowser,
  logIn,
  openPage,
  VIEWPORTS,
} from './support.ts';

/** Tunde's business sells what the signed-in shopper asks about. */
const VENDOR = { username: 'tunde@oja.ng', password: 'oja-vendor-2026' };
/** The demo's Oja support operator. */
const OPERATOR = { username: 'support@oja.ng', password: 'oja-support-2026' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

type OutboxMail = { recipient: string; subject: string | null; body: string };

/** The e-mails the dev outbox holds for a recipient, newest first. */
async function mailsTo(email: string): Promise<OutboxMail[]> {
  const res = await fetch(`${baseUrl()}/dev/outbox.json`);
  const outbox = (await res.json()) as { data: OutboxMail[] };
  return outbox.data.filter((m) => m.recipient === email);
}

/** Sends the request form on screen and returns the reference it shows. */
async function sendRequest(
  page: Page,
  fields: { topic: string; subject: string; message: string },
): Promise<string> {
  await page.getByLabel('Topic').selectOption(fields.topic);
  await page.getByLabel('Subject').fill(fields.subject);
  await page.getByLabel('Message', { exact: true }).fill(fields.message);
  await page.getByRole('button', { name: 'Send request' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'We received your request' });
  await sent.waitFor();
  const text = await sent.innerText();
  return /SUP-[A-Z2-9]{6}/.exec(text)![0];
}

describe.each(VIEWPORTS)('support at $width px', (viewport) => {
  it('a visitor asks from the support page, gets a reference and the e-mail, follows the thread, and Oja support answers', async () => {
    const stamp = `${viewport.width}${Date.now().toString().slice(-6)}`;
    const email = `kemi${stamp}@example.ng`;
    const page = await openPage(browser, viewport);

    await page.goto('/support');
    await checkScreen(page, 'support', viewport);
    await page.getByRole('link', { name: 'Contact support' }).click();
    await page.waitForURL('**/shopper/support');
    await page.getByRole('button', { name: 'When does the vendor get my money?' }).click();
    await page.getByText('Your payment is held safely by Oja').waitFor();
    await checkScreen(page, 'shopper-support-visitor', viewport);

    // The form says what is missing before anything is sent.
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Your name is required').waitFor();
    await page.getByText('Enter a valid email address').waitFor();
    await page.getByLabel('Your name').fill('Kemi Adeleke');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    const reference = await sendRequest(page, {
      topic: 'payments',
      subject: 'Card charged twice',
      message: 'My card was charged twice for one order this morning. Please help me check.',
    });
    await checkScreen(page, 'support-sent', viewport);

    // The acknowledgement is in the dev outbox, with the reference and the link to the thread.
    await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe(`We received your request ${reference}`);
    const link = /\/shopper\/support\/requests\/[0-9a-f-]{36}\?key=[A-Za-z0-9_-]+/.exec(
      mail!.body,
    )![0];

    // The e-mail's link opens the thread in another browser, where the visitor replies.
    const elsewhere = await openPage(browser, viewport);
    await elsewhere.goto(link);
    await elsewhere.getByRole('heading', { name: 'Card charged twice' }).waitFor();
    await elsewhere.getByText(reference).first().waitFor();
    await elsewhere.getByLabel('Your reply').fill('The second charge was ₦12,500.');
    await elsewhere.getByRole('button', { name: 'Send reply' }).click();
    await expectToast(elsewhere, 'Success', 'Reply sent');
    await elsewhere.getByText('The second charge was ₦12,500.').waitFor();
    await checkScreen(elsewhere, 'support-thread-visitor', viewport);

    // Oja support finds it on the console's desk, takes it, answers and resolves it.
    const desk = await openPage(browser, viewport);
    await enterConsole(desk, viewport, OPERATOR);
    await goToMenu(desk, viewport, 'Support');
    await desk.waitForURL('**/console/support');
    await desk.getByLabel('Search').fill(reference);
    // The search finds this request alone.
    await desk.getByText('1 request', { exact: true }).waitFor();
    const row = desk.getByRole('link', { name: new RegExp(reference) });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain(email);
    await expect.poll(() => row.textContent()).toContain('Not taken yet');
    await checkScreen(desk, 'console-support', viewport);
    await row.click();
    await desk.getByLabel('Taken by').selectOption({ label: 'Oja Support' });
    await expectToast(desk, 'Success', 'Taken by Oja Support');
    await desk
      .getByLabel('Answer as Oja support')
      .fill('We refunded the second charge to your card.');
    await desk.getByRole('button', { name: 'Send reply' }).click();
    await expectToast(desk, 'Success', `Answer sent to ${email}`);
    await expect.poll(() => desk.getByLabel('Status').inputValue()).toBe('answered');
    await desk.getByLabel('Status').selectOption('resolved');
    await expectToast(desk, 'Success', 'Marked resolved');
    await checkScreen(desk, 'console-support-request', viewport);

    // The answer reaches the visitor by e-mail and on the thread.
    await expect
      .poll(async () => (await mailsTo(email)).map((m) => m.subject))
      .toContain(`Re: Card charged twice [${reference}]`);
    await elsewhere.reload();
    await elsewhere.getByText('We refunded the second charge to your card.').waitFor();
    await elsewhere.getByText('This request is resolved; replying opens it again.').waitFor();

    // Without the key there is nothing to see.
    await elsewhere.goto(link.replace(/\?key=.*/, ''));
    await elsewhere.getByText('We could not find this request').waitFor();
  });

  it('a signed-in shopper asks about an order from the menu and sees it in their requests', async () => {
    const stamp = `${viewport.width}${Date.now().toString().slice(-6)}`;
    const vendor = await call<{ user: { businesses: { _id: string }[] } }>(
      'POST',
      '/users/login',
      undefined,
      VENDOR,
    );
    const shopper = await registerShopper(stamp, '0708');
    const order = await paidOrder(shopper.token, vendor.user.businesses[0]!._id);
    const number = `#${order._id.slice(-6).toUpperCase()}`;

    const page = await openPage(browser, viewport);
    await logIn(page, shopper.username, shopper.password);
    await page.goto('/shopper');
    await goToMenu(page, viewport, 'Support');
    await page.waitForURL('**/shopper/support');
    await page.getByRole('heading', { name: 'Your requests' }).waitFor();
    await page.getByText('No requests yet').waitFor();
    // Signed in, the form asks for no name or e-mail, and offers the shopper's orders.
    expect(await page.getByLabel('Your name').count()).toBe(0);
    await page.getByLabel('Order (optional)').selectOption(order._id);
    const reference = await sendRequest(page, {
      topic: 'orders',
      subject: 'When will my order arrive?',
      message: 'The shop accepted my order two days ago. When should I expect delivery in Enugu?',
    });

    const listed = page.getByRole('link', { name: /When will my order arrive\?/ });
    await listed.waitFor();
    await expect.poll(() => listed.textContent()).toContain(reference);
    await expect.poll(() => listed.textContent()).toContain('Waiting for Oja');
    await checkScreen(page, 'shopper-support-member', viewport);

    // Beside the order's receipt, the acknowledgement.
    await expect
      .poll(async () => (await mailsTo(`amaka${stamp}@example.ng`)).map((m) => m.subject))
      .toContain(`We received your request ${reference}`);

    await listed.click();
    await page.getByRole('heading', { name: 'When will my order arrive?' }).waitFor();
    await page.getByRole('link', { name: number }).waitFor();
    await checkScreen(page, 'support-thread-member', viewport);
  });
});
