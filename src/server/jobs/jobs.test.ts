import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { paymentTransactions } from '../modules/payments/payments.schema.ts';
import { withdrawals } from '../modules/payouts/payouts.schema.ts';
import { credit, usablePayoutAccount } from '../modules/payouts/withdrawals.fixtures.ts';
import { createServices } from '../services.ts';
import { addProduct, newShopper, openShop, placeOrder } from '../testing/shop.ts';
import {
  createTestContext,
  fetchThrough,
  registerUser,
  type TestContext,
} from '../testing/test-app.ts';
import { SCHEDULED_JOBS } from '../services.ts';
import { openJobQueue, startJobs } from './jobs.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it('schedules the order jobs and runs them through the queue', async () => {
  const services = createServices({
    config: ctx.config,
    db: ctx.db,
    fetch: fetchThrough(() => ctx.app),
  });
  const jobs = await startJobs({
    boss: await openJobQueue(ctx.db, { workers: true }),
    services,
    log: () => {},
    pollingIntervalSeconds: 0.5,
  });
  try {
    const schedules = await jobs.boss.getSchedules();
    expect(schedules.map((s) => s.name).sort()).toEqual(SCHEDULED_JOBS.map((j) => j.name).sort());
    const { vendor, shop } = await openShop(ctx.app);
    const item = await addProduct(ctx.app, vendor, shop._id);
    const placed = await placeOrder(ctx.app, await newShopper(ctx.app), [
      { productId: item._id, count: 1 },
    ]);
    await ctx.db.execute(
      sql`UPDATE payment_transactions SET created_at = now() - interval '31 minutes' WHERE id = ${placed.transaction._id}`,
    );
    await jobs.boss.send('payments-reconcile', {});
    let status = 'PENDING';
    for (let i = 0; i < 40 && status === 'PENDING'; i++) {
      await new Promise((r) => setTimeout(r, 250));
      const [row] = await ctx.db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.id, placed.transaction._id));
      status = row!.status;
    }
    expect(status).toBe('FAILED');
  } finally {
    await jobs.stop();
  }
});

it('runs the withdrawals reconciliation through the queue: a withdrawal never sent is sent and settled', async () => {
  const services = createServices({
    config: ctx.config,
    db: ctx.db,
    fetch: fetchThrough(() => ctx.app),
  });
  const user = await registerUser(ctx.app);
  await usablePayoutAccount(ctx.app, ctx.db, user);
  await credit(ctx.db, services.ledger, `wallet:${user.id}`, 1_000);
  // Services that cannot reach the provider: the withdrawal is held and stays pending, unsent.
  const offline = createServices({ config: ctx.config, db: ctx.db });
  const w = await offline.withdrawals.request(user.id, user.id, {
    amount: 500,
    reason: 'FUND_WITHDRAWAL',
  });
  await ctx.db.execute(
    sql`UPDATE withdrawals SET created_at = now() - interval '2 minutes' WHERE id = ${w._id}`,
  );
  const jobs = await startJobs({
    boss: await openJobQueue(ctx.db, { workers: true }),
    services,
    log: () => {},
    pollingIntervalSeconds: 0.5,
  });
  try {
    await jobs.boss.send('withdrawals-reconcile', {});
    let status = 'PENDING';
    for (let i = 0; i < 60 && status === 'PENDING'; i++) {
      await new Promise((r) => setTimeout(r, 250));
      const [row] = await ctx.db.select().from(withdrawals).where(eq(withdrawals.id, w._id));
      status = row!.status;
    }
    // Sent by the job, then settled by the sandbox's webhook.
    expect(status).toBe('SUCCESS');
    expect(await services.ledger.balance(`wallet:${user.id}`)).toBe(49_000n);
    expect(await services.ledger.total()).toBe(0n);
  } finally {
    await jobs.stop();
  }
});
