import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { givePlan } from '../../testing/plans.ts';
import { businesses } from './businesses.schema.ts';
import {
  createTestContext,
  registerUser,
  type Registered,
  type TestContext,
} from '../../testing/test-app.ts';

/** The business tests' shared world: a test app, a vendor and a shopper. */
export let ctx: TestContext;
export let vendor: Registered;
export let shopper: Registered;
beforeAll(async () => {
  ctx = await createTestContext();
  [vendor, shopper] = await Promise.all([registerUser(ctx.app), registerUser(ctx.app)]);
  // The vendor runs several businesses, as a paid plan allows.
  await givePlan(ctx.db, vendor.id);
});
afterAll(() => ctx.close());

export const stored = async (id: string) =>
  (await ctx.db.select().from(businesses).where(eq(businesses.id, id)))[0]!;
