import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Config } from '../config.ts';
import { freePort } from '../db/embedded.ts';
import { ssrDirOf } from '../plugins/page-render.ts';

/** The repository's root, where `npm start` runs `src/server/main.ts`. */
const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * A stand-in for the built web app under `dir` (its page and its server renderer), so the real
 * server starts without building the web app when only its API is called.
 */
export function stubWebBuild(dir: string): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Oja</title>');
  const ssr = ssrDirOf(dir);
  mkdirSync(ssr, { recursive: true });
  writeFileSync(
    path.join(ssr, 'entry-server.js'),
    'export const createPageRenderer = () => async () => null;\n',
  );
  return dir;
}

/**
 * The environment `npm start` gets in a test: the test's database and secrets, a loopback port,
 * files under `work`, no demo data, no logs; `extra` adds or overrides settings.
 */
export async function serverProcessEnv(
  test: { databaseUrl: string; config: Config },
  work: string,
  extra: NodeJS.ProcessEnv = {},
): Promise<NodeJS.ProcessEnv> {
  const port = await freePort();
  return {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: test.databaseUrl,
    DATA_DIR: path.join(work, 'data'),
    WEB_DIST_DIR: stubWebBuild(path.join(work, 'web')),
    JWT_SECRET: test.config.jwtSecret,
    API_KEYS: test.config.apiKeys.join(','),
    PAYSTACK_SECRET_KEY: test.config.payments.secretKey,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    ...extra,
  };
}

export type ServerProcess = {
  child: ChildProcess;
  /** Kills it without warning (no shutdown hooks run) and waits until it is gone. */
  crash: () => Promise<void>;
  /** Stops it as Ctrl-C would, and waits until it is gone. */
  stop: () => Promise<void>;
  /** The lines it printed last (its own messages: it logs elsewhere). */
  said: () => string[];
};

/**
 * Starts `npm start`'s entry point (`src/server/main.ts`) with this environment and resolves once
 * it says it is running. What it writes to stderr is kept for the error when it does not start.
 * `root` is where the code is (another release's, checked out elsewhere).
 */
export function startServerProcess(
  env: NodeJS.ProcessEnv,
  timeoutMs = 45_000,
  root = ROOT,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const end = async (signal: NodeJS.Signals) => {
    if (!gone()) child.kill(signal);
    await exited;
  };
  const handle: ServerProcess = {
    child,
    crash: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
    said: () => [...said],
  };
  const said: string[] = [];
  let errors = '';
  child.stderr!.on('data', (chunk) => (errors = (errors + String(chunk)).slice(-4_000)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void handle.crash();
      reject(new Error(`the server did not start within ${timeoutMs} ms\n${errors}`));
    }, timeoutMs);
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      said.push(line);
      if (said.length > 20) said.shift();
      if (!line.startsWith('Oja is running')) return;
      clearTimeout(timer);
      resolve(handle);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${signal ?? code}) before it started\n${errors}`));
    });
  });
}
