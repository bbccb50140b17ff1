import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { buildApp } from '../../app.ts';
import { paymentTransactions } from '../payments/payments.schema.ts';
import { paystackSandboxTransactions } from '../../integrations/paystack/sandbox.schema.ts';
import { products } from '../products/products.schema.ts';
import { createServices, type Services } from '../../services.ts';
import {
  addProduct,
  newShopper,
  openShop,
  payOnSandbox,
  placeOrder,
  postWebhook,
} from '../../testing/shop.ts';
import { createTestContext, fetchThrough, type TestContext } from '../../testing/test-app.ts';

/** The reconciliation tests' shared world: an app, a second one whose webhooks never arrive, and a shop. */

export let ctx: TestContext;
export let services: Services;
export let shop: Awaited<ReturnType<typeof openShop>>;
/** A second app on the same database whose webhooks never arrive: the first one "crashed". */
export let down: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext();
  services = createServices({ config: ctx.config, db: ctx.db, fetch: fetchThrough(() => ctx.app) });
  shop = await openShop(ctx.app);
  down = await buildApp({
    config: ctx.config,
    db: ctx.db,
    logger: false,
    fetch: (input, init) =>
      String(input).includes('/api/webhooks/')
        ? Promise.reject(new Error('connection refused'))
        : fetchThrough(() => down)(input, init),
  });
});
afterAll(async () => {
  await down.close();
  await ctx.close();
});
afterEach(async () => expect(await services.ledger.total()).toBe(0n));

export const minutes = (n: number) => new Date(Date.now() + n * 60_000);
export const transactionOf = async (id: string) =>
  (await ctx.db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id)))[0]!;
export const stockOf = async (id: string) =>
  (await ctx.db.select().from(products).where(eq(products.id, id)))[0]!.quantity;
/** Moves a checkout back in time, as if it had been placed that many minutes ago. */
export const age = (id: string, mins: number) =>
  ctx.db.execute(
    sql`UPDATE payment_transactions SET created_at = now() - make_interval(mins => ${mins}) WHERE id = ${id}`,
  );

/**
 * The sandbox sends its webhook in the background after the payment page answers; while that
 * request holds the payment's row, reconciliation rightly skips it. Waits until it has landed.
 */
export async function webhookLanded(reference: string) {
  for (let i = 0; i < 100; i++) {
    const [row] = await ctx.db
      .select()
      .from(paystackSandboxTransactions)
      .where(eq(paystackSandboxTransactions.reference, reference));
    if (!row?.webhookEvent || row.webhookDeliveredAt || row.webhookAttempts > 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}
export const webhook = (body: object) =>
  postWebhook(ctx.app, ctx.config.payments.secretKey, JSON.stringify(body));

/** A checkout paid on the provider whose webhook was lost, with no callback from the buyer. */
export async function paidButUnheard(count = 1, quantity = 10) {
  const shopper = await newShopper(ctx.app);
  const item = await addProduct(ctx.app, shop.vendor, shop.shop._id, { quantity });
  const placed = await placeOrder(down, shopper, [{ productId: item._id, count }]);
  await payOnSandbox(down, placed.authorizationUrl);
  return { shopper, item, placed };
}

/** What Paystack says of a charge that went through. */
export const paid = { status: 'success', currency: 'NGN' };
