import { describe, expect, it } from 'vitest';
import { api, createBusiness, registerUser } from '../../testing/test-app.ts';
import { Vocabulary, typoTolerantQuery } from '../../search/typos.ts';
import { LIST_WINDOW, SEARCH_WINDOW } from '#shared/constants.ts';
import { listProducts } from './product-listing.repo.ts';
import { ctx, addProduct, counting } from './products.fixtures.ts';

describe('category filter', () => {
  it('ranks, pages and counts at most the search window of matches, the first in list order', async () => {
    const owner = await registerUser(ctx.app);
    const store = await createBusiness(ctx.app, owner);
    const add = (name: string) =>
      addProduct(owner, { businessId: store._id, name, description: 'Woven in Bonwire' });
    // The best match is the oldest, so a window of the three newest leaves it out.
    const best = await add('Kente kente kente stole');
    const older = await add('Kente stole');
    const newer = await add('Kente cloth');
    const newest = await add('Kente scarf');
    const search = typoTolerantQuery('kente', new Vocabulary())!;
    const list = (window: number, offset: number) =>
      listProducts(
        ctx.db,
        { businessId: store._id, search },
        { limit: 2, offset },
        {
          windows: {
            search: window,
            list: LIST_WINDOW,
          },
        },
      );
    const ids = (r: { results: { _id: string }[] }) => r.results.map((p) => p._id);

    const wide = [await list(10, 0), await list(10, 2)];
    expect(wide.map((r) => r.total)).toEqual([4, 4]);
    expect(ids(wide[0]!)[0]).toBe(best._id);
    expect(new Set([...ids(wide[0]!), ...ids(wide[1]!)]).size).toBe(4);

    const narrow = [await list(3, 0), await list(3, 2)];
    expect(narrow.map((r) => r.total)).toEqual([3, 3]);
    expect([...ids(narrow[0]!), ...ids(narrow[1]!)].sort()).toEqual(
      [older._id, newer._id, newest._id].sort(),
    );
    expect(SEARCH_WINDOW).toBeGreaterThanOrEqual(1_000);
  });

  it('ranks and counts a search in one query, and counts again only past its last match', async () => {
    const owner = await registerUser(ctx.app);
    const store = await createBusiness(ctx.app, owner);
    for (let i = 0; i < 3; i++)
      await addProduct(owner, { businessId: store._id, name: `Adire ${i}` });
    const search = typoTolerantQuery('adire', new Vocabulary())!;
    const searched = async (offset: number) => {
      const { n, result } = await counting(() =>
        listProducts(ctx.db, { businessId: store._id, search }, { limit: 2, offset }),
      );
      return { n, total: result.total, shown: result.results.length };
    };
    expect(await searched(0)).toEqual({ n: 1, total: 3, shown: 2 });
    expect(await searched(2)).toEqual({ n: 1, total: 3, shown: 1 });
    expect(await searched(4)).toEqual({ n: 2, total: 3, shown: 0 });
    const none = typoTolerantQuery('zzzqx', new Vocabulary())!;
    const missing = await listProducts(
      ctx.db,
      { businessId: store._id, search: none },
      { limit: 2, offset: 0 },
    );
    expect(missing).toEqual({ results: [], total: 0, last: null });
  });

  it('pages a plain list pinned first, then newest, without gaps or repeats', async () => {
    const owner = await registerUser(ctx.app);
    const store = await createBusiness(ctx.app, owner);
    const made: string[] = [];
    for (let i = 0; i < 5; i++)
      made.push((await addProduct(owner, { businessId: store._id, name: `Aso oke ${i}` }))._id);
    const pinned = made[1]!;
    const pin = await api(ctx.app).put(`/products/${pinned}/pin`, undefined, {
      token: owner.accessToken,
    });
    expect(pin.statusCode).toBe(200);
    const page = async (n: number) =>
      (
        (
          await api(ctx.app).get(`/products?productBusinessId=${store._id}&limit=2&page=${n}`)
        ).json().data.results as { _id: string }[]
      ).map((r) => r._id);
    const listed = [...(await page(1)), ...(await page(2)), ...(await page(3))];
    expect(listed).toEqual([pinned, ...made.filter((id) => id !== pinned).reverse()]);

    // A list stops at its window: three of the five, the third page empty.
    const capped = (offset: number) =>
      listProducts(
        ctx.db,
        { businessId: store._id },
        { limit: 2, offset },
        {
          windows: {
            search: SEARCH_WINDOW,
            list: 3,
          },
        },
      );
    const pages = [await capped(0), await capped(2), await capped(4)];
    expect(pages.map((p) => p.total)).toEqual([3, 3, 3]);
    expect(pages.flatMap((p) => p.results.map((r) => r._id))).toEqual(listed.slice(0, 3));
    expect(LIST_WINDOW).toBeGreaterThanOrEqual(10_000);
  });

  it('narrows products to the chosen categories', async () => {
    const owner = await registerUser(ctx.app);
    const store = await createBusiness(ctx.app, owner);
    const categories = (await api(ctx.app).get('/categories')).json().data as {
      _id: string;
      slug: string;
    }[];
    const food = categories.find((c) => c.slug === 'food-groceries')!._id;
    const books = categories.find((c) => c.slug === 'books-stationery')!._id;
    const rice = await addProduct(owner, {
      businessId: store._id,
      name: 'Abakaliki rice',
      categoryId: food,
    });
    await addProduct(owner, {
      businessId: store._id,
      name: 'Things Fall Apart',
      categoryId: books,
    });
    const res = (
      await api(ctx.app).get(`/products?productBusinessId=${store._id}&productCategoryIds=${food}`)
    ).json().data;
    expect(res.results.map((r: { _id: string }) => r._id)).toEqual([rice._id]);
  });
});
