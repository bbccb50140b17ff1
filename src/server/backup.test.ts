/**
 * `npm run db:backup` / `db:restore`: a backup of a database with shoppers, a paid card top-up,
 * a shop with an order and a queued job restores into a fresh database with every table's rows,
 * its sequences and its jobs, the ledger summing to zero, and the app working on it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { createGunzip, createGzip, gzipSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from './app.ts';
import { writeBackup } from './db/backup.ts';
import { connectDatabase, type Database } from './db/client.ts';
import { restoreBackup } from './db/restore.ts';
import { createQueues, openJobQueue } from './jobs/jobs.ts';
import { databaseUrl } from './testing/db-url.ts';
import { addProduct, openShop, payOnSandbox, placeOrder } from './testing/shop.ts';
import { api, createTestContext, registerUser, type TestContext } from './testing/test-app.ts';

let ctx: TestContext;
let work: string;
const made: { name: string; database: Database }[] = [];
const { adminUrl } = inject('testDb');

beforeAll(async () => {
  ctx = await createTestContext();
  work = mkdtempSync(path.join(os.tmpdir(), 'oja-backup-'));
});
afterAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (const { name, database } of made) {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  await admin.end();
  await ctx?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** The pool under this file's app's database. */
const ctxPool = () => (ctx.db as unknown as { $client: pg.Pool }).$client;

/** A new, empty database (no tables at all), dropped after the file. */
async function emptyDatabase(): Promise<{ url: string; database: Database }> {
  const name = `oja_restore_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE template0`);
  await admin.end();
  const url = databaseUrl(adminUrl, name);
  const database = connectDatabase(url, 3);
  made.push({ name, database });
  return { url, database };
}

async function backupOf(url: string): Promise<Buffer> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const body = new PassThrough();
  const zipped = buffer(body.pipe(createGzip()));
  await writeBackup(client, body);
  body.end();
  await client.end();
  return zipped;
}

const restore = (database: Database, backup: Buffer) =>
  restoreBackup(database, Readable.from([backup]).pipe(createGunzip()), {
    makeQueues: (names) => createQueues(database.db, names),
  });

/** Every table's row count, the unfinished jobs, the ledger's sum and the sequences. */
async function figures(db: pg.ClientBase | pg.Pool) {
  const tables = await db.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${name}"`);
    counts[name] = rows[0]!.n;
  }
  const one = async (sql: string) => Object.values((await db.query(sql)).rows[0] as object)[0];
  return {
    counts,
    jobs: await one("SELECT count(*)::int FROM pgboss.job WHERE state < 'completed'"),
    ledger: await one('SELECT coalesce(sum(amount_kobo), 0)::text FROM ledger_entries'),
    migrations: await one('SELECT count(*)::int FROM drizzle.__drizzle_migrations'),
    sequences: (
      await db.query(
        "SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1",
      )
    ).rows,
  };
}

