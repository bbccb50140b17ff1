import type { Locator, Page } from 'playwright-core';
import type { GuideApi } from './api.ts';

/**
 * A video guide: chapters of steps, each step a caption (`say`) and what it does on the real
 * screens. The same steps are recorded into the video, written out as its captions and chapters,
 * shown as the guide's written version, and walked by the browser journeys, so the guide never
 * shows a screen that no longer exists.
 */
export type Guide = {
  slug: string;
  title: string;
  summary: string;
  /** Played by someone other than the story's seller, who signs in during set-up. */
  ownSession?: boolean;
  /** Off camera: what happens before the video starts (sign in, an order arriving). */
  setup: (g: GuideContext) => Promise<void>;
  chapters: Chapter[];
};
export type Chapter = { title: string; steps: Step[] };
export type Step = { say: string; do: (g: GuideContext) => Promise<void> };

/** What the guides share as the story goes on: one new seller, from opening to getting paid. */
export type Story = {
  stamp: string;
  seller: { email: string; password: string; token: string };
  storeName: string;
  handle: string;
  productName: string;
  businessId: string;
  productId: string;
  orderNumber: string;
  orderId: string;
  shopperToken: string;
};

export type GuideContext = {
  page: Page;
  api: GuideApi;
  story: Story;
  /** Recording: typed key by key and held for the caption; checking: as fast as it goes. */
  recording: boolean;
  type: (target: Locator, text: string) => Promise<void>;
  /** Taps an entry of the signed-in menu, opening the phone's menu first. */
  menu: (name: string) => Promise<void>;
  /** Waits for what a step leads to (longer than Playwright's default for money on the way). */
  see: (target: Locator, timeout?: number) => Promise<void>;
};

/** Signs in on the login page, as anyone does. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail, phone or username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
}

/** When a step started and ended, in seconds of the wall clock. */
export type StepTiming = { chapter: number; step: number; start: number; end: number };

/** How long a caption stays after its step: enough to read it, never a dull wait. */
export function holdMs(say: string): number {
  const words = say.split(/\s+/).length;
  return Math.min(4000, Math.max(1800, words * 280));
}

/** Walks a guide's steps on `g.page`, reporting when each started and ended. */
export async function runGuide(g: GuideContext, guide: Guide): Promise<StepTiming[]> {
  const timings: StepTiming[] = [];
  for (const [c, chapter] of guide.chapters.entries()) {
    for (const [s, step] of chapter.steps.entries()) {
      const start = Date.now() / 1000;
      try {
        await step.do(g);
      } catch (error) {
        throw new Error(`${guide.title} › ${chapter.title} › "${step.say}": ${String(error)}`, {
          cause: error,
        });
      }
      if (g.recording) await g.page.waitForTimeout(holdMs(step.say));
      timings.push({ chapter: c, step: s, start, end: Date.now() / 1000 });
    }
  }
  return timings;
}

/** The context for one guide on a page; `recording` slows typing down to a person's pace. */
export function guideContext(
  page: Page,
  api: GuideApi,
  story: Story,
  recording: boolean,
): GuideContext {
  const narrow = (page.viewportSize()?.width ?? 0) < 992;
  return {
    page,
    api,
    story,
    recording,
    type: async (target, text) => {
      if (!recording) return target.fill(text);
      await target.click();
      await target.fill('');
      await target.pressSequentially(text, { delay: 55 });
    },
    menu: async (name) => {
      if (narrow) await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('navigation', { name: 'Menu' })
        .getByRole('link', { name, exact: true })
        .click();
    },
    see: (target, timeout = 15_000) => target.first().waitFor({ state: 'visible', timeout }),
  };
}
