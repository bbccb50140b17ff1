/**
 * `npm run db:seed`: on a database nothing has opened yet, and beside an app that holds the same
 * embedded database.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, expect, inject, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { freePort } from '../db/embedded.ts';
import { EVENT_HANDLERS } from '../services.ts';
import { startServerProcess, stubWebBuild, type ServerProcess } from '../testing/server-process.ts';
import { TEST_API_KEY } from '../testing/test-app.ts';
import { databaseUrl } from '../testing/db-url.ts';
import { openForSeeding } from './seed-database.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const work = mkdtempSync(path.join(os.tmpdir(), 'oja-seed-cli-'));
// Its own temporary folder: as root, the database's `postgres` user may pass through only that.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'oja-seed-data-'));
const { adminUrl } = inject('testDb');
const admin = new pg.Client({ connectionString: adminUrl });
const dropped: string[] = [];
let server: ServerProcess | undefined;

afterAll(async () => {
  // The app is stopped (and its embedded database with it) before its folder is removed.
  await server?.stop();
  if (dropped.length > 0) {
    await admin.connect();
    for (const name of dropped) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  for (const dir of [work, dataDir]) rmSync(dir, { recursive: true, force: true });
});

it('a fresh database is ready for the demo seed: migrated, with the job queue and every event queue', async () => {
  const name = `oja_seed_${randomBytes(4).toString('hex')}`;
  const creator = new pg.Client({ connectionString: adminUrl });
  await creator.connect();
  await creator.query(`CREATE DATABASE ${name}`);
  await creator.end();
  dropped.push(name);

  const config = loadConfig({
    DATABASE_URL: databaseUrl(adminUrl, name),
    DATA_DIR: path.join(work, 'fresh'),
    API_KEYS: TEST_API_KEY,
  });
  const target = await openForSeeding(config, () => {});
  try {
    const { rows } = await target.db.execute(
      sql`SELECT to_regclass('pgboss.job') IS NOT NULL AS jobs, to_regclass('public.users') IS NOT NULL AS users`,
    );
    expect(rows[0]).toEqual({ jobs: true, users: true });
    const queues = await target.db.execute(sql`SELECT name FROM pgboss.queue`);
    const names = queues.rows.map((r) => (r as { name: string }).name);
    for (const h of EVENT_HANDLERS) expect(names).toContain(`${h.event}--${h.subscriber}`);
  } finally {
    await target.close();
  }
});

it('refuses, in one line, to run beside the app holding the same data folder, and leaves its database alone', async () => {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: stubWebBuild(path.join(work, 'web')),
    API_KEYS: TEST_API_KEY,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  // A first start creates the database cluster: slower than the usual start on a busy machine.
  server = await startServerProcess(env, 90_000);

  const seed = spawn(process.execPath, ['src/server/seed/cli.ts'], { cwd: ROOT, env });
  let output = '';
  seed.stdout.on('data', (chunk) => (output += String(chunk)));
  seed.stderr.on('data', (chunk) => (output += String(chunk)));
  const code = await new Promise<number | null>((resolve) => seed.once('exit', resolve));
  expect(code).toBe(1);
  expect(output.trim()).toMatch(
    /^The embedded PostgreSQL in .* is in use by another Oja process \(pid \d+, `npm start` or `npm run db:seed`\)\. Stop that process first/,
  );
  expect(output.trim().split('\n')).toHaveLength(1);
  expect(output).toContain(`pid ${server.child.pid},`);

  // The app's database was not stopped under it: a read that reaches PostgreSQL still answers.
  const answer = await fetch(`http://127.0.0.1:${port}/api/v1/products`, {
    headers: { 'x-api-key': TEST_API_KEY },
  });
  expect(answer.status).toBe(200);
}, 120_000);
