import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  startPushStandIn,
  type PushStandIn,
  type StandInSubscription,
} from '../src/server/testing/push-stand-in.ts';
import { call, paidOrder, registerShopper } from './api.ts';
import { baseUrl, checkScreen, goToMenu, launchBrowser, logIn, VIEWPORTS } from './support.ts';

/** A demo vendor no other journey signs in as (Onitsha Baby World's owner). */
const VENDOR = { username: 'vendor11@oja.ng', password: 'oja-vendor-2026' };

let browser: Browser;
let standIn: PushStandIn;
beforeAll(async () => {
  browser = await launchBrowser();
  // The journeys' app posts pushes only to this host (global-setup.ts).
  standIn = await startPushStandIn(Number(inject('pushServiceHost').split(':')[1]));
});
afterAll(async () => {
  await browser.close();
  await standIn.close();
});

/**
 * Chromium here cannot reach Google's push service, so the browser's subscription is made to
 * point at the stand-in (with keys the stand-in decrypts with); everything else is the browser's.
 */
async function phoneOf(device: StandInSubscription): Promise<Page> {
  const viewport = VIEWPORTS[0];
  const context = await browser.newContext({ viewport, baseURL: baseUrl() });
  await context.grantPermissions(['notifications'], { origin: baseUrl() });
  await context.addInitScript((d: StandInSubscription) => {
    // Kept across page loads, as the browser keeps a subscription.
    const KEY = 'journey-push-subscribed';
    const subscription = {
      endpoint: d.endpoint,
      expirationTime: null,
      toJSON: () => ({ endpoint: d.endpoint, expirationTime: null, keys: d.keys }),
      unsubscribe: async () => {
        sessionStorage.removeItem(KEY);
        return true;
      },
    };
    PushManager.prototype.subscribe = async () => {
      sessionStorage.setItem(KEY, 'yes');
      return subscription as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () =>
      (sessionStorage.getItem(KEY) ? subscription : null) as unknown as PushSubscription | null;
  }, device);
  return context.newPage();
}

/** Hands a push the stand-in took to the browser's service worker, as the push service would. */
async function deliverToBrowser(page: Page, data: unknown): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const origin = new URL(baseUrl()).origin;
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = (registrations as { registrationId: string; scopeURL: string }[]).find(
        (r) => r.scopeURL === `${origin}/`,
      );
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registration,
    data: JSON.stringify(data),
  });
}

describe('pushes to a phone', () => {
  it('a vendor turns notifications on from Orders and their phone shows a push when an order is paid', async () => {
    const device = standIn.subscribe();
    const page = await phoneOf(device);
    const viewport = VIEWPORTS[0];
    await logIn(page, VENDOR.username, VENDOR.password);
    const vendor = await call<{ user: { businesses: { _id: string; name: string }[] } }>(
      'POST',
      '/users/login',
      undefined,
      VENDOR,
    );
    const business = vendor.user.businesses[0]!;
    await page.goto(`/vendor/${business._id}`);
    await goToMenu(page, viewport, 'Orders');
    await page.waitForURL(`**/vendor/${business._id}/orders`);

    // Offered on the screen it is about, not on first load; asked of the browser on the tap.
    const offer = page.getByRole('button', { name: 'Turn on notifications' });
    await offer.waitFor({ timeout: 15_000 });
    await checkScreen(page, 'push-offer', viewport);
    await offer.click();
    await page.getByText('Notifications are on for this phone.').waitFor();

    const shopper = await registerShopper(`9${Date.now().toString().slice(-6)}`, '0704');
    const order = await paidOrder(shopper.token, business._id);
    const number = `#${order._id.slice(-6).toUpperCase()}`;
    await expect
      .poll(() => standIn.received.find((p) => p.notice.title.includes(number)), {
        timeout: 20_000,
      })
      .toMatchObject({
        endpoint: device.endpoint,
        notice: {
          title: `New order ${number} for ${business.name}`,
          url: `/vendor/${business._id}/business-requests`,
        },
      });

    const push = standIn.received.find((p) => p.notice.title.includes(number))!;
    await deliverToBrowser(page, push.notice);
    await expect
      .poll(
        () =>
          page.evaluate(async () =>
            (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.title),
          ),
        { timeout: 10_000 },
      )
      .toContain(push.notice.title);

    // Turned off under Account, the phone gets no more.
    await page.goto('/shopper/account');
    const onThisPhone = page.getByRole('switch', { name: 'Notifications on this phone' });
    await expect.poll(() => onThisPhone.isChecked(), { timeout: 10_000 }).toBe(true);
    await onThisPhone.scrollIntoViewIfNeeded();
    await checkScreen(page, 'account-push', viewport);
    await onThisPhone.click({ force: true });
    await expect.poll(() => onThisPhone.isChecked()).toBe(false);
    const before = standIn.received.length;
    await paidOrder(shopper.token, business._id);
    await new Promise((r) => setTimeout(r, 1500));
    expect(standIn.received.length).toBe(before);
    await page.context().close();
  });
});
