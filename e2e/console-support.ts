import type { Page } from 'playwright-core';
import { currentCode } from '../src/server/modules/console/console-factor.ts';
import { DEMO_STAFF_FACTOR_KEY } from '../src/server/seed/staff.ts';
import { call } from './api.ts';
import { goToMenu, logIn, type Viewport } from './support.ts';

export const STAFF_PASSWORD = 'oja-staff-2026';

/**
 * A code the demo staff's authenticator shows, of a time step not used yet by that account (a
 * code works once): waits for the next 30 s step when this one was spent.
 */
const spent = new Map<string, number>();
export async function freshCode(account: string): Promise<string> {
  const step = () => Math.floor(Date.now() / 30_000);
  while (spent.get(account) === step()) await new Promise((r) => setTimeout(r, 500));
  spent.set(account, step());
  return currentCode(DEMO_STAFF_FACTOR_KEY);
}

/** Types a code into the second factor's form and continues. */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('The 6-digit code from your authenticator app').first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Signs in, opens the console from the account menu and passes the second factor. */
export async function enterConsole(
  page: Page,
  viewport: Viewport,
  who: { username: string; password: string },
  beforeCode?: () => Promise<void>,
): Promise<void> {
  await logIn(page, who.username, who.password);
  await page.goto('/shopper');
  await goToMenu(page, viewport, 'Operator console');
  await page.waitForURL('**/console');
  await page.getByRole('heading', { name: 'Confirm it is you' }).waitFor();
  await beforeCode?.();
  // Another journey may have spent this time step's code for the same account: then the next.
  for (let attempt = 0; ; attempt++) {
    await typeCode(page, await freshCode(who.username));
    const welcome = page.getByRole('heading', { name: /^Welcome, / });
    const refused = page.getByRole('alert').filter({ hasText: 'was used already' });
    await welcome.or(refused).first().waitFor();
    if (await welcome.isVisible()) return;
    if (attempt >= 2) throw new Error(`${who.username}: every code was refused`);
  }
}

/** Oja support's operator, signed in through the API with the second factor passed. */
export async function supportConsoleToken(): Promise<string> {
  const who = { username: 'support@oja.ng', password: 'oja-support-2026' };
  const session = await call<{ accessToken: string }>('POST', '/users/login', undefined, who);
  await call('POST', '/console/factor/verify', session.accessToken, {
    code: await freshCode(who.username),
  });
  return session.accessToken;
}

/** Support approves an ad in review, as the console's Reviews does. */
export async function approveAd(adId: string): Promise<void> {
  await call('POST', `/console/ads/${adId}/decision`, await supportConsoleToken(), {
    decision: 'APPROVE',
  });
}
