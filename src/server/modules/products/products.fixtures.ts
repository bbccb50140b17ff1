import { afterAll, beforeAll } from 'vitest';
import {
  api,
  createBusiness,
  createTestContext,
  givePictures,
  registerUser,
  type Registered,
  type TestContext,
} from '../../testing/test-app.ts';

/** The catalogue tests' shared world: two vendors with a shop each and a shopper. */
export let ctx: TestContext;
export let vendor: Registered;
export let rival: Registered;
export let shopper: Registered;
export let shop: { _id: string; handle: string };
export let rivalShop: { _id: string };

beforeAll(async () => {
  ctx = await createTestContext();
  [vendor, rival, shopper] = await Promise.all([
    registerUser(ctx.app),
    registerUser(ctx.app),
    registerUser(ctx.app),
  ]);
  shop = await createBusiness(ctx.app, vendor, { state: 'Lagos' });
  rivalShop = await createBusiness(ctx.app, rival, { state: 'Kano' });
  await givePictures(ctx.db, vendor, PHOTOS);
});
afterAll(() => ctx.close());

export const PHOTOS = ['/uploads/dress-1.webp', '/uploads/dress-2.webp'];
export const product = (overrides: Record<string, unknown> = {}) => ({
  businessId: shop._id,
  name: 'Ankara wrap dress',
  description: 'Hand-sewn in Yaba from 100% cotton wax print.',
  photos: PHOTOS,
  unitPrice: 18500,
  compareAtPrice: 22000,
  quantity: 12,
  variants: [
    { name: 'Small', type: 'size', qty: 4 },
    { name: 'Large', type: 'size', qty: 8 },
  ],
  ...overrides,
});

export async function addProduct(owner: Registered, overrides: Record<string, unknown> = {}) {
  await givePictures(ctx.db, owner, PHOTOS);
  const res = await api(ctx.app).post('/products', product(overrides), {
    token: owner.accessToken,
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data as { _id: string; name: string };
}

/** A statement sent to the database: its text and values. */
export type Statement = { text: string; values: unknown[] };

/** What `work` gives, and the statements it sent to the database meanwhile. */
export async function sending<T>(
  work: () => Promise<T>,
): Promise<{ statements: Statement[]; result: T }> {
  const client = (ctx.db as unknown as { $client: { query: (...a: unknown[]) => unknown } })
    .$client;
  const statements: Statement[] = [];
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    const [q, values] = args as [string | { text: string; values?: unknown[] }, unknown[]];
    statements.push(
      typeof q === 'string' ? { text: q, values } : { text: q.text, values: q.values ?? values },
    );
    return query(...args);
  };
  try {
    return { statements, result: await work() };
  } finally {
    client.query = query;
  }
}

/** What `work` gives, and how many queries it sent to the database meanwhile. */
export async function counting<T>(work: () => Promise<T>): Promise<{ n: number; result: T }> {
  const { statements, result } = await sending(work);
  return { n: statements.length, result };
}
