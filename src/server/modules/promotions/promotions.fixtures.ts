import { eq } from 'drizzle-orm';
import type { Services } from '../../services.ts';
import { addProduct, openShop } from '../../testing/shop.ts';
import { useTestWorld } from '../../testing/test-world.ts';
import { api, type Registered, type TestContext } from '../../testing/test-app.ts';
import { promotionProducts, promotions } from './promotions.schema.ts';

/** The promotion tests' shared world: a test app and its services. */
export let ctx: TestContext;
export let services: Services;

useTestWorld((w) => ({ ctx, services } = w), { providerThroughApp: true, ledgerSumsToZero: true });

const HOUR = 60 * 60_000;
export const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();

/** A Lagos shop with two products (₦10,000 and ₦4,000, ten of each). */
export async function saleShop() {
  const { vendor, shop } = await openShop(ctx.app);
  const dress = await addProduct(ctx.app, vendor, shop._id, {
    name: 'Adire dress',
    unitPrice: 10_000,
    quantity: 10,
  });
  const cap = await addProduct(ctx.app, vendor, shop._id, {
    name: 'Fila cap',
    unitPrice: 4_000,
    quantity: 10,
  });
  return { vendor, shop, dress, cap };
}

export const createSale = (who: Registered, body: Record<string, unknown>) =>
  api(ctx.app).post('/promotions', body, { token: who.accessToken });

/** Creates a sale that must succeed, and returns it. */
export async function sale(who: Registered, body: Record<string, unknown>) {
  const res = await createSale(who, body);
  if (res.statusCode !== 201) throw new Error(`sale failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { _id: string; status: string };
}

export const countSales = async () => (await ctx.db.select().from(promotions)).length;
export const countSaleLines = async () => (await ctx.db.select().from(promotionProducts)).length;
export const soldOf = async (id: string) =>
  (await ctx.db.select().from(promotions).where(eq(promotions.id, id)))[0]!.sold;
