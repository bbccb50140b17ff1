import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
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

export type ServerProcess = {
  child: ChildProcess;
  /** Kills it without warning (no shutdown hooks run) and waits until it is gone. */
  crash: () => Promise<void>;
  /** Stops it as Ctrl-C would, and waits until it is gone. */
  stop: () => Promise<void>;
};

/**
 * Starts `npm start`'s entry point (`src/server/main.ts`) with this environment and resolves once
 * it says it is running. What it writes to stderr is kept for the error when it does not start.
 */
export function startServerProcess(
  env: NodeJS.ProcessEnv,
  timeoutMs = 45_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: ROOT,
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
  };
  let errors = '';
  child.stderr!.on('data', (chunk) => (errors = (errors + String(chunk)).slice(-4_000)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void handle.crash();
      reject(new Error(`the server did not start within ${timeoutMs} ms\n${errors}`));
    }, timeoutMs);
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
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
