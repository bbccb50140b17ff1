import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createServices, type Services } from '../../services.ts';
import {
  createTestContext,
  fetchThrough,
  type Registered,
  type TestContext,
} from '../../testing/test-app.ts';
import { accounts } from '../ledger/ledger.public.ts';
import type { PaymentType } from './payments.service.ts';
import { paymentTransactions, purchases } from './payments.schema.ts';
import type { PayWith, PurchaseRow } from './purchases.service.ts';

/** The purchase service tests' shared world: an app, goods to sell and what was delivered. */

// Something Oja sells, as a later module (plans, badges, gifts) will offer it.
export const GOODS = 'TEST_GOODS' as PaymentType;

export let ctx: TestContext;
export let services: Services;
export const delivered: PurchaseRow[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  // Its own services on the app's database; the provider is the app's sandbox.
  services = createServices({ config: ctx.config, db: ctx.db, fetch: fetchThrough(() => ctx.app) });
  services.purchases.offer(GOODS, {
    delivered: async (_tx, purchase) => {
      delivered.push(purchase);
    },
  });
});
afterAll(() => ctx.close());
afterEach(async () => {
  expect(await services.ledger.total()).toBe(0n);
  delivered.length = 0;
});

export const naira = (n: number) => BigInt(n * 100);
export const balance = async (account: string) =>
  Number(await services.ledger.balance(account)) / 100;
export const creator = () => accounts.wallet(uuidv7());

export function buy(
  buyer: Registered,
  o: { price: number; payees?: { account: string; amountKobo: bigint }[] } & Partial<{
    key: string;
    points: number;
    payWith: PayWith;
  }>,
) {
  return services.purchases.buy(buyer.id, {
    kind: GOODS,
    key: o.key,
    priceKobo: naira(o.price),
    points: o.points,
    payWith: o.payWith,
    payees: o.payees ?? [{ account: accounts.revenue, amountKobo: naira(o.price) }],
    memo: 'Growth plan, 3 months',
    returnPath: (p) => `/shopper/my-subscription?payment=${p.id}`,
  });
}

export async function givePoints(user: Registered, points: number) {
  await ctx.db.transaction((tx) =>
    services.ledger.post(tx, {
      kind: 'TEST_REWARD',
      reference: uuidv7(),
      entries: [
        { account: accounts.rewards, amountKobo: -naira(points) },
        { account: accounts.points(user.id), amountKobo: naira(points) },
      ],
    }),
  );
}

export const purchasesOf = (user: Registered) =>
  ctx.db.select().from(purchases).where(eq(purchases.buyerId, user.id));
export const paymentsOf = (user: Registered) =>
  ctx.db.select().from(paymentTransactions).where(eq(paymentTransactions.userId, user.id));
