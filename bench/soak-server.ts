/**
 * The app bench/soak.ts drives, as main.ts runs it (the Paystack sandbox, job workers in the same
 * process, search vocabularies read before it listens) on the database BENCH_DATABASE_URL that
 * bench/soak-world.ts made. Prints one JSON line (its URL), then answers `memory` on stdin with
 * one JSON line: its resident set, heap and buffers as it runs, then its heap after a full
 * garbage collection (what it really holds). Stops on SIGTERM.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { buildApp } from '../src/server/app.ts';
import { openJobQueue, startJobs } from '../src/server/jobs/jobs.ts';
import { createServices, warmInBackground } from '../src/server/services.ts';
import { soakConfig } from './soak-config.ts';
import { benchDatabase } from './support.ts';

const log = (line: string) => process.stderr.write(`${line}\n`);
const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  });
});
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'oja-bench-soak-app-'));
const config = soakConfig(port, dataDir);
const database = await benchDatabase();
const boss = await openJobQueue(database.db, { workers: true });
const services = createServices({ config, db: database.db, boss });
const app = await buildApp({ config, db: database.db, services, logger: false });
warmInBackground(services, (msg, detail) => log(`${msg} ${String(detail)}`));
const appUrl = await app.listen({ host: '127.0.0.1', port });
await startJobs({ boss, services, log: () => {} });
process.stdout.write(`${JSON.stringify({ appUrl })}\n`);

const gc = (globalThis as { gc?: () => void }).gc;
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line !== 'memory') return;
  const m = process.memoryUsage();
  gc?.();
  const live = process.memoryUsage().heapUsed;
  const answer = { rss: m.rss, heapUsed: m.heapUsed, external: m.external, live };
  process.stdout.write(`${JSON.stringify(answer)}\n`);
});

async function stop() {
  await app.close();
  await boss.stop({ graceful: false });
  await database.dispose();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
setTimeout(() => void stop(), (Number(process.env.BENCH_MINUTES ?? 10) + 10) * 60_000).unref();
