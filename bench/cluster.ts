/**
 * Oja past one machine, on loopback: a PostgreSQL primary and a streaming standby made from it
 * with `pg_basebackup` (Debian's PostgreSQL tools), Redis (REDIS_URL, database 7 by default),
 * three app instances (`src/server/main.ts`, as `npm start` runs it) reading from the standby,
 * and nginx (Debian's) in front with deploy/nginx/oja.conf, the file docs/deploy.md shows.
 *
 * A bounded mixed load runs through nginx for BENCH_SECONDS (150): browsing, searching, likes,
 * messages to the shop (each a nudge on the vendor's live streams), checkouts paid on the
 * sandbox (whose webhooks come back through nginx), product edits read back at once, uploads,
 * withdrawals and ad impressions. During it one instance is killed (SIGKILL) and started again,
 * another is restarted gracefully (SIGTERM, as a rolling deploy does), and the standby is
 * stopped for 30 s. Then it prints one line per figure.
 *
 * Run: npm run bench:cluster   (as root, PostgreSQL runs as the postgres user)
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { connectDatabase } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { freePort, startPostgresPair } from '../src/server/testing/pg-standby.ts';
import {
  startServerProcess,
  stubWebBuild,
  type ServerProcess,
} from '../src/server/testing/server-process.ts';
import { checkClusterBooks, replicaReads, type Disruption } from './cluster-books.ts';
import { runClusterLoad } from './cluster-load.ts';
import { makeClusterWorld } from './cluster-world.ts';
import { startNginx } from './cluster-nginx.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 150);
const REPLICA_OUTAGE_S = 30;
const API_KEY = 'bench-key';
const METRICS_TOKEN = 'bench-metrics-token-0123456789';
const say = (line: string) => console.warn(line);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const work = mkdtempSync(path.join(os.tmpdir(), 'oja-bench-cluster-'));
const started = Date.now();
const pair = await startPostgresPair();
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/7';
const servers: (ServerProcess | undefined)[] = [];
let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;

try {
  const admin = connectDatabase(pair.primaryUrl('postgres'), 1);
  await admin.pool.query('CREATE DATABASE oja');
  await admin.close();
  const database = connectDatabase(pair.primaryUrl('oja'), 5);
  await runMigrations(database.db);
  const redis = new Redis(redisUrl);
  await redis.flushdb();
  await redis.quit();

  const ports = [await freePort(), await freePort(), await freePort()];
  const nginxPort = await freePort();
  const baseUrl = `http://127.0.0.1:${nginxPort}`;
  mkdirSync(path.join(work, 'data'), { recursive: true });
  const env = (port: number): NodeJS.ProcessEnv => ({
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: baseUrl,
    TRUST_PROXY: 'true',
    DATABASE_URL: pair.primaryUrl('oja'),
    DATABASE_READ_URL: pair.standbyUrl('oja'),
    REDIS_URL: redisUrl,
    // One uploads folder for all, as S3 would be: any instance serves any upload.
    DATA_DIR: path.join(work, 'data'),
    WEB_DIST_DIR: stubWebBuild(path.join(work, 'web')),
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    API_KEYS: API_KEY,
    METRICS_TOKEN,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    PAYOUT_HOLD_HOURS: '0',
    WALLET_CARD_HOLD_DAYS: '0',
  });
  const world = await makeClusterWorld(database, env(ports[0]!), { 'x-api-key': API_KEY });
  for (const [i, port] of ports.entries()) servers[i] = await startServerProcess(env(port));
  nginx = await startNginx(path.join(work, 'nginx'), nginxPort, ports);
  say(
    `cluster: primary + standby, Redis, ${ports.length} instances and nginx up in ${((Date.now() - started) / 1000).toFixed(0)} s; load for ${SECONDS} s`,
  );

  const first = await database.pool.query<{ id: string }>(
    'SELECT coalesce(max(id), 0) AS id FROM live_events',
  );
  const load = runClusterLoad(world, baseUrl, API_KEY, SECONDS);
  let streamsOpen = true;
  const streams = [0, 1, 2].map(() => load.streaming(() => !streamsOpen));

  const disruptions: Disruption[] = [];
  async function disrupt(at: number, what: Disruption['what'], act: () => Promise<void>) {
    await sleep(at * 1000);
    const d: Disruption = { what, from: Date.now(), to: Infinity };
    disruptions.push(d);
    await act();
    d.to = Date.now();
    say(`  ${what}: ${((d.to - d.from) / 1000).toFixed(1)} s`);
  }
  const restart = async (i: number, how: 'crash' | 'stop') => {
    const asked = Date.now();
    const stopping = servers[i]!;
    await stopping[how]();
    const gone = Date.now();
    const drained = stopping.said().find((line) => /^(Stopped in|Still busy)/.test(line));
    if (drained) say(`  instance ${i + 1}: ${drained}`);
    servers[i] = await startServerProcess(env(ports[i]!));
    say(
      `  instance ${i + 1}: gone ${((gone - asked) / 1000).toFixed(1)} s after the signal, serving again ${((Date.now() - gone) / 1000).toFixed(1)} s later`,
    );
  };
  await Promise.all([
    load.done,
    disrupt(SECONDS * 0.15, 'instance 1 killed (SIGKILL) and started again', () =>
      restart(0, 'crash'),
    ),
    disrupt(SECONDS * 0.4, 'instance 2 restarted gracefully (SIGTERM)', () => restart(1, 'stop')),
    disrupt(SECONDS * 0.6, `standby stopped for ${REPLICA_OUTAGE_S} s`, async () => {
      await pair.stopStandby();
      await sleep(REPLICA_OUTAGE_S * 1000);
      await pair.startStandby();
    }),
  ]);
  const reads = await replicaReads(ports, METRICS_TOKEN);
  const books = await checkClusterBooks(database.db, world, load.tally, first.rows[0]!.id, say);
  streamsOpen = false;
  await Promise.race([Promise.all(streams), sleep(30_000)]);
  books.print(disruptions, SECONDS, reads);
  await database.close();
} finally {
  for (const s of servers) await s?.stop().catch(() => {});
  await nginx?.stop();
  await pair.stop();
  rmSync(work, { recursive: true, force: true });
}
