/**
 * Error reporting in the browser (decision 073), on an app of its own started with SENTRY_DSN
 * pointing at a stand-in for Sentry: an error thrown in a page reaches Sentry through Oja's
 * `/monitoring`, never straight from the browser, with the session's replay, and the page's
 * personal text never leaves in plain (replays mask all text).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  envelopeItems,
  receivedText,
  replayRecordingText,
  startSentryReceiver,
  type SentryReceiver,
} from '../src/server/testing/sentry-receiver.ts';
import { startApp } from './start-app.ts';
import { launchBrowser } from './support.ts';

const FIRST_NAME = 'Adaeze';
const LAST_NAME = 'Nwachukwuzor';
const ERROR_MESSAGE = 'Ada secret text';

let sentry: SentryReceiver;
let app: Awaited<ReturnType<typeof startApp>>;
let browser: Browser;

beforeAll(async () => {
  sentry = await startSentryReceiver();
  app = await startApp(
    () => ({ SENTRY_DSN: sentry.dsn('9'), SENTRY_ENVIRONMENT: 'journey', SEED_DEMO: 'false' }),
    { build: false },
  );
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await sentry?.close();
});

/** A shopper whose public profile shows their name. */
async function registerProfile(): Promise<string> {
  const stamp = String(Date.now()).slice(-7);
  const handle = `ridgeline_${stamp}`;
  const res = await fetch(`${app.baseUrl}/api/v1/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': 'oja-dev-web-key' },
    body: JSON.stringify({
      firstName: FIRST_NAME,
      lastName: LAST_NAME,
      email: `ridgeline${stamp}@example.ng`,
      phoneNumber: `0805${stamp}`,
      handle,
      password: 'error-report-1',
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return handle;
}

const items = () => sentry.received.flatMap((r) => envelopeItems(r.body));
const errorEvents = () =>
  items()
    .filter((i) => i.header.type === 'event')
    .map((i) => JSON.parse(i.payload.toString('utf8')) as Record<string, unknown>);
const replayRecordings = () =>
  items()
    .filter((i) => i.header.type === 'replay_recording')
    .map((i) => replayRecordingText(i.payload));

it('an error thrown in a page reaches Sentry through /monitoring, with a replay whose text is masked', async () => {
  const handle = await registerProfile();
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    baseURL: app.baseUrl,
  });
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));

  await page.goto(`/u/${handle}`);
  await page.getByRole('heading', { name: `${FIRST_NAME} ${LAST_NAME}` }).waitFor();
  // The SDK's code comes after the page is up, never with it.
  await page.waitForFunction(() => '__SENTRY__' in window, null, { timeout: 30_000 });

  await page.evaluate((message) => {
    setTimeout(() => {
      throw new Error(message);
    });
  }, ERROR_MESSAGE);

  await expect
    .poll(() => JSON.stringify(errorEvents()), { timeout: 30_000 })
    .toContain(ERROR_MESSAGE);
  const event = errorEvents().find((e) => JSON.stringify(e).includes(ERROR_MESSAGE))!;
  expect(event).toMatchObject({ environment: 'journey', platform: 'javascript' });
  // The replay of the session the error happened in comes with it.
  await expect.poll(() => replayRecordings().length, { timeout: 30_000 }).toBeGreaterThan(0);
  const replay = replayRecordings().join('\n');
  expect(replay).toMatch(/\*{6,}/);
  expect(replay).not.toContain(LAST_NAME);

  // Everything went to Oja's own address, then on to the project's envelope endpoint.
  expect(requested.some((url) => url === `${app.baseUrl}/monitoring`)).toBe(true);
  expect(requested.filter((url) => url.includes(`:${sentry.port}`))).toEqual([]);
  // (The app's server reports to the same project, straight from its SDK.)
  const fromBrowser = sentry.received.filter((r) =>
    r.body.subarray(0, r.body.indexOf(0x0a)).includes('"sentry.javascript.react"'),
  );
  expect(fromBrowser.length).toBeGreaterThan(1);
  expect(fromBrowser.every((r) => r.url === '/api/9/envelope/')).toBe(true);
  // The name on the page is in no envelope, in plain, at all.
  const everything = receivedText(sentry.received);
  expect(everything).not.toContain(LAST_NAME);
  expect(everything).not.toContain(FIRST_NAME);
  await context.close();
});
