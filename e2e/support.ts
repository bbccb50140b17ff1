import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
export type Viewport = (typeof VIEWPORTS)[number];

export const baseUrl = () => inject('baseUrl');

/** Debian's Chromium, headless, with nothing reaching outside the machine. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM);
}

/** How every journey starts Chromium (a journey needing a profile of its own starts it so too). */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export async function openPage(browser: Browser, viewport: Viewport): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    baseURL: baseUrl(),
  });
  return context.newPage();
}

const resultsDir = path.resolve(import.meta.dirname, '../test-results');

/** Nothing on the page is wider than the screen: it never scrolls sideways. */
export async function expectNoSidewaysScroll(
  page: Page,
  name: string,
  viewport: Viewport,
): Promise<void> {
  const { scrollWidth, innerWidth, widest } = await page.evaluate(() => {
    const innerWidth = window.innerWidth;
    // Name the element sticking out furthest, so a failure says where to look.
    let widest = '';
    let right = innerWidth;
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.right > right + 0.5) {
        right = box.right;
        const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
        widest = `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} reaching ${Math.round(box.right)} px`;
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, widest };
  });
  expect(
    scrollWidth,
    `${name} scrolls sideways at ${viewport.width}px${widest ? ` (${widest})` : ''}`,
  ).toBeLessThanOrEqual(innerWidth);
}

/**
 * A full-page screenshot into test-results/, an axe scan with no serious or critical issue, and
 * no sideways scrolling.
 */
export async function checkScreen(page: Page, name: string, viewport: Viewport): Promise<void> {
  mkdirSync(resultsDir, { recursive: true });
  // Scan a settled page: text mid-fade has no stable contrast.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running'),
  );
  await page.screenshot({
    path: path.join(resultsDir, `${name}-${viewport.width}.png`),
    fullPage: true,
  });
  // Toasts fade out on their own timer, so a page scan can catch one half-transparent; they are
  // scanned on their own, once settled, by checkToasts.
  const { violations } = await new AxeBuilder({ page })
    .exclude('.mantine-Notifications-root')
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary})`).join(', ')}`,
    );
  expect(serious, `accessibility of ${name} at ${viewport.width}px`).toEqual([]);
  await expectNoSidewaysScroll(page, name, viewport);
}

/** Waits for a toast with this title and text. */
export async function expectToast(page: Page, title: string, text: string | RegExp): Promise<void> {
  const toast = page
    .locator('.mantine-Notification-root')
    .filter({ hasText: title })
    .filter({ hasText: text });
  await toast.first().waitFor({ state: 'visible', timeout: 10_000 });
}

/**
 * Opens the signed-in area's phone menu when the screen is narrow, so a menu entry can be clicked.
 * A link into that area keeps the page it leaves on screen until the area has loaded, and that page
 * has a menu button too: the click waits for the area's own menu, and checks it opened.
 */
export async function openMenuIfPhone(page: Page, viewport: Viewport): Promise<void> {
  if (viewport.width >= 992) return;
  await page.getByRole('navigation', { name: 'Menu' }).waitFor({ state: 'attached' });
  const button = page.getByRole('button', { name: 'Open menu' });
  await button.click();
  await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
}

/** Clicks an entry of the signed-in menu (opening it first on phones). */
export async function goToMenu(page: Page, viewport: Viewport, name: string): Promise<void> {
  await openMenuIfPhone(page, viewport);
  await page
    .getByRole('navigation', { name: 'Menu' })
    .getByRole('link', { name, exact: true })
    .click();
}

/** Fills and sends the login form that is on screen. */
export async function fillLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('E-mail, phone or username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Logs in from the login page and waits to leave it. */
export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await fillLogin(page, username, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
}

/** An axe scan of the toasts on screen, taken while they are fully shown. */
export async function checkToasts(page: Page, name: string, viewport: Viewport): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running'),
  );
  const { violations } = await new AxeBuilder({ page })
    .include('.mantine-Notifications-root')
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help}`);
  expect(serious, `accessibility of ${name} toasts at ${viewport.width}px`).toEqual([]);
}

/**
 * A rendered page does not move when the app takes it over: the button named `button` is where
 * it was in the server's HTML (read with the code blocked) once the code has run. Otherwise a
 * tap aimed at it while the page loads lands on something else.
 */
export async function expectStillOnTakeOver(
  browser: Browser,
  viewport: Viewport,
  url: string,
  button: string,
): Promise<void> {
  const placeOf = async (blockCode: boolean) => {
    const page = await openPage(browser, viewport);
    if (blockCode) await page.route('**/*.js', (route) => route.abort());
    await page.goto(url);
    if (!blockCode) {
      await page.waitForFunction(() => {
        const header = document.querySelector('#root header');
        return header !== null && Object.keys(header).some((k) => k.startsWith('__reactFiber'));
      });
      await page.waitForTimeout(1500);
    }
    const box = await page.getByRole('button', { name: button }).boundingBox();
    await page.context().close();
    return { x: Math.round(box!.x), y: Math.round(box!.y) };
  };
  expect(await placeOf(false), `${button} on ${url} after the take-over`).toEqual(
    await placeOf(true),
  );
}

/** Fills checkout's new-address form with a Lagos address and saves it. */
export async function fillNewAddress(page: Page): Promise<void> {
  await page.getByLabel('Recipient name').fill('Chiamaka Eze');
  await page.getByLabel('Phone').fill('08031234567');
  await page.getByLabel('State').selectOption('Lagos');
  await expect
    .poll(() => page.getByLabel('Local government area').locator('option').count())
    .toBeGreaterThan(10);
  await page.getByLabel('Local government area').selectOption('Ikeja');
  await page.getByLabel('City or town').fill('Ikeja');
  await page.getByLabel('Street address').fill('12 Allen Avenue');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expectToast(page, 'Success', 'Address created successfully');
  await page.getByText('12 Allen Avenue, Ikeja, Lagos').waitFor();
}

/** The newest code the dev outbox holds for this e-mail. */
export async function codeSentTo(page: Page, email: string): Promise<string> {
  const outbox = (await (await page.request.get('/dev/outbox.json')).json()) as {
    data: { recipient: string; body: string }[];
  };
  const mail = outbox.data.find((m) => m.recipient === email && /\b\d{6}\b/.test(m.body))!;
  return /\b(\d{6})\b/.exec(mail.body)![1]!;
}
