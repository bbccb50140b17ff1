import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createBusiness,
  createTestContext,
  registerUser,
  type TestContext,
} from '../../testing/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('reference data', () => {
  it('lists categories and their tags', async () => {
    const res = await api(ctx.app).get('/categories');
    const categories = res.json().data as { _id: string; name: string; slug: string }[];
    expect(categories.map((c) => c.slug)).toContain('fashion-clothing');
    const fashion = categories.find((c) => c.slug === 'fashion-clothing')!;
    const tags = (await api(ctx.app).get(`/categories/${fashion._id}/tags`)).json().data;
    expect(tags.map((t: { name: string }) => t.name)).toContain('Ankara');
    expect(
      (await api(ctx.app).get('/categories/01a1fffc-2654-7279-b3da-fcbdb5843f14/tags')).statusCode,
    ).toBe(404);
  });

  it("serves countries, Nigeria's states, cities and LGAs with a day's caching", async () => {
    const countries = await api(ctx.app).get('/countries');
    expect(countries.headers['cache-control']).toBe('public, max-age=86400');
    expect(countries.json().data.length).toBeGreaterThan(200);
    const states = (await api(ctx.app).get('/countries/ng/states')).json().data;
    expect(states).toHaveLength(37);
    expect((await api(ctx.app).get('/countries/NG/states/Lagos/lgas')).json().data).toHaveLength(
      20,
    );
    expect(
      (await api(ctx.app).get('/countries/NG/states/LA/cities')).json().data.length,
    ).toBeGreaterThan(0);
    expect((await api(ctx.app).get('/countries/XX/states')).statusCode).toBe(404);
    expect((await api(ctx.app).get('/countries/NGA/states')).statusCode).toBe(400);
  });

  it("creates a business's own tag once, for its owner only", async () => {
    const owner = await registerUser(ctx.app);
    const business = await createBusiness(ctx.app, owner);
    const first = await api(ctx.app).post(
      '/tags',
      { businessId: business._id, name: 'Hand-dyed' },
      { token: owner.accessToken },
    );
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe('Tag created successfully');
    const again = await api(ctx.app).post(
      '/tags',
      { businessId: business._id, name: 'hand-dyed' },
      { token: owner.accessToken },
    );
    expect(again.json().data._id).toBe(first.json().data._id);
    const listed = (await api(ctx.app).get(`/businesses/${business._id}/tags`)).json().data;
    expect(listed).toHaveLength(1);

    const stranger = await registerUser(ctx.app);
    const denied = await api(ctx.app).post(
      '/tags',
      { businessId: business._id, name: 'Mine' },
      { token: stranger.accessToken },
    );
    expect(denied.statusCode).toBe(403);
    const bad = await api(ctx.app).post(
      '/tags',
      { businessId: business._id, name: '' },
      { token: owner.accessToken },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual({ name: 'Tag name is required' });
    expect(
      (await api(ctx.app).post('/tags', { businessId: business._id, name: '' })).statusCode,
    ).toBe(401);
  });
});
