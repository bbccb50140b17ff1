import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { paymentTransactions } from '../modules/payments/payments.schema.ts';
import { createServices } from '../services.ts';
import { addProduct, newShopper, openShop, placeOrder } from '../testing/shop.ts';
import { createTestContext, fetchThrough, type TestContext } from '../testing/test-app.ts';
import { SCHEDULED_JOBS } from '../modules.ts';
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
