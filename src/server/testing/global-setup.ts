import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../db/client.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { runMigrations } from '../db/migrate.ts';
import { openJobQueue } from '../jobs/jobs.ts';
import { databaseUrl } from './db-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: { adminUrl: string; template: string };
  }
}

/**
 * One PostgreSQL for the whole run — the embedded one in a temporary directory, or the server at
 * TEST_DATABASE_URL — with a migrated template database that each test file copies.
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let dir: string | undefined;
  if (!adminUrl) {
    dir = mkdtempSync(path.join(os.tmpdir(), 'oja-test-pg-'));
    const embedded = await startEmbeddedPostgres(dir);
    adminUrl = embedded.url('postgres');
    stopEmbedded = embedded.stop;
  }
  const template = `oja_template_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const database = connectDatabase(databaseUrl(adminUrl, template), 1);
  await runMigrations(database.db);
  // The job queue's tables and the event queues, so every copy can publish events.
  const boss = await openJobQueue(database.db, { workers: false });
  await boss.stop({ graceful: false, wait: true });
  await database.close();
  project.provide('testDb', { adminUrl, template });

  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
    await stopEmbedded?.();
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}
