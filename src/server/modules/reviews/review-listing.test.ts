import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, newShopper, openShop } from '../../testing/shop.ts';
import { createTestContext, type Registered, type TestContext } from '../../testing/test-app.ts';
import { reviewFixtures, type Item } from './reviews.fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { http, receive, post } = reviewFixtures(() => ctx);

describe('listing reviews', () => {
  let fabric: Item;
  let beads: Item;
  let shopId: string;
  let buyers: Registered[];
  let ids: Record<string, string>;

  beforeAll(async () => {
    const purchase = await openShop(ctx.app);
    shopId = purchase.shop._id;
    fabric = await addProduct(ctx.app, purchase.vendor, shopId, { name: 'Adire fabric' });
    beads = await addProduct(ctx.app, purchase.vendor, shopId, { name: 'Coral beads' });
    buyers = [await newShopper(ctx.app), await newShopper(ctx.app), await newShopper(ctx.app)];
    for (const buyer of buyers) await receive(purchase, buyer, fabric);
    await receive(purchase, buyers[0]!, beads);
    ids = {};
    // Written one after another, so newest first is the reverse of this order.
    for (const [key, who, body] of [
      ['fabric0', 0, { rating: 5, reviewProductId: fabric._id }],
      ['fabric1', 1, { rating: 4, reviewProductId: fabric._id }],
      ['fabric2', 2, { rating: 4, reviewProductId: fabric._id }],
      ['beads0', 0, { rating: 2, reviewProductId: beads._id }],
      ['shop1', 1, { rating: 3, reviewBusinessId: shopId }],
    ] as const) {
      const res = await post(buyers[who]!, { comment: key, ...body });
      expect(res.statusCode, key).toBe(201);
      ids[key] = res.json().data._id;
    }
  });

  const list = async (query: string) => {
    const res = await http().get(`/reviews?${query}`);
    expect(res.statusCode, query).toBe(200);
    return res.json().data;
  };
  const idsOf = (page: { results: { _id: string }[] }) => page.results.map((r) => r._id);

  it('lists a product’s reviews, newest first, with their average to one decimal', async () => {
    const page = await list(`reviewProductId=${fabric._id}`);
    expect(idsOf(page)).toEqual([ids.fabric2, ids.fabric1, ids.fabric0]);
    // (5 + 4 + 4) / 3 = 4.33…
    expect(page.rating).toEqual({ average: 4.3, count: 3 });
    expect(page).toMatchObject({
      currentPage: 1,
      totalPages: 1,
      totalRecords: 3,
      perPageLimit: 10,
    });
    expect(page.results[0]).toMatchObject({
      comment: 'fabric2',
      customer: { _id: buyers[2]!.id, name: 'Chioma Eze' },
      product: { _id: fabric._id, name: 'Adire fabric' },
      business: { _id: shopId },
    });
  });

  it('lists a business’s own reviews apart from its products’', async () => {
    const page = await list(`reviewBusinessId=${shopId}`);
    expect(idsOf(page)).toEqual([ids.shop1]);
    expect(page.rating).toEqual({ average: 3, count: 1 });
    expect(page.results[0].product).toBeNull();
  });

  it('lists a customer’s reviews, and narrows by customer and product together', async () => {
    expect(idsOf(await list(`reviewCustomerId=${buyers[0]!.id}`))).toEqual([
      ids.beads0,
      ids.fabric0,
    ]);
    expect(idsOf(await list(`reviewCustomerId=${buyers[1]!.id}`))).toEqual([
      ids.shop1,
      ids.fabric1,
    ]);
    const both = await list(`reviewCustomerId=${buyers[0]!.id}&reviewProductId=${beads._id}`);
    expect(idsOf(both)).toEqual([ids.beads0]);
    expect(both.rating).toEqual({ average: 2, count: 1 });
  });

  it('pages through the reviews, keeping the rating of all of them', async () => {
    const base = `reviewProductId=${fabric._id}&limit=2`;
    const first = await list(`${base}&page=1`);
    expect(idsOf(first)).toEqual([ids.fabric2, ids.fabric1]);
    expect(first).toMatchObject({
      currentPage: 1,
      totalPages: 2,
      totalRecords: 3,
      perPageLimit: 2,
      nextPage: 2,
      previousPage: null,
      rating: { average: 4.3, count: 3 },
    });
    const second = await list(`${base}&page=2`);
    expect(idsOf(second)).toEqual([ids.fabric0]);
    expect(second).toMatchObject({ currentPage: 2, nextPage: null, previousPage: 1 });
    const beyond = await list(`${base}&page=3`);
    expect(beyond.results).toEqual([]);
    expect(beyond.rating).toEqual({ average: 4.3, count: 3 });
  });

  it('answers an empty page with a zero rating for what has no reviews', async () => {
    const unknown = '0190a0a0-0000-7000-8000-000000000000';
    const page = await list(`reviewProductId=${unknown}`);
    expect(page).toMatchObject({ results: [], totalRecords: 0, rating: { average: 0, count: 0 } });
  });

  it('refuses a list without a filter or with bad paging or ids', async () => {
    const cases: [string, Record<string, string>][] = [
      ['', { reviewProductId: 'Give reviewProductId, reviewBusinessId or reviewCustomerId' }],
      ['page=2', { reviewProductId: 'Give reviewProductId, reviewBusinessId or reviewCustomerId' }],
      ['reviewProductId=abc', { reviewProductId: 'Must be a valid id' }],
      ['reviewBusinessId=1', { reviewBusinessId: 'Must be a valid id' }],
      ['reviewCustomerId=x', { reviewCustomerId: 'Must be a valid id' }],
    ];
    for (const [query, message] of cases) {
      const res = await http().get(`/reviews?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({
        success: false,
        code: 'VALIDATION_ERROR',
        message,
      });
    }
    for (const paging of ['limit=0', 'limit=101', 'page=0', 'page=x']) {
      const res = await http().get(`/reviews?reviewProductId=${fabric._id}&${paging}`);
      expect(res.statusCode, paging).toBe(400);
      expect(res.json(), paging).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
  });
});
