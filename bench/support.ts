import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { connectDatabase, type Database, type Db } from '../src/server/db/client.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../src/server/db/embedded.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { lastMessageTo, tokenIn } from '../src/server/testing/outbox.ts';

export type Figures = { name: string; reqPerSec: number; p50: number; p99: number; errors: number };

/** A migrated database for a benchmark: BENCH_DATABASE_URL, or embedded PostgreSQL in a temp dir. */
export async function benchDatabase(): Promise<
  Database & { url: string; dispose: () => Promise<void> }
> {
  const external = process.env.BENCH_DATABASE_URL;
  if (external) {
    const database = connectDatabase(external, 20);
    await runMigrations(database.db);
    return { ...database, url: external, dispose: database.close };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'oja-bench-pg-'));
  const pg = await startEmbeddedPostgres(dir);
  await ensureDatabase(pg.url('postgres'), 'oja');
  const database = connectDatabase(pg.url('oja'), 20);
  await runMigrations(database.db);
  return {
    ...database,
    url: pg.url('oja'),
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
    /**
     * Paths each connection asks in turn, built once: the load generator does no work per
     * request beyond the bare route's, so the two compare fairly. Every connection starts at the
     * first, so use it only where repeats are meant (a cached mix).
     */
    paths?: string[];
    /**
     * Rewrites each request before it is sent (autocannon's `setupRequest`): for paths that must
     * not repeat across connections; it rebuilds every request, which costs the load generator.
     */
    setupRequest?: (request: { path: string }) => {
      path: string;
      headers?: Record<string, string>;
    };
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
    ...(opts.paths ? { requests: opts.paths.map((path) => ({ method: 'GET', path })) } : {}),
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
  args: string[] = [],
): Promise<{ info: T; stop: () => Promise<void> }> {
  const { spawn } = await import('node:child_process');
  const { createInterface } = await import('node:readline');
  const child = spawn(process.execPath, [script, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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

/**
 * Registers buyer `n` of a bench (`{name}{n}@bench.oja.ng`, handle `{name}_buyer_{n}`) through the
 * API of an app built in-process, and returns its access token.
 */
export async function registerBenchBuyer(
  app: FastifyInstance,
  apiKey: string,
  { name, n, phoneNumber }: { name: string; n: number; phoneNumber: string },
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/users',
    headers: { 'x-api-key': apiKey },
    payload: {
      firstName: name[0]!.toUpperCase() + name.slice(1),
      lastName: `Buyer${n}`,
      email: `${name}${n}@bench.oja.ng`,
      phoneCode: '+234',
      phoneNumber,
      handle: `${name}_buyer_${n}`,
      password: 'correct-horse-42',
    },
  });
  if (res.statusCode !== 201) throw new Error(`register ${res.statusCode} ${res.body}`);
  return res.json().data.accessToken as string;
}

/**
 * Adds a payout account (GTBank, a sandbox test account number) for a user through the API of an
 * app built in-process, and confirms it with the code sent to the user's e-mail (the dev outbox).
 * With the app's payout hold at 0 the account can take withdrawals at once.
 */
export async function confirmPayoutAccount(
  app: FastifyInstance,
  db: Db,
  user: { id: string; token: string; email: string },
  accountNumber: string,
  apiKey: string,
): Promise<void> {
  const headers = { 'x-api-key': apiKey, authorization: `Bearer ${user.token}` };
  const added = await app.inject({
    method: 'POST',
    url: '/api/v1/payments/accounts',
    headers,
    payload: { accountNumber, bankCode: '058' },
  });
  if (added.statusCode !== 201) throw new Error(`adding a payout account: ${added.body}`);
  const code = tokenIn((await lastMessageTo(db, user.email)).body, 'Confirmation code');
  const confirmed = await app.inject({
    method: 'POST',
    url: `/api/v1/payments/accounts/${user.id}/confirm`,
    headers,
    payload: { accountId: added.json().data.account._id, code },
  });
  if (confirmed.statusCode !== 200)
    throw new Error(`confirming a payout account: ${confirmed.body}`);
}

/** The 50th and 99th percentiles of durations in milliseconds. */
export function percentiles(durations: number[]): { p50: number; p99: number } {
  const sorted = [...durations].sort((a, b) => a - b);
  const pct = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return { p50: pct(0.5), p99: pct(0.99) };
}

/**
 * The app as production runs it, on a loopback port, with sign-up and login limits lifted: the
 * benchmark's set-up registers thousands of users from one address. Answers the app, its address
 * and the API key header.
 */
export async function startBenchApp(db: Db) {
  const base = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    API_KEYS: 'bench-key',
    PAYSTACK_SECRET_KEY: 'sk_test_bench_unused',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
  });
  const relaxed = { max: 1_000_000, timeWindowMs: 60_000 };
  const config = { ...base, rateLimits: { ...base.rateLimits, register: relaxed, login: relaxed } };
  const app = await buildApp({ config, db, logger: false });
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, appUrl, config, headers: { 'x-api-key': 'bench-key' } };
}

/**
 * The server's configuration for a bench's set-up, made in-process before the server starts:
 * sign-ups and payout-account changes from one address are not limited.
 */
export function setUpConfig(env: NodeJS.ProcessEnv) {
  const base = loadConfig(env);
  const relaxed = { max: 1_000_000, timeWindowMs: 60_000 };
  return {
    ...base,
    rateLimits: {
      ...base.rateLimits,
      register: relaxed,
      bankAccountLookup: relaxed,
      payoutAccountChange: relaxed,
    },
  };
}
