import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ORDER_STATUSES, TRANSITIONS, type OrderStatus } from '#shared/order-flow.ts';
import { orders } from './orders.schema.ts';
import { products } from '../products/products.schema.ts';
import type { Services } from '../../services.ts';
import { useTestWorld } from '../../testing/test-world.ts';
import { api, type Registered, type TestContext } from '../../testing/test-app.ts';

/** The order tests' shared world: a test app and its services. */
export let ctx: TestContext;
export let services: Services;

useTestWorld((w) => ({ ctx, services } = w), { ledgerSumsToZero: true });

export const move = (who: Registered, orderId: string, status: OrderStatus) =>
  api(ctx.app).put(`/orders/${orderId}/status`, { status }, { token: who.accessToken });
export const stockOf = async (id: string) =>
  (await ctx.db.select().from(products).where(eq(products.id, id)))[0]!.quantity;
export const balance = (account: string) => services.ledger.balance(account);

/** Every move the table does not allow, for both sides, answers 409 and changes nothing. */
export async function expectOnlyLegalMoves(
  vendor: Registered,
  customer: Registered,
  orderId: string,
  from: OrderStatus,
) {
  for (const [actor, who] of [
    ['vendor', vendor],
    ['customer', customer],
  ] as const) {
    const legal = TRANSITIONS[actor][from] ?? [];
    for (const to of ORDER_STATUSES.filter((s) => !legal.includes(s))) {
      const res = await move(who, orderId, to);
      expect(res.statusCode, `${actor} ${from}→${to}`).toBe(409);
    }
  }
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  expect(row!.status).toBe(from);
}
