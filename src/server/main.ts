import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/open.ts';
import { openReadReplica } from './db/replica.ts';
import { Redis } from 'ioredis';
import { DEMO_SIGN_INS, seedDemoData } from './seed/demo.ts';
import { DEMO_STAFF_FACTOR_KEY } from './seed/staff.ts';
import { storageFor } from './integrations/storage.ts';
import { createServices, warmInBackground } from './services.ts';
import { buildWebApp } from './web-build.ts';
import { ssrDirOf } from './plugins/page-render.ts';
import { openJobQueue, startJobs } from './jobs/jobs.ts';
import { currentRequestId } from './request-context.ts';

const say = (line: string) => process.stdout.write(`${line}\n`);
/** How long a stopping instance may take to drain (under the usual 30 s before a SIGKILL). */
const SHUTDOWN_GRACE_MS = 25_000;

/** The first start of a fresh clone builds the web app; later starts reuse the build. */
async function ensureWebBuild(config: Config): Promise<void> {
  const built = [
    path.join(config.webDistDir, 'index.html'),
    path.join(ssrDirOf(config.webDistDir), 'entry-server.js'),
  ];
  if (built.every((file) => existsSync(file))) return;
  say('Building the web app (first start only)…');
  await buildWebApp(config.webDistDir);
}

/** Error reporting, when SENTRY_DSN is set; otherwise its SDK is not even loaded. */
async function startTelemetry(config: Config) {
  if (!config.sentry) return undefined;
  const { startServerTelemetry } = await import('./telemetry/sentry.ts');
  return startServerTelemetry(config.sentry);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const telemetry = await startTelemetry(config);
  await ensureWebBuild(config);
  const database = await openDatabase(config, say);
  const replica =
    config.readReplica &&
    openReadReplica(database, config.readReplica.url, { maxLagMs: config.readReplica.maxLagMs });
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let jobs: Awaited<ReturnType<typeof startJobs>> | undefined;
  let redis: Redis | undefined;
  let stopping = false;

  /**
   * Drains, then exits (SIGTERM from a deploy, Ctrl-C): no new connections, requests in flight
   * answered, live streams told to come back later (to another instance), running jobs
   * finished. What is not done within the grace period is left to the other instances and to
   * the jobs' retries.
   */
  async function shutdown(code: number): Promise<void> {
    if (stopping) return;
    stopping = true;
    let waitingFor = 'starting';
    say('Shutting down: finishing the requests and jobs in progress…');
    setTimeout(() => {
      say(`Still busy after ${SHUTDOWN_GRACE_MS / 1000} s (${waitingFor}); stopping anyway.`);
      process.exit(code || 1);
    }, SHUTDOWN_GRACE_MS).unref();
    // Each step's time is printed: a slow drain says what it waited for.
    const began = Date.now();
    const steps: string[] = [];
    const step = async (name: string, work: Promise<unknown> | undefined) => {
      if (!work) return;
      const from = Date.now();
      waitingFor = name;
      await work.catch(() => {});
      steps.push(`${name} ${((Date.now() - from) / 1000).toFixed(1)} s`);
    };
    await step('requests', app?.close());
    await step('jobs', jobs?.stop());
    await step('redis', redis?.quit());
    await step('error reports', telemetry?.close());
    await step('replica', replica?.close());
    await step(
      'database',
      database.close().catch((err: Error) => say(`Could not stop the database: ${err.message}`)),
    );
    say(`Stopped in ${((Date.now() - began) / 1000).toFixed(1)} s (${steps.join(', ')}).`);
    process.exit(code);
  }
  process.once('SIGINT', () => void shutdown(0));
  process.once('SIGTERM', () => void shutdown(0));

  try {
    // The composition root: services built once, for the seed, the HTTP app and the job workers.
    const boss = await openJobQueue(database.db, { workers: true });
    // Until the replica answers, its reads go to the primary.
    await replica?.start();
    if (config.redisUrl) redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2 });
    // Until the server's logger exists, problems are printed.
    let log = (msg: string, detail?: unknown): void => void say(`${msg} ${String(detail ?? '')}`);
    const services = createServices({
      config,
      db: database.db,
      reads: replica?.reads,
      redis,
      boss,
      log: (msg, detail) => log(msg, detail),
    });
    const storage = await storageFor(config);
    if (config.seedDemo) {
      const { seeded } = await seedDemoData(database.db, services, storage);
      if (seeded)
        say(
          'Demo marketplace created: 22 businesses, 330 products, 9 shoppers with orders and reviews.',
        );
    }
    app = await buildApp({
      config,
      db: database.db,
      pool: database.pool,
      queryTimer: database.queryTimer,
      replica,
      services,
      redis,
      storage,
      reportError: telemetry?.report,
    });
    // Search vocabularies and suggestion indexes are read now, in the background: listening
    // does not wait for them, and a search meanwhile waits for its read, not exact words only.
    warmInBackground(services, (msg, detail) => log(msg, detail));
    const listening = await app.listen({ host: config.host, port: config.port });
    const server = app;
    // What services and jobs log names the request or job it was for.
    const fields = (detail: unknown) => ({
      detail: detail && String(detail),
      requestId: currentRequestId(),
    });
    log = (msg, detail) => void server.log.warn(fields(detail), msg);
    jobs = await startJobs({
      boss,
      services,
      log: (msg, detail) => server.log.info(fields(detail), msg),
    });
    const address = listening.replace('127.0.0.1', 'localhost');
    say('');
    say(`Oja is running at ${address}`);
    say(`API docs: ${address}/api/docs`);
    if (config.env !== 'production') say(`Dev outbox (e-mail, SMS): ${address}/dev/outbox`);
    if (config.seedDemo) {
      say('Demo accounts (log in with e-mail, phone or username):');
      for (const a of DEMO_SIGN_INS)
        say(`  ${a.role.padEnd(8)} ${a.email.padEnd(16)} password: ${a.password}`);
      say(
        '  (vendor02@oja.ng … vendor21@oja.ng own the other demo businesses, same vendor password;',
      );
      say('   shopper01@oja.ng … shopper10@oja.ng are more shoppers, same shopper password)');
      say(
        `  Staff confirm each sign-in with an authenticator app; add the key ${DEMO_STAFF_FACTOR_KEY}`,
      );
    }
    say('Press Ctrl-C to stop.');
  } catch (err) {
    say(`Could not start: ${(err as Error).message}`);
    await shutdown(1);
  }
}

main().catch((err: unknown) => {
  process.stderr.write(
    `${err instanceof ConfigError ? err.message : String((err as Error)?.stack ?? err)}\n`,
  );
  process.exit(1);
});
