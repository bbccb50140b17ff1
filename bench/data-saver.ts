/**
 * What data saver saves, on the demo marketplace started as `npm start` does: the bytes of every
 * product photo's three copies (1920 px, 400 px thumbnail, 200 px data saver copy), and the
 * picture bytes a product page downloads in Debian's Chromium at 375 and 1280 px, with data saver
 * off and on. The "400 px bytes per 200 px byte" figure is what the account screen's weekly
 * estimate uses (`NORMAL_BYTES_PER_SMALL_BYTE` in src/web/lib/downloads.ts). Figures only.
 * Run: npm run bench:data-saver   (DATA_SAVER_URL to measure an Oja already running)
 */
import { chromium } from 'playwright-core';
import { smallUrl, thumbnailUrl } from '../src/shared/media.ts';
import { DEMO_API_KEY, runningDemoApp, startDemoApp } from './demo-app.ts';

const app = process.env.DATA_SAVER_URL
  ? await runningDemoApp(process.env.DATA_SAVER_URL)
  : await startDemoApp();
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

try {
  const home = await (await fetch(app.url)).text();
  const apiKey = /<meta name="oja-api-key" content="([^"]*)"/.exec(home)?.[1] ?? DEMO_API_KEY;
  const list = (await (
    await fetch(`${app.url}/api/v1/products?limit=50&view=card`, {
      headers: { 'x-api-key': apiKey },
    })
  ).json()) as { data: { results: { photo: string | null }[] } };
  const photos = [...new Set(list.data.results.flatMap((p) => (p.photo ? [p.photo] : [])))];
  const bytes = async (url: string) =>
    (await (await fetch(`${app.url}${url}`)).arrayBuffer()).byteLength;
  const sum = { full: 0, thumb: 0, small: 0 };
  for (const photo of photos) {
    sum.full += await bytes(photo);
    sum.thumb += await bytes(thumbnailUrl(photo));
    sum.small += await bytes(smallUrl(photo));
  }
  console.warn(`${photos.length} product photos: average per photo`);
  console.warn(`  1920 px ${kb(sum.full / photos.length)}`);
  console.warn(`  400 px  ${kb(sum.thumb / photos.length)}`);
  console.warn(`  200 px  ${kb(sum.small / photos.length)}`);
  console.warn(`  400 px bytes per 200 px byte: ${(sum.thumb / sum.small).toFixed(2)}`);
  console.warn(`  1920 px bytes per 200 px byte: ${(sum.full / sum.small).toFixed(2)}`);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  for (const width of [375, 1280]) {
    const figures: string[] = [];
    for (const saver of [false, true]) {
      const context = await browser.newContext({
        viewport: { width, height: 800 },
        extraHTTPHeaders: saver ? { 'save-data': 'on' } : {},
      });
      // The browser's own data saver: the header on every request, and the page can tell.
      if (saver)
        await context.addInitScript(() =>
          Object.defineProperty(navigator, 'connection', {
            value: { saveData: true, effectiveType: '4g' },
          }),
        );
      const page = await context.newPage();
      const sizes: Promise<number>[] = [];
      page.on('response', (r) => {
        if (r.request().resourceType() === 'image')
          sizes.push(
            r.body().then(
              (b) => b.length,
              () => 0,
            ),
          );
      });
      await page.goto(`${app.url}/product/${app.product}`);
      await page.waitForFunction(() => [...document.images].every((i) => i.complete));
      await page.waitForTimeout(1000);
      const total = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
      figures.push(`${saver ? 'on' : 'off'} ${kb(total)}`);
      await context.close();
    }
    console.warn(`product page pictures at ${width} px: data saver ${figures.join(', ')}`);
  }
  await browser.close();
} finally {
  await app.stop();
}
