import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from '../src/server/db/embedded.ts';

const root = path.resolve(import.meta.dirname, '..');

/** The API key the benchmarks' demo app accepts. */
export const DEMO_API_KEY = 'bench-web-key';

export type DemoApp = {
  url: string;
  /** A store handle, a product id and a post id (one with photos) of the demo marketplace. */
  store: string;
  product: string;
  post: string;
  stop: () => Promise<void>;
};

/**
 * An Oja already running at `url` (as `npm start` runs it, with the demo data): its store,
 * product and post, read through the API with the key its pages carry. Stopping it is its
 * owner's business.
 */
export async function runningDemoApp(url: string): Promise<DemoApp> {
  const home = await (await fetch(url)).text();
  const apiKey = /<meta name="oja-api-key" content="([^"]*)"/.exec(home)?.[1] ?? DEMO_API_KEY;
  const get = async (p: string) =>
    (
      (await (await fetch(`${url}/api/v1${p}`, { headers: { 'x-api-key': apiKey } })).json()) as {
        data: { results: { _id: string; handle: string }[] };
      }
    ).data.results[0]!;
  return {
    url,
    store: (await get('/businesses?limit=1')).handle,
    product: (await get('/products?limit=1'))._id,
    post: (await get('/posts?limit=1'))._id,
    stop: async () => {},
  };
}

/**
 * The app as `npm start` runs it (fresh embedded database, demo data, production web build with
 * its server renderer) on a fresh data directory and a free loopback port.
 */
export async function startDemoApp(): Promise<DemoApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'oja-bench-app-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'src/server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'web'),
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      API_KEYS: DEMO_API_KEY,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
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
  const url = `http://127.0.0.1:${port}`;
  return {
    ...(await runningDemoApp(url)),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
