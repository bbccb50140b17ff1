import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectDatabase, type Database } from '../src/server/db/client.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../src/server/db/embedded.ts';
import { runMigrations } from '../src/server/db/migrate.ts';

export type Figures = { name: string; reqPerSec: number; p50: number; p99: number; errors: number };

/** A migrated database for a benchmark: BENCH_DATABASE_URL, or embedded PostgreSQL in a temp dir. */
export async function benchDatabase(): Promise<Database & { dispose: () => Promise<void> }> {
  const external = process.env.BENCH_DATABASE_URL;
  if (external) {
    const database = connectDatabase(external, 20);
    await runMigrations(database.db);
    return { ...database, dispose: database.close };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'oja-bench-pg-'));
  const pg = await startEmbeddedPostgres(dir);
  await ensureDatabase(pg.url('postgres'), 'oja');
  const database = connectDatabase(pg.url('oja'), 20);
  await runMigrations(database.db);
  return {
    ...database,
    dispose: async () => {
      await database.close();
      await pg.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One bounded autocannon run against a loopback URL. */
export async function measure(
  name: string,
  url: string,
  opts: {
    headers?: Record<string, string>;
    seconds?: number;
    connections?: number;
    /** Rewrites each request before it is sent (autocannon's `setupRequest`). */
    setupRequest?: (request: { path: string }) => { path: string };
  } = {},
): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: opts.connections ?? 50,
    duration: opts.seconds ?? Number(process.env.BENCH_SECONDS ?? 10),
    headers: opts.headers ?? {},
    // autocannon only calls `setupRequest` given per entry of `requests` (a top-level one is
    // ignored, and every request would ask the same URL).
    ...(opts.setupRequest ? { requests: [{ setupRequest: opts.setupRequest }] } : {}),
  } as autocannon.Options);
  return {
    name,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export function printTable(rows: Figures[]): void {
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(34) : c.padStart(10))).join('');
  console.warn(line(['scenario', 'req/s', 'p50 ms', 'p99 ms', 'errors']));
  for (const r of rows)
    console.warn(
      line([r.name, String(r.reqPerSec), String(r.p50), String(r.p99), String(r.errors)]),
    );
}

/** Starts a bench server script with the same Node and waits for its one-line JSON greeting. */
export async function startChild<T>(
  script: string,
): Promise<{ info: T; stop: () => Promise<void> }> {
  const { spawn } = await import('node:child_process');
  const { createInterface } = await import('node:readline');
  const child = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines = createInterface({ input: child.stdout });
  const info = await new Promise<T>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    lines.on('line', (line) => {
      if (line.startsWith('{')) resolve(JSON.parse(line) as T);
    });
  });
  return {
    info,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
