import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from '../src/server/db/embedded.ts';
import { buildWebApp } from '../src/server/web-build.ts';

const root = path.resolve(import.meta.dirname, '..');

/** The settings the journeys (and the video guide, which drives the same screens) run Oja with. */
function journeyEnv(dataDir: string, port: number, distDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    WEB_DIST_DIR: distDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    // The journeys sign up and log in, all from this one address, faster than people do.
    SIGNUPS_PER_MINUTE: '200',
    LOGINS_PER_MINUTE: '200',
    CODES_PER_ADDRESS_PER_HOUR: '1000',
    FAILED_LOGINS_PER_ADDRESS_PER_HOUR: '1000',
    // The demo's accounts are told of every journey's orders and answers within the hour.
    OFF_APP_MESSAGES_PER_HOUR: '1000',
    // A confirmed payout account is usable at once, so a journey can withdraw to it.
    PAYOUT_HOLD_HOURS: '0',
    // A creator made by a journey meets the verification checklist with two posts and followers.
    BADGE_CREATOR_MIN_POSTS: '2',
    BADGE_CREATOR_MIN_FOLLOWERS: '2',
    // Searches counted for sellers are written every 200 ms, so a journey sees them at once.
    SEARCH_INSIGHTS_FLUSH_MS: '200',
    ADS_FLUSH_MS: '200',
    ADS_REFRESH_MS: '500',
  };
  // The app of the journeys keeps to itself, as `npm start` does: its own database and its
  // rate-limit counters in memory, whatever the API suite running beside it is pointed at.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  return env;
}

/**
 * Builds the web app, then starts Oja on a fresh embedded database with the demo marketplace and
 * a free loopback port (`overrides` change its settings). `stop` ends it and removes its data.
 * `build: false` serves the build already made (a journey starting a second app beside the
 * journeys' own).
 */
export async function startApp(
  overrides: (baseUrl: string) => NodeJS.ProcessEnv = () => ({}),
  { build = true }: { build?: boolean } = {},
): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const distDir = path.join(root, 'dist/web');
  if (build) await buildWebApp(distDir);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'oja-e2e-'));
  // PostgreSQL runs as its own user when the tests run as root: let it reach its folder.
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'e2e/serve.ts')], {
    cwd: root,
    env: { ...journeyEnv(dataDir, port, distDir), ...overrides(`http://127.0.0.1:${port}`) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Oja did not start within 90 s')), 90_000);
    child.once('exit', (code) => reject(new Error(`Oja exited with ${code} while starting`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('Oja is running at')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
