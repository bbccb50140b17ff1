/**
 * Lighthouse (mobile: its default emulated low-end phone and simulated slow 4G) on the pages
 * people arrive on from a shared link: home, /explore and each of its tabs, Shop Now, a storefront
 * (and one in a paid theme), the theme shop, the referral programme, a product, a post, a demo
 * creator's profile and /pricing, against the demo marketplace started as `npm start` does (fresh
 * embedded database, production web build), in Debian's Chromium. Prints performance, LCP, TBT,
 * CLS, accessibility and the JavaScript transferred. Figures only: nothing here passes or fails.
 * Each page is measured LIGHTHOUSE_RUNS times (3 unless set) and the run Lighthouse calls the
 * median (closest to the median first paint and time to interactive) is printed, with the range
 * of blocking time over all runs: on a shared two-core machine one run can be twice another.
 * Run: npm run bench:lighthouse   (CHROMIUM_PATH to use another Chromium; LIGHTHOUSE_PAGES=a,b
 * to run only the pages so named; LIGHTHOUSE_URL to measure an Oja already running)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
// Lighthouse's own choice of a representative run among several.
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { freePort } from '../src/server/db/embedded.ts';
import { runningDemoApp, startDemoApp } from './demo-app.ts';

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const TARGETS =
  'targets: performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.02, accessibility 100, SEO 100';

/** Debian's Chromium, headless, with the DevTools port Lighthouse drives. */
async function startChromium(profileDir: string): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profileDir}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i++) {
    const ready = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { port, child };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('Chromium did not open its DevTools port');
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'oja-lighthouse-'));
// LIGHTHOUSE_URL: an Oja already started with `npm start` (its production build and demo data).
const oja = process.env.LIGHTHOUSE_URL
  ? await runningDemoApp(process.env.LIGHTHOUSE_URL)
  : await startDemoApp();
const chromium = await startChromium(path.join(dir, 'chromium'));
try {
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
  const pages = (
    [
      ['home', '/'],
      ['explore', '/explore'],
      ['for you', '/explore/for-you'],
      ['following', '/explore/following'],
      ['creators', '/explore/creators'],
      ['shop now', '/shopper'],
      ['storefront', `/store/${oja.store}`],
      // A store in a paid theme (its heading font, its layout) and the theme shop.
      ['themed storefront', '/store/adire-lounge'],
      ['themes', '/themes'],
      ['refer and earn', '/referral'],
      ['product', `/product/${oja.product}`],
      ['post', `/post/${oja.post}`],
      ['creator profile', '/u/funmilayo_adebayo'],
      ['pricing', '/pricing'],
      // The other public pages, each with its own title, description and share image.
      ['about', '/about'],
      ['faq', '/faq'],
      ['support', '/support'],
      ['advertise', '/ads'],
      ['blog', '/blog'],
      ['article', '/blog/price-your-products-so-every-sale-pays'],
    ] as const
  ).filter(([name]) => !only || only.includes(name));

  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
  const rows: string[][] = [];
  for (const [name, pagePath] of pages) {
    const results: Result[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${oja.url}${pagePath}`, {
        port: chromium.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo'],
      });
      const lhr = result!.lhr;
      // A run Lighthouse could not finish (the page too slow to paint on a busy machine) says why.
      if (lhr.runtimeError)
        console.warn(`${name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      else results.push(lhr);
    }
    if (results.length === 0) continue;
    const lhr = computeMedianRun(results);
    const audit = (run: Result, id: string) => run.audits[id]?.numericValue ?? NaN;
    const blocking = results.map((run) => Math.round(audit(run, 'total-blocking-time')));
    const scriptBytes =
      (
        lhr.audits['resource-summary']?.details as
          { items?: { resourceType: string; transferSize: number }[] } | undefined
      )?.items?.find((i) => i.resourceType === 'script')?.transferSize ?? NaN;
    rows.push([
      name,
      String(Math.round((lhr.categories.performance?.score ?? 0) * 100)),
      `${(audit(lhr, 'largest-contentful-paint') / 1000).toFixed(1)} s`,
      `${Math.round(audit(lhr, 'total-blocking-time'))} ms`,
      `${Math.min(...blocking)}–${Math.max(...blocking)} ms`,
      audit(lhr, 'cumulative-layout-shift').toFixed(3),
      String(Math.round((lhr.categories.accessibility?.score ?? 0) * 100)),
      String(Math.round((lhr.categories.seo?.score ?? 0) * 100)),
      `${Math.round(scriptBytes / 1024)} KB`,
    ]);
  }
  const header = [
    'page',
    'performance',
    'LCP',
    'TBT',
    `TBT of ${runs} runs`,
    'CLS',
    'accessibility',
    'SEO',
    'JS transferred',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  for (const row of [header, ...rows])
    console.warn(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
  console.warn(TARGETS);
} finally {
  chromium.child.kill('SIGKILL');
  await oja.stop();
  rmSync(dir, { recursive: true, force: true });
}
