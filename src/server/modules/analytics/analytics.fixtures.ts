import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { OrderStatus } from '#shared/order-flow.ts';
import { createServices, type Services } from '../../services.ts';
import {
  api,
  createTestContext,
  fetchThrough,
  type Registered,
  type TestContext,
} from '../../testing/test-app.ts';
import { orders } from '../orders/orders.schema.ts';

/** The analytics tests' shared world: a test app and its services. */
export let ctx: TestContext;
export let services: Services;

beforeAll(async () => {
  ctx = await createTestContext();
  services = createServices({ config: ctx.config, db: ctx.db, fetch: fetchThrough(() => ctx.app) });
});
afterAll(() => ctx.close());

export const move = async (who: Registered, orderId: string, status: OrderStatus) => {
  const res = await api(ctx.app).put(
    `/orders/${orderId}/status`,
    { status },
    { token: who.accessToken },
  );
  expect(res.statusCode, res.body).toBe(200);
};
/** Vendor ships and delivers, the customer confirms receipt: the money is released. */
export async function complete(vendor: Registered, customer: Registered, orderId: string) {
  for (const s of ['ACCEPTED', 'SHIPPED', 'DELIVERED'] as const) await move(vendor, orderId, s);
  await move(customer, orderId, 'RECEIVED');
}
export const placedAt = (orderId: string, at: string) =>
  ctx.db
    .update(orders)
    .set({ createdAt: new Date(at) })
    .where(eq(orders.id, orderId));

// Tuesday 24 November 2026, 13:00 in Lagos.
export const NOW = new Date('2026-11-24T12:00:00Z');
