/**
 * Lighthouse (mobile: its default emulated low-end phone and simulated slow 4G) on the pages
 * people arrive on from a shared link: home, /explore, a storefront and a product page, against
 * the demo marketplace started as `npm start` does (fresh embedded database, production web
 * build), in Debian's Chromium. Prints performance, LCP, TBT, CLS, accessibility and the
 * JavaScript transferred. Figures only: nothing here passes or fails.
 * Run: npm run bench:lighthouse   (CHROMIUM_PATH to use another Chromium)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import lighthouse from 'lighthouse';
import { freePort } from '../src/server/db/embedded.ts';

const root = path.resolve(import.meta.dirname, '..');
const API_KEY = 'bench-web-key';
const TARGETS =
  'targets: performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.05, accessibility 100';

/** The app as `npm start` runs it, on a fresh data directory and a free loopback port. */
async function startOja(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'src/server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'web'),
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      API_KEYS: API_KEY,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('Oja did not start within 5 minutes')),
      300_000,
    );
    child.once('exit', (code) => reject(new Error(`Oja exited with ${code} while starting`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('Oja is running at')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

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
const oja = await startOja(dir);
const chromium = await startChromium(path.join(dir, 'chromium'));
try {
  const get = (p: string) =>
    fetch(`${oja.url}/api/v1${p}`, { headers: { 'x-api-key': API_KEY } }).then(
      async (r) =>
        ((await r.json()) as { data: { results: { _id: string; handle: string }[] } }).data,
    );
  const [store] = (await get('/businesses?limit=1')).results;
  const [product] = (await get('/products?limit=1')).results;
  const pages = [
    ['home', '/'],
    ['explore', '/explore'],
    ['storefront', `/store/${store!.handle}`],
    ['product', `/product/${product!._id}`],
  ] as const;

  const rows: string[][] = [];
  for (const [name, pagePath] of pages) {
    const result = await lighthouse(`${oja.url}${pagePath}`, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const lhr = result!.lhr;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const scriptBytes =
      (
        lhr.audits['resource-summary']?.details as
          { items?: { resourceType: string; transferSize: number }[] } | undefined
      )?.items?.find((i) => i.resourceType === 'script')?.transferSize ?? NaN;
    rows.push([
      name,
      String(Math.round((lhr.categories.performance?.score ?? 0) * 100)),
      `${(audit('largest-contentful-paint') / 1000).toFixed(1)} s`,
      `${Math.round(audit('total-blocking-time'))} ms`,
      audit('cumulative-layout-shift').toFixed(3),
      String(Math.round((lhr.categories.accessibility?.score ?? 0) * 100)),
      `${Math.round(scriptBytes / 1024)} KB`,
    ]);
  }
  const header = ['page', 'performance', 'LCP', 'TBT', 'CLS', 'accessibility', 'JS transferred'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  for (const row of [header, ...rows])
    console.warn(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
  console.warn(TARGETS);
} finally {
  chromium.child.kill('SIGKILL');
  oja.child.kill('SIGTERM');
  await new Promise((r) => oja.child.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
}
