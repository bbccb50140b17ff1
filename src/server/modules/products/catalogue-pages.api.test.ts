import { afterAll, beforeAll, expect, it } from 'vitest';
import { startInstance, type Instance } from '../../testing/instances.ts';
import { addProduct, openShop } from '../../testing/shop.ts';
import { api, createTestContext, type TestContext } from '../../testing/test-app.ts';

/**
 * Two app instances on one database, each keeping its own catalogue pages for a few seconds: a
 * product edited through A is fresh on B within a second (B hears it over LISTEN/NOTIFY), and
 * the words it brought are found with a typo on B too.
 */
let ctx: TestContext;
let a: Instance;
let b: Instance;
beforeAll(async () => {
  ctx = await createTestContext();
  a = await startInstance(ctx);
  b = await startInstance(ctx);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await ctx?.close();
});

const names = async (on: Instance, query: string) =>
  ((await api(on.app).get(`/products?${query}`)).json().data.results as { name: string }[]).map(
    (p) => p.name,
  );

it('a product edited on one instance is fresh on another within a second, its new words searchable there', async () => {
  const { vendor, shop } = await openShop(a.app);
  const product = await addProduct(a.app, vendor, shop._id, { name: 'Aso oke wrapper' });
  const store = `productBusinessId=${shop._id}`;
  // B has searched before (its vocabulary is read), and reads the store's page and keeps it.
  expect(await names(b, `${store}&productSearch=wrapper`)).toEqual(['Aso oke wrapper']);
  await expect.poll(() => b.services.liveHub.listening).toBe(true);
  expect(await names(b, store)).toEqual(['Aso oke wrapper']);
  const hits = b.services.products.pageCache.hits;
  expect(await names(b, store)).toEqual(['Aso oke wrapper']);
  expect(b.services.products.pageCache.hits).toBe(hits + 1);

  const edited = await api(a.app).patch(
    `/products/${product._id}`,
    { name: 'Akwete zigzag wrapper' },
    { token: vendor.accessToken },
  );
  expect(edited.statusCode).toBe(200);
  const from = Date.now();
  await expect
    .poll(() => names(b, store), { timeout: 1_000, interval: 50 })
    .toEqual(['Akwete zigzag wrapper']);
  expect(Date.now() - from).toBeLessThan(1_000);
  // A word B never read from the database, found there with a typo.
  await expect
    .poll(() => names(b, `${store}&productSearch=zigzga`), { timeout: 1_000, interval: 50 })
    .toEqual(['Akwete zigzag wrapper']);
});
