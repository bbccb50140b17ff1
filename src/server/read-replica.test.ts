import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { connectDatabase, type Database } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { openReadReplica, parseWalPosition, type ReadReplica } from './db/replica.ts';
import { READ_AFTER_HEADER } from './plugins/read-freshness.ts';
import { startPostgresPair, type PostgresPair } from './testing/pg-standby.ts';
import { addProduct, openShop, placeOrder } from './testing/shop.ts';
import {
  api,
  fetchThrough,
  registerUser,
  testConfig,
  type Registered,
} from './testing/test-app.ts';

/**
 * The read replica's rules, on a real primary and a streaming standby made with pg_basebackup.
 * The standby's replay is paused to make it fall behind on purpose; the probe that compares
 * positions is run by the test (`probeNow`) so each step sees exactly the state it sets up.
 */
const MAX_LAG_MS = 1_500;
let pair: PostgresPair;
let database: Database;
let replica: ReadReplica;
let app: FastifyInstance;
let vendor: Registered;
let productId: string;

const product = (headers: Record<string, string> = {}) =>
  api(app).get(`/products/${productId}`, { headers });
const nameSeen = async (headers?: Record<string, string>) => {
  const res = await product(headers);
  expect(res.statusCode).toBe(200);
  return res.json().data.name as string;
};

const nameQuery = () => sql`SELECT name FROM products WHERE id = ${productId}`;

/** Waits until the standby has replayed everything the primary has written. */
async function caughtUp() {
  for (let i = 0; i < 100; i++) {
    await replica.probeNow();
    if (replica.status().up && replica.status().lagSeconds === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the standby did not catch up');
}

beforeAll(async () => {
  pair = await startPostgresPair();
  const admin = connectDatabase(pair.primaryUrl('postgres'), 1);
  await admin.pool.query('CREATE DATABASE oja');
  await admin.close();
  database = connectDatabase(pair.primaryUrl('oja'), 5);
  await runMigrations(database.db);
  const config = testConfig((c) => ({
    ...c,
    databaseUrl: pair.primaryUrl('oja'),
    readReplica: { url: pair.standbyUrl('oja'), maxLagMs: MAX_LAG_MS },
  }));
  replica = openReadReplica(database, pair.standbyUrl('oja'), { maxLagMs: MAX_LAG_MS });
  app = await buildApp({
    config,
    db: database.db,
    replica,
    fetch: fetchThrough(() => app),
    logger: false,
  });
  await app.ready();
  const shop = await openShop(app);
  vendor = shop.vendor;
  productId = (
    await addProduct(app, vendor, shop.shop._id, { name: 'Aso oke wrapper', unitPrice: 20_000 })
  )._id;
  await caughtUp();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await replica?.close();
  await database?.close();
  await pair?.stop();
});

describe('reads with a replica', () => {
  it('reads WAL positions as PostgreSQL writes them', () => {
    expect(parseWalPosition('0/3016060')).toBe(0x3016060n);
    expect(parseWalPosition('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
    expect(parseWalPosition('123')).toBe(123n);
    expect(parseWalPosition('1/2/3')).toBeNull();
    expect(parseWalPosition(undefined)).toBeNull();
  });

  it('serves public reads from the replica, and the writer their own write from the primary', async () => {
    await pair.pauseReplay();
    const edit = await api(app).patch(
      `/products/${productId}`,
      { name: 'Aso oke wrapper, gold' },
      { token: vendor.accessToken },
    );
    expect(edit.statusCode).toBe(200);
    const position = String(edit.headers[READ_AFTER_HEADER]);
    expect(String(edit.headers['set-cookie'])).toContain(`oja_read_after=${position}`);
    await replica.probeNow();
    const before = replica.status().readsTo;

    // Someone else may see the product as it was a moment ago: the replica has not replayed it.
    expect(await nameSeen()).toBe('Aso oke wrapper');
    expect(replica.status().readsTo.replica).toBe(before.replica + 1);
    // The vendor, carrying the position of their write (cookie or header), sees it at once.
    expect(await nameSeen({ cookie: `oja_read_after=${position}` })).toBe('Aso oke wrapper, gold');
    expect(await nameSeen({ [READ_AFTER_HEADER]: position })).toBe('Aso oke wrapper, gold');
  });

  it('prices a checkout from the primary while the replica still shows the old price', async () => {
    const edit = await api(app).patch(
      `/products/${productId}`,
      { unitPrice: 25_000 },
      { token: vendor.accessToken },
    );
    expect(edit.statusCode).toBe(200);
    await replica.probeNow();
    expect((await product()).json().data.unitPrice).toBe(20_000);
    const shopper = await registerUser(app);
    const placed = await placeOrder(app, shopper, [{ productId, count: 1 }]);
    // 25,000 and the shop's delivery fee of 1,000: never the replica's old price.
    expect(placed.transaction.amount).toBe(26_000);
  });

  it('moves reads to the primary once the replica is further behind than the bound', async () => {
    await new Promise((r) => setTimeout(r, MAX_LAG_MS + 200));
    await replica.probeNow();
    expect(replica.status().lagSeconds).toBeGreaterThan(MAX_LAG_MS / 1000);
    expect(await nameSeen()).toBe('Aso oke wrapper, gold');
    await pair.resumeReplay();
    await caughtUp();
    expect(await nameSeen()).toBe('Aso oke wrapper, gold');
  });

  it('answers from the primary when the replica goes away, before and after a probe notices', async () => {
    const before = replica.status().readsTo;
    await pair.stopStandby();
    // Not yet probed: the read is sent to the replica, fails to connect and is asked again.
    expect(await nameSeen()).toBe('Aso oke wrapper, gold');
    expect(replica.status().readsTo.replica).toBe(before.replica + 1);
    expect(replica.status().up).toBe(false);
    await replica.probeNow();
    expect(replica.status().up).toBe(false);
    expect(await nameSeen()).toBe('Aso oke wrapper, gold');
    expect(replica.status().readsTo.replica).toBe(before.replica + 1);
    await pair.startStandby();
    await caughtUp();
    const back = replica.status().readsTo.replica;
    expect(await nameSeen()).toBe('Aso oke wrapper, gold');
    expect(replica.status().readsTo.replica).toBe(back + 1);
  });

  it('keeps writes, jobs and transactions on the primary', async () => {
    await pair.pauseReplay();
    const edit = await api(app).patch(
      `/products/${productId}`,
      { name: 'Aso oke wrapper, silver' },
      { token: vendor.accessToken },
    );
    expect(edit.statusCode).toBe(200);
    await replica.probeNow();
    const before = replica.status().readsTo;
    // Outside a request (a job, an event handler) and inside a transaction: the primary.
    const outside = await replica.reads.execute(nameQuery());
    const inside = await replica.reads.transaction((tx) => tx.execute(nameQuery()));
    expect(outside.rows[0]?.name).toBe('Aso oke wrapper, silver');
    expect(inside.rows[0]?.name).toBe('Aso oke wrapper, silver');
    expect(replica.status().readsTo.replica).toBe(before.replica);
    await pair.resumeReplay();
  });
});
