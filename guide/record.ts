/**
 * `npm run guide:record`: records the seller's video guide from the app itself. Starts Oja on a
 * fresh database with the demo marketplace, walks each guide's steps in Debian's Chromium at
 * phone size, and writes to guide/media/ a WebM per guide (VP9, through Debian's ffmpeg), its
 * WebVTT captions and chapters made from the steps it performed, a poster, and manifest.json,
 * which the app serves the guide from. Files are named by their content, so they cache forever.
 * `GUIDE_BASE_URL` records against an app already running (in development) instead.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import type { GuideManifest, VideoGuide } from '../src/shared/schemas/guides.ts';
import { startApp } from '../e2e/start-app.ts';
import { guideApi } from './api.ts';
import { guideTrack } from './captions.ts';
import { guideContext, runGuide, type Guide, type Story } from './guide.ts';
import { GUIDES, GUIDE_VIEWPORT, newStory } from './guides.ts';
import { encodeWebm, startScreencast } from './screencast.ts';
import { showTaps } from './taps.ts';

const MEDIA = path.join(import.meta.dirname, 'media');
/** Where the screen a failed step left is kept, to see what changed. */
const FAILURES = path.join(import.meta.dirname, '../test-results');

/** The address the videos show: the app's own, served from loopback through the browser. */
const PUBLIC_URL = 'https://oja.ng';
const running = process.env.GUIDE_BASE_URL;
const app = running
  ? { baseUrl: running, stop: async () => {} }
  : await startApp((loopback) => ({
      APP_URL: PUBLIC_URL,
      // The app reaches its own payment sandbox directly, not through the browser's mapping.
      PAYSTACK_BASE_URL: `${loopback}/sandbox/paystack`,
    }));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  // A beat between taps, so a viewer sees each one land.
  slowMo: 350,
});
try {
  const api = guideApi(app.baseUrl);
  const story = await newStory(api, Date.now().toString().slice(-8), Boolean(running));
  await rm(MEDIA, { recursive: true, force: true });
  await mkdir(MEDIA, { recursive: true });
  const guides: VideoGuide[] = [];
  let signedIn: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
  for (const guide of GUIDES) {
    const context = await browser.newContext({
      viewport: GUIDE_VIEWPORT,
      baseURL: running ? app.baseUrl : PUBLIC_URL,
      storageState: guide.ownSession ? undefined : signedIn,
    });
    await context.addInitScript(showTaps);
    if (!running) await servePublicAddress(context, app.baseUrl);
    guides.push(await record(context, guide, story, api));
    if (!guide.ownSession) signedIn = await context.storageState();
    await context.close();
  }
  const manifest: GuideManifest = { guides };
  await writeFile(path.join(MEDIA, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const files = await readdir(MEDIA);
  console.warn(`Wrote ${files.length} files to guide/media/`);
} finally {
  await browser.close();
  await app.stop();
}

/**
 * Requests to the public address are answered by the app on loopback, so screens that show their
 * own address (a store's link to share) show Oja's, not a machine's. Live updates are left out:
 * an event stream never ends, and nothing in the guide waits on one.
 */
async function servePublicAddress(context: BrowserContext, baseUrl: string) {
  await context.route(`${PUBLIC_URL}/**`, async (route) => {
    const request = route.request();
    if ((await request.allHeaders()).accept === 'text/event-stream') return route.abort();
    const response = await route.fetch({
      url: request.url().replace(PUBLIC_URL, baseUrl),
      maxRedirects: 0,
    });
    await route.fulfill({ response });
  });
}

async function record(
  context: BrowserContext,
  guide: Guide,
  story: Story,
  api: ReturnType<typeof guideApi>,
): Promise<VideoGuide> {
  const page = await context.newPage();
  const g = guideContext(page, api, story, true);
  await guide.setup(g);
  // Settled before the camera rolls (the live feeds keep the network busy for good).
  await page.waitForLoadState('load');
  await page.waitForTimeout(1500);
  const cast = await startScreencast(page);
  const timings = await runGuide(g, guide).catch(async (error: unknown) => {
    await page.screenshot({ path: path.join(FAILURES, `${guide.slug}.png`) });
    throw error;
  });
  const recording = await cast.stop();

  const partial = path.join(MEDIA, `${guide.slug}.partial.webm`);
  await encodeWebm(recording, partial);
  const webm = await readFile(partial);
  const stem = `${guide.slug}.${createHash('sha256').update(webm).digest('hex').slice(0, 10)}`;
  await rename(partial, path.join(MEDIA, `${stem}.webm`));

  const track = guideTrack(guide, timings, recording.toVideoTime, recording.duration);
  await writeFile(path.join(MEDIA, `${stem}.en.vtt`), track.captionsVtt);
  await writeFile(path.join(MEDIA, `${stem}.chapters.vtt`), track.chaptersVtt);
  // The poster says what the guide is about: the screen its first step opens, once settled.
  const opening = recording.frameAt(recording.toVideoTime(timings[0]!.end) - 0.1).jpeg;
  await sharp(opening)
    .resize({ width: 480 })
    .webp({ quality: 72 })
    .toFile(path.join(MEDIA, `${stem}.webp`));
  const { width, height } = await sharp(recording.frames[0]!.jpeg).metadata();
  console.warn(
    `${guide.title}: ${recording.duration.toFixed(1)} s, ${Math.round(webm.length / 1024)} KB`,
  );
  return {
    slug: guide.slug,
    title: guide.title,
    summary: guide.summary,
    video: `/guide/${stem}.webm`,
    captions: `/guide/${stem}.en.vtt`,
    chaptersTrack: `/guide/${stem}.chapters.vtt`,
    poster: `/guide/${stem}.webp`,
    // As encoded: VP9 keeps even sizes.
    width: Math.floor(width! / 2) * 2,
    height: Math.floor(height! / 2) * 2,
    duration: Math.round(recording.duration * 10) / 10,
    bytes: webm.length,
    recordedAt: new Date().toISOString(),
    chapters: track.chapters,
  };
}
