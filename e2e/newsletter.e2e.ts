import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './api.ts';
import {
  checkScreen,
  expectToast,
  goToMenu,
  launchBrowser,
  logIn,
  openPage,
  VIEWPORTS,
} from './support.ts';

const TUNDE = { username: 'tunde@oja.ng', password: 'oja-vendor-2026' };
type OutboxMail = { recipient: string; subject: string | null; body: string };

let browser: Browser;
let adire: { _id: string; name: string };
beforeAll(async () => {
  browser = await launchBrowser();
  adire = await call<{ _id: string; name: string }>('GET', '/businesses/social/adire-lounge');
});
afterAll(async () => {
  await browser.close();
});

/** The newest e-mail to this address whose subject matches, once it is in the dev outbox. */
async function mailTo(page: Page, email: string, subject: RegExp): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const outbox = (await (await page.request.get('/dev/outbox.json?limit=200')).json()) as {
          data: OutboxMail[];
        };
        found = outbox.data.find((m) => m.recipient === email && subject.test(m.subject ?? ''));
        return Boolean(found);
      },
      // Newsletters leave with the next minute's run.
      { timeout: 90_000, interval: 2_000 },
    )
    .toBe(true);
  return found!;
}

const linkPath = (body: string, kind: string) =>
  new RegExp(`(/newsletter/${kind}/\\S+)`).exec(body)![1]!;

describe.each(VIEWPORTS)('newsletters at $width px', (viewport) => {
  it('a visitor subscribes on the store and confirms by e-mail; the vendor writes, previews and sends one that reaches them once, with a way out', async () => {
    const reader = `reader${viewport.width}${Date.now()}@example.ng`;
    const page = await openPage(browser, viewport);
    await page.goto('/store/adire-lounge');
    const signup = page.getByRole('form', { name: `Subscribe to ${adire.name}` });
    await signup.getByRole('button', { name: 'Subscribe' }).click();
    await signup.getByText('Enter your e-mail address').waitFor();
    await signup.getByLabel('Your e-mail address').fill(reader);
    await signup.getByRole('button', { name: 'Subscribe' }).click();
    await page
      .getByText(`Check ${reader}: we sent a link to confirm your subscription to ${adire.name}.`)
      .waitFor();

    const confirmation = await mailTo(page, reader, /^Confirm your subscription/);
    await page.goto(linkPath(confirmation.body, 'confirm'));
    await page.getByText(`You are subscribed to ${adire.name}’s newsletter.`).waitFor();
    await checkScreen(page, 'newsletter-confirmed', viewport);

    // The owner, from the dashboard's menu.
    await logIn(page, TUNDE.username, TUNDE.password);
    await page.goto(`/vendor/${adire._id}`);
    await goToMenu(page, viewport, 'Newsletter');
    await page.waitForURL(`**/vendor/${adire._id}/newsletter`);
    await page.getByRole('list', { name: 'Subscribers' }).getByText(reader).waitFor();
    const subject = `New adire this week ${viewport.width}`;
    const form = page.getByRole('form', { name: 'Newsletter' });
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Your message').fill('Fresh indigo pieces just came off the line.');
    await form.getByLabel('Products to show (optional)').click();
    await page.keyboard.type('Indigo adire midi');
    await page.getByRole('option', { name: 'Indigo adire midi dress' }).click();
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: 'Save draft' }).click();
    await expectToast(page, 'Success', 'Draft saved');

    const item = page.getByRole('listitem').filter({ hasText: subject });
    await item.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'What your subscribers will read' });
    await preview.getByText(/Indigo adire midi dress — ₦/).waitFor();
    await page.keyboard.press('Escape');
    await item.getByRole('button', { name: 'Send' }).click();
    await item.getByRole('button', { name: 'Yes, send it now' }).click();
    await expectToast(page, 'Success', /Sending to \d+ subscribers?/);
    await checkScreen(page, 'newsletter-vendor', viewport);

    const newsletter = await mailTo(page, reader, new RegExp(`^${subject}$`));
    expect(newsletter.body).toContain('Fresh indigo pieces just came off the line.');
    expect(newsletter.body).toMatch(/Indigo adire midi dress — ₦[\d,]+\n\S+\/product\//);
    await page.goto(linkPath(newsletter.body, 'unsubscribe'));
    await page.getByText(`You will no longer get ${adire.name}’s newsletter.`).waitFor();
    await page.close();
    // The send waits for the next minute's run of the sending job (and its mail for up to 90 s):
    // more than a journey's usual 90 s in all.
  }, 180_000);
});
