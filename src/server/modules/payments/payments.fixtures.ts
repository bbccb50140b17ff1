import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { paymentTransactions } from '../payments/payments.schema.ts';
import { products } from '../products/products.schema.ts';
import { createServices, type Services } from '../../services.ts';
import { openShop, postWebhook } from '../../testing/shop.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';

/** The payment API tests' shared world: a test app, its services and an open shop. */
export let ctx: TestContext;
export let services: Services;
export let shop: Awaited<ReturnType<typeof openShop>>;

beforeAll(async () => {
  ctx = await createTestContext();
  services = createServices({ config: ctx.config, db: ctx.db });
  shop = await openShop(ctx.app, { deliveryFee: 1500 });
});
afterAll(() => ctx.close());
afterEach(async () => expect(await services.ledger.total()).toBe(0n));

export const stockOf = async (id: string) =>
  (await ctx.db.select().from(products).where(eq(products.id, id)))[0]!.quantity;
export const statusOf = async (transactionId: string) =>
  (
    await ctx.db.select().from(paymentTransactions).where(eq(paymentTransactions.id, transactionId))
  )[0]!.status;

export const webhook = (body: object, signature?: string) =>
  postWebhook(ctx.app, ctx.config.payments.secretKey, JSON.stringify(body), signature);