describe('backups', () => {
  let backup: Buffer;
  let shopper: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    shopper = await registerUser(ctx.app);
    const topUp = await api(ctx.app).post(`/users/${shopper.id}/wallet/5000/funds`, undefined, {
      token: shopper.accessToken,
    });
    await payOnSandbox(ctx.app, topUp.json().data.authorizationUrl);
    await api(ctx.app).patch(
      `/orders/transaction-order/${topUp.json().data.transaction._id}`,
      undefined,
      { token: shopper.accessToken },
    );
    const { vendor, shop } = await openShop(ctx.app);
    const product = await addProduct(ctx.app, vendor, shop._id);
    await placeOrder(ctx.app, shopper, [{ productId: product._id, count: 2 }]);
    // A delivery waiting in the job queue, as a crash or a retry leaves one.
    const boss = await openJobQueue(ctx.db, { workers: false });
    const [queue] = (
      await ctxPool().query<{ name: string }>('SELECT name FROM pgboss.queue LIMIT 1')
    ).rows;
    await boss.send(queue!.name, { waiting: true }, { startAfter: 3600 });
    await boss.stop({ graceful: false, wait: true });
    backup = await backupOf(ctx.databaseUrl);
  });

  it('restores every row, job and sequence into a fresh database, the ledger balanced and the app working', async () => {
    const before = await figures(ctxPool());
    expect(before.counts.users).toBeGreaterThanOrEqual(2);
    expect(before.counts.ledger_entries).toBeGreaterThan(0);
    expect(before.jobs).toBeGreaterThan(0);

    const { database } = await emptyDatabase();
    const header = await restore(database, backup);
    expect(header.tables.length).toBeGreaterThan(50);
    const after = await figures(database.pool);
    expect(after).toEqual(before);
    expect(after.ledger).toBe('0');

    // The restored database serves the shopper: same login, same wallet.
    const app = await buildApp({ config: ctx.config, db: database.db, logger: false });
    try {
      const login = await api(app).post('/users/login', {
        username: shopper.input.email,
        password: shopper.input.password,
      });
      expect(login.statusCode).toBe(200);
      const wallet = await api(app).get(`/payments/wallet/${shopper.id}`, {
        token: login.json().data.accessToken,
      });
      expect(wallet.json().data.balance).toBe(5000);
    } finally {
      await app.close();
    }
  });

  it('refuses a database that already has tables, and a cut backup leaves none of its rows', async () => {
    await expect(restore({ ...ctx, pool: ctxPool() } as never, backup)).rejects.toThrow(
      'Restore into an empty database',
    );
    const { database } = await emptyDatabase();
    const whole = await buffer(Readable.from([backup]).pipe(createGunzip()));
    // Cut half-way through the rows, after the header.
    const headerEnd = whole.indexOf('\n');
    const cut = gzipSync(whole.subarray(0, headerEnd + Math.floor((whole.length - headerEnd) / 2)));
    await expect(restore(database, cut)).rejects.toThrow(/The backup ends inside/);
    // Only the schema is there, with what the migrations themselves write (the categories).
    const { counts } = await figures(database.pool);
    expect(counts.users).toBe(0);
    expect(counts.ledger_entries).toBe(0);
    expect(counts.orders).toBe(0);
    expect(counts.categories).toBeGreaterThan(0);
  });

  it('refuses what is not a backup, and one from a newer release', async () => {
    const { database } = await emptyDatabase();
    await expect(restore(database, gzipSync('hello'))).rejects.toThrow('not an Oja backup');
    const whole = (await buffer(Readable.from([backup]).pipe(createGunzip()))).toString();
    const cut = whole.indexOf('\n');
    const header = JSON.parse(whole.slice(0, cut));
    header.migrations.push({ createdAt: Date.now(), hash: 'f'.repeat(64) });
    const newer = gzipSync(JSON.stringify(header) + whole.slice(cut));
    await expect(restore(database, newer)).rejects.toThrow('from a newer release of Oja');
  });

  // Three command-line runs, each starting Node and backing up or restoring the whole test
  // database, which the rest of the suite fills as it runs: more than the default 30 s on a busy
  // two-core machine.
  it(
    'npm run db:backup and db:restore do the same from the command line',
    { timeout: 120_000 },
    async () => {
      const file = path.join(work, 'oja.backup.gz');
      const { url, database } = await emptyDatabase();
      const run = (args: string[], databaseUrl: string) =>
        new Promise<{ code: number | null; out: string }>((resolve) => {
          const child = spawn(process.execPath, ['src/server/backup-cli.ts', ...args], {
            env: { ...process.env, NODE_ENV: 'development', DATABASE_URL: databaseUrl },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          let out = '';
          child.stdout.on('data', (c) => (out += String(c)));
          child.stderr.on('data', (c) => (out += String(c)));
          child.once('exit', (code) => resolve({ code, out }));
        });
      const made = await run(['backup', '--out', file], ctx.databaseUrl);
      expect(made.out).toMatch(/Backup written to .*oja\.backup\.gz: \d+ tables, \d+ rows\./);
      expect(made.code).toBe(0);
      const restored = await run(['restore', file], url);
      expect(restored.out).toContain('Restored the backup of');
      expect(restored.code).toBe(0);
      expect((await figures(database.pool)).counts).toEqual((await figures(ctxPool())).counts);
      writeFileSync(path.join(work, 'not-a-backup.gz'), gzipSync('nothing'));
      const refused = await run(['restore', path.join(work, 'not-a-backup.gz')], url);
      expect(refused.code).toBe(1);
      expect(refused.out).toContain('Restore into an empty database');
      expect(readFileSync(file).length).toBeGreaterThan(1000);
    },
  );
});
