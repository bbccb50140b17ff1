import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessCustomers } from '../businesses/businesses.schema.ts';
import { paymentTransactions } from '../payments/payments.schema.ts';
import { products } from '../products/products.schema.ts';
import { createServices, type Services } from '../../services.ts';
import {
  api,
  createBusiness,
  createTestContext,
  fetchThrough,
  registerUser,
  type Registered,
  type TestContext,
} from '../../testing/test-app.ts';
import { accounts } from '../ledger/ledger.public.ts';

let ctx: TestContext;
let services: Services;
let vendor: Registered;
let shopper: Registered;
let shop: { _id: string };

const address = {
  recipientName: 'Ada',
  phone: '08031234567',
  street: '1 Broad St',
  city: 'Lagos Island',
  state: 'Lagos',
  country: 'NG',
};

beforeAll(async () => {
  ctx = await createTestContext();
  services = createServices({
    config: ctx.config,
    db: ctx.db,
    fetch: fetchThrough(() => ctx.app),
  });
  [vendor, shopper] = await Promise.all([registerUser(ctx.app), registerUser(ctx.app)]);
  shop = await createBusiness(ctx.app, vendor);
  await api(ctx.app).put(
    `/businesses/${shop._id}/delivery-fees`,
    { defaultFee: 1000 },
    { token: vendor.accessToken },
  );
});
afterAll(() => ctx.close());

async function buy(quantity: number, stockLevel = 10) {
  const p = (
    await api(ctx.app).post(
      '/products',
      { businessId: shop._id, name: 'Palm oil', unitPrice: 2500, quantity: stockLevel },
      { token: vendor.accessToken },
    )
  ).json().data;
  const placed = await services.orders.checkout(shopper.id, {
    orderDetails: [{ productId: p._id, count: quantity }],
    deliveryAddress: { ...address },
  } as never);
  return { productId: p._id as string, ...placed };
}
const stockOf = async (id: string) =>
  (await ctx.db.select().from(products).where(eq(products.id, id)))[0]!.quantity;

describe('confirming a payment', () => {
  it('puts each order total into escrow once, however many times it is confirmed', async () => {
    const { transaction, orders } = await buy(2);
    expect(transaction.amountKobo).toBe(600_000n);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        services.payments.confirm(transaction.reference, { amountKobo: 600_000n }),
      ),
    );
    expect(results.filter((r) => r === 'paid')).toHaveLength(1);
    expect(results.filter((r) => r === 'already-paid')).toHaveLength(4);
    expect(await services.ledger.balance(accounts.escrow(orders[0]!.id))).toBe(600_000n);
    expect(await services.ledger.total()).toBe(0n);
    const [customer] = await ctx.db
      .select()
      .from(businessCustomers)
      .where(eq(businessCustomers.userId, shopper.id));
    expect(customer).toMatchObject({ orders: 1, totalSpentKobo: 600_000n });
    const [row] = await ctx.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, transaction.id));
    expect(row!.status).toBe('SUCCESS');
  });

  it('refuses a wrong amount or an unknown reference', async () => {
    const { transaction } = await buy(1);
    expect(await services.payments.confirm(transaction.reference, { amountKobo: 1n })).toBe(
      'amount-mismatch',
    );
    expect(await services.payments.confirm('oja_nope', { amountKobo: 1n })).toBe('unknown');
    const [row] = await ctx.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, transaction.id));
    expect(row!.status).toBe('PENDING');
  });
});

describe('unpaid checkouts', () => {
  it('give their stock back after 30 minutes once the provider says unpaid, once; a payment after that goes to the wallet', async () => {
    const { productId, transaction } = await buy(3, 5);
    expect(await stockOf(productId)).toBe(2);
    expect(await services.payments.reconcile(new Date())).toBe(0);
    await ctx.db
      .update(paymentTransactions)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(paymentTransactions.id, transaction.id));
    const released = await Promise.all([
      services.payments.reconcile(),
      services.payments.reconcile(),
    ]);
    expect(released.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await stockOf(productId)).toBe(5);
    const [row] = await ctx.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, transaction.id));
    expect(row).toMatchObject({ status: 'FAILED' });
    expect(row!.stockReleasedAt).not.toBeNull();
    expect(
      await services.payments.confirm(transaction.reference, {
        amountKobo: transaction.amountKobo,
      }),
    ).toBe('expired');
    // The late money is not lost: it is the buyer's, once, in their wallet.
    await services.payments.confirm(transaction.reference, {
      amountKobo: transaction.amountKobo,
    });
    expect(await services.ledger.balance(`wallet:${transaction.userId}`)).toBe(
      transaction.amountKobo,
    );
    const [after] = await ctx.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, transaction.id));
    expect(after!.status).toBe('REVERSED');
    const notes = await ctx.db.execute(
      sql`SELECT count(*)::int AS n FROM notifications WHERE type = 'payment_late'`,
    );
    expect((notes.rows[0] as { n: number }).n).toBe(1);
    expect(await services.ledger.total()).toBe(0n);
  });
});
