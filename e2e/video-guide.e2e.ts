import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatClock as clock } from '../src/shared/clock.ts';
import type { GuideManifest } from '../src/shared/schemas/guides.ts';
import { guideApi } from '../guide/api.ts';
import { guideContext, runGuide } from '../guide/guide.ts';
import { GUIDES, GUIDE_VIEWPORT, newStory } from '../guide/guides.ts';
import { call } from './api.ts';
import {
  baseUrl,
  checkScreen,
  goToMenu,
  launchBrowser,
  logIn,
  openPage,
  VIEWPORTS,
} from './support.ts';

const VENDOR = { username: 'tunde@oja.ng', password: 'oja-vendor-2026' };
const manifest = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../guide/media/manifest.json'), 'utf8'),
) as GuideManifest;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('the video guide is current', () => {
  it('the recorded captions are the steps the guide walks today (else: npm run guide:record)', () => {
    const recorded = manifest.guides.map((g) => ({
      slug: g.slug,
      title: g.title,
      chapters: g.chapters.map((c) => ({ title: c.title, steps: c.steps.map((s) => s.say) })),
    }));
    const walked = GUIDES.map((g) => ({
      slug: g.slug,
      title: g.title,
      chapters: g.chapters.map((c) => ({ title: c.title, steps: c.steps.map((s) => s.say) })),
    }));
    expect(recorded).toEqual(walked);
  });

  it("every step of every guide still works on today's screens, from a new seller to a paid ad", async () => {
    const api = guideApi(baseUrl());
    const story = await newStory(api, `9${Date.now().toString().slice(-7)}`);
    let signedIn: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
    for (const guide of GUIDES) {
      const context = await browser.newContext({
        viewport: GUIDE_VIEWPORT,
        baseURL: baseUrl(),
        storageState: guide.ownSession ? undefined : signedIn,
      });
      const page = await context.newPage();
      const g = guideContext(page, api, story, false);
      await guide.setup(g);
      const timings = await runGuide(g, guide);
      expect(timings.length).toBe(guide.chapters.flatMap((c) => c.steps).length);
      if (!guide.ownSession) signedIn = await context.storageState();
      await context.close();
    }
  }, 240_000);
});

describe.each(VIEWPORTS)('the video guide at $width px', (viewport) => {
  it('a vendor opens it from the menu, plays a video with captions and jumps to a chapter', async () => {
    const session = await call<{ user: { businesses: { _id: string }[] } }>(
      'POST',
      '/users/login',
      undefined,
      VENDOR,
    );
    const businessId = session.user.businesses[0]!._id;
    const page = await openPage(browser, viewport);
    await logIn(page, VENDOR.username, VENDOR.password);
    await page.goto(`/vendor/${businessId}`);
    await goToMenu(page, viewport, 'Video guide');
    await page.waitForURL(`**/vendor/${businessId}/video`);
    for (const guide of manifest.guides)
      await page.getByRole('heading', { name: guide.title, level: 2 }).waitFor();
    // The written version: every step is on the page, whether or not a video plays.
    const first = manifest.guides[0]!;
    for (const step of first.chapters.flatMap((c) => c.steps))
      await page.getByText(step.say, { exact: true }).waitFor();
    await checkScreen(page, 'video-guide', viewport);

    const video = page.getByLabel(`Video: ${first.title}`);
    await video.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      await v.play();
    });
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeGreaterThan(1);
    const captions = await video.evaluate((v: HTMLVideoElement) => {
      const track = [...v.textTracks].find((t) => t.kind === 'captions')!;
      return {
        mode: track.mode,
        cues: track.cues?.length ?? 0,
        showing: track.activeCues?.length ?? 0,
      };
    });
    expect(captions).toEqual({
      mode: 'showing',
      cues: first.chapters.flatMap((c) => c.steps).length,
      showing: 1,
    });

    const chapter = first.chapters[2]!;
    const from = new RegExp(`^Play from ${clock(chapter.start)}\\s*${chapter.title}$`);
    await page.getByRole('button', { name: from }).first().click();
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeGreaterThanOrEqual(chapter.start);
    await page.context().close();
  });
});
