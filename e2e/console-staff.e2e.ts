import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { currentCode } from '../src/server/modules/console/console-factor.ts';
import { call, registerShopper } from './api.ts';
import { enterConsole, freshCode, STAFF_PASSWORD } from './console-support.ts';
import {
  checkScreen,
  expectToast,
  goToMenu,
  launchBrowser,
  logIn,
  openPage,
  VIEWPORTS,
} from './support.ts';

const ADMIN = { username: 'admin@oja.ng', password: STAFF_PASSWORD };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/**
 * New support colleagues with an authenticator set up, made through the API: the admin grants
 * the role (past the second factor, once for all), each colleague sets up their app.
 */
async function newColleagues(stamps: string[]) {
  const admin = await call<{ accessToken: string }>('POST', '/users/login', undefined, ADMIN);
  await call('POST', '/console/factor/verify', admin.accessToken, {
    code: await freshCode(ADMIN.username),
  });
  const made = [];
  for (const stamp of stamps) {
    const person = await registerShopper(stamp, '0706');
    const me = await call<{ _id: string }>('GET', '/users/me', person.token);
    await call('PUT', `/console/staff/${me._id}/roles`, admin.accessToken, {
      roles: ['support'],
      reason: 'Joins the support desk',
    });
    const setup = await call<{ secret: string }>('POST', '/console/factor/setup', person.token);
    await call('POST', '/console/factor/confirm', person.token, {
      code: currentCode(setup.secret),
    });
    made.push({ ...person, email: `amaka${stamp}@example.ng` });
  }
  return made;
}

let colleagues: Awaited<ReturnType<typeof newColleagues>>;
beforeAll(async () => {
  const stamp = Date.now().toString().slice(-6);
  colleagues = await newColleagues(VIEWPORTS.map((v) => `${v.width}${stamp}`));
});

describe.each(VIEWPORTS)('staff authenticators at $width px', (viewport) => {
  it("the admin resets a colleague's lost authenticator with a reason; the colleague must set up a new one", async () => {
    const colleague = colleagues[VIEWPORTS.indexOf(viewport)]!;
    const page = await openPage(browser, viewport);
    await enterConsole(page, viewport, ADMIN);
    await goToMenu(page, viewport, 'Staff');
    const card = page.locator('.mantine-Card-root').filter({ hasText: colleague.email });
    await card.getByText('Authenticator app set up').waitFor();
    await card.getByRole('button', { name: 'Reset authenticator…' }).click();
    // The reason is required: the server's message shows under the field.
    await card.getByRole('button', { name: 'Reset authenticator' }).click();
    await card
      .getByText(/^Say why/)
      .first()
      .waitFor();
    await card.getByLabel('Why').fill('Phone stolen at the bus stop; confirmed on a call');
    await card.getByRole('button', { name: 'Reset authenticator' }).click();
    await expectToast(page, 'Success', /authenticator/i);
    await card.getByText('Has not set up an authenticator app yet').waitFor();
    await checkScreen(page, 'console-staff-reset', viewport);
    await page.close();

    // The colleague's next visit asks for a new app before anything else.
    const theirs = await openPage(browser, viewport);
    await logIn(theirs, colleague.username, colleague.password);
    await theirs.goto('/shopper');
    await goToMenu(theirs, viewport, 'Operator console');
    await theirs.getByRole('heading', { name: 'Set up your authenticator app' }).waitFor();
    await theirs.close();
  });
});
