import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessCustomers, businesses } from './businesses.schema.ts';
import {
  api,
  createBusiness,
  createTestContext,
  registerUser,
  type Registered,
  type TestContext,
} from '../../testing/test-app.ts';

let ctx: TestContext;
let vendor: Registered;
let shopper: Registered;
beforeAll(async () => {
  ctx = await createTestContext();
  [vendor, shopper] = await Promise.all([registerUser(ctx.app), registerUser(ctx.app)]);
});
afterAll(() => ctx.close());

const stored = async (id: string) =>
  (await ctx.db.select().from(businesses).where(eq(businesses.id, id)))[0]!;

describe('creating and editing a business', () => {
  it('creates a business the creator owns and sees in users/me', async () => {
    const res = await api(ctx.app).post(
      '/businesses',
      {
        name: 'Kemi’s Kitchen',
        handle: 'Kemis-Kitchen',
        description: 'Home-made jollof, small chops and zobo for parties in Ibadan.',
        phone: '08031234567',
        email: 'kemi@example.ng',
        street: '5 Ring Road',
        city: 'Ibadan',
        lga: 'Ibadan South-West',
        state: 'oyo',
      },
      { token: vendor.accessToken },
    );
    expect(res.statusCode).toBe(201);
    const b = res.json().data;
    expect(b).toMatchObject({
      handle: 'kemis-kitchen',
      ownerId: vendor.id,
      active: true,
      takingOrders: true,
      acceptsReturns: false,
      address: { state: 'Oyo', city: 'Ibadan', country: 'NG' },
      deliveryFees: { defaultFee: 0, stateFees: [] },
      total_revenue: 0,
      curr_balance: 0,
      total_withdrawn: 0,
      marketplaceRequest: null,
    });
    const me = (await api(ctx.app).get('/users/me', { token: vendor.accessToken })).json().data;
    expect(me.businesses.map((x: { _id: string }) => x._id)).toContain(b._id);
  });

  it('refuses a taken handle, an unknown state and bad fields, writing nothing', async () => {
    const existing = await createBusiness(ctx.app, vendor);
    const taken = await api(ctx.app).post(
      '/businesses',
      { name: 'Copycat', handle: existing.handle },
      { token: shopper.accessToken },
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toEqual({ handle: 'This store handle is taken' });
    const badState = await api(ctx.app).post(
      '/businesses',
      { name: 'Far Away', handle: 'far-away-shop', state: 'Atlantis' },
      { token: shopper.accessToken },
    );
    expect(badState.statusCode).toBe(400);
    expect(badState.json().message).toEqual({ state: 'Choose a Nigerian state' });
    const bad = await api(ctx.app).post(
      '/businesses',
      { name: '', handle: 'x' },
      { token: shopper.accessToken },
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().message).sort()).toEqual(['handle', 'name']);
    const me = (await api(ctx.app).get('/users/me', { token: shopper.accessToken })).json().data;
    expect(me.businesses).toEqual([]);
    expect(
      (await api(ctx.app).post('/businesses', { name: 'No Login', handle: 'no-login' })).statusCode,
    ).toBe(401);
  });

  it("lets only the owner edit, toggle and set fees; another vendor's attempts change nothing", async () => {
    const b = await createBusiness(ctx.app, vendor);
    const patched = await api(ctx.app).patch(
      `/businesses/${b._id}`,
      { description: 'Adire from Abeokuta' },
      { token: vendor.accessToken },
    );
    expect(patched.statusCode).toBe(200);
    expect(patched.json().message).toBe('Business updated!');
    const toggled = await api(ctx.app).put(`/businesses/${b._id}/taking-order`, undefined, {
      token: vendor.accessToken,
    });
    expect(toggled.json().data.takingOrders).toBe(false);
    const returns = await api(ctx.app).put(
      `/businesses/${b._id}/return-order`,
      { value: true },
      { token: vendor.accessToken },
    );
    expect(returns.json().data.acceptsReturns).toBe(true);
    const fees = await api(ctx.app).put(
      `/businesses/${b._id}/delivery-fees`,
      {
        defaultFee: 2500,
        stateFees: [
          { state: 'Lagos', fee: 1500.5 },
          { state: 'FC', fee: 4000 },
        ],
      },
      { token: vendor.accessToken },
    );
    expect(fees.statusCode).toBe(200);
    expect(fees.json().data.deliveryFees).toEqual({
      defaultFee: 2500,
      stateFees: [
        { state: 'Abuja Federal Capital Territory', fee: 4000 },
        { state: 'Lagos', fee: 1500.5 },
      ],
    });
    expect((await stored(b._id)).defaultDeliveryFeeKobo).toBe(250000n);

    const before = await stored(b._id);
    for (const call of [
      api(ctx.app).patch(
        `/businesses/${b._id}`,
        { name: 'Stolen' },
        { token: shopper.accessToken },
      ),
      api(ctx.app).put(`/businesses/${b._id}/active`, undefined, { token: shopper.accessToken }),
      api(ctx.app).put(
        `/businesses/${b._id}/delivery-fees`,
        { defaultFee: 0 },
        { token: shopper.accessToken },
      ),
      api(ctx.app).put(`/businesses/${b._id}/request-marketplace`, undefined, {
        token: shopper.accessToken,
      }),
      api(ctx.app).get(`/businesses/${b._id}/followers`, { token: shopper.accessToken }),
    ]) {
      expect((await call).statusCode).toBe(403);
    }
    expect(await stored(b._id)).toEqual(before);
  });

  it('rejects a fee with more than two decimals or a state twice', async () => {
    const b = await createBusiness(ctx.app, vendor);
    const decimals = await api(ctx.app).put(
      `/businesses/${b._id}/delivery-fees`,
      { defaultFee: 10.555 },
      { token: vendor.accessToken },
    );
    expect(decimals.statusCode).toBe(400);
    expect(decimals.json().message).toEqual({ defaultFee: 'Use at most two decimals' });
    const twice = await api(ctx.app).put(
      `/businesses/${b._id}/delivery-fees`,
      {
        defaultFee: 1,
        stateFees: [
          { state: 'Lagos', fee: 1 },
          { state: 'LA', fee: 2 },
        ],
      },
      { token: vendor.accessToken },
    );
    expect(twice.statusCode).toBe(400);
  });

  it('records one pending marketplace request that the vendor can see', async () => {
    const b = await createBusiness(ctx.app, vendor);
    const first = await api(ctx.app).put(`/businesses/${b._id}/request-marketplace`, undefined, {
      token: vendor.accessToken,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.marketplaceRequest.status).toBe('PENDING');
    const again = await api(ctx.app).put(`/businesses/${b._id}/request-marketplace`, undefined, {
      token: vendor.accessToken,
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('finding businesses', () => {
  it('finds a business by handle, hides inactive ones from everyone but the owner', async () => {
    const b = await createBusiness(ctx.app, vendor);
    expect(
      (await api(ctx.app).get(`/businesses/social/${b.handle.toUpperCase()}?headless=true`)).json()
        .data._id,
    ).toBe(b._id);
    await api(ctx.app).put(
      `/businesses/${b._id}/active`,
      { value: false },
      { token: vendor.accessToken },
    );
    expect((await api(ctx.app).get(`/businesses/${b._id}`)).statusCode).toBe(404);
    expect(
      (await api(ctx.app).get(`/businesses/${b._id}`, { token: vendor.accessToken })).statusCode,
    ).toBe(200);
    const list = (
      await api(ctx.app).get(`/businesses?businessSearch=${encodeURIComponent(b.name)}`)
    ).json().data;
    expect(list.results.map((x: { _id: string }) => x._id)).not.toContain(b._id);
  });

  it('searches by name, description and tags, tolerating a typo, and filters by state', async () => {
    const owner = await registerUser(ctx.app);
    const ankara = await createBusiness(ctx.app, owner, {
      name: 'Ankara Palace',
      handle: 'ankara-palace',
      state: 'Kano',
      description: 'Wax prints and tailoring',
    });
    await createBusiness(ctx.app, owner, {
      name: 'Zobo Republic',
      handle: 'zobo-republic',
      state: 'Lagos',
      description: 'Chilled hibiscus drinks',
    });
    const typo = (await api(ctx.app).get('/businesses?businessSearch=ankra')).json().data;
    expect(typo.results[0]._id).toBe(ankara._id);
    expect(typo.perPageLimit).toBe(30);
    const byDescription = (await api(ctx.app).get('/businesses?businessSearch=hibiscus')).json()
      .data;
    expect(byDescription.results.map((x: { handle: string }) => x.handle)).toEqual([
      'zobo-republic',
    ]);
    const kano = (
      await api(ctx.app).get('/businesses?businessState=kano&businessSearch=palace')
    ).json().data;
    expect(kano.results.map((x: { _id: string }) => x._id)).toEqual([ankara._id]);
    const lagosOnly = (
      await api(ctx.app).get('/businesses?businessState=Lagos&businessSearch=ankara')
    ).json().data;
    expect(lagosOnly.totalRecords).toBe(0);
    const page = (await api(ctx.app).get('/businesses?limit=1&page=2')).json().data;
    expect(page).toMatchObject({ currentPage: 2, perPageLimit: 1, previousPage: 1 });
  });

  it('finds a business by its owner’s name, with one typo, and not by a look-alike word', async () => {
    const owner = await registerUser(ctx.app);
    const chidi = await createBusiness(ctx.app, owner, {
      name: 'Chidi’s Store',
      handle: 'chidis-store',
      state: 'Anambra',
      description: 'Provisions and household goods in Onitsha',
    });
    await createBusiness(ctx.app, owner, {
      name: 'Chin Chin Corner',
      handle: 'chin-chin-corner',
      state: 'Lagos',
      description: 'Crunchy snacks',
    });
    const ids = async (q: string) =>
      (
        (await api(ctx.app).get(`/businesses?businessSearch=${encodeURIComponent(q)}`)).json().data
          .results as { _id: string; handle: string }[]
      ).map((b) => b.handle);
    expect(await ids('Chidi')).toEqual([chidi.handle]);
    expect(await ids('chidi store')).toEqual([chidi.handle]);
    expect(await ids('houshold')).toEqual([chidi.handle]); // a letter left out
    expect(await ids('proivsions')).toEqual([chidi.handle]); // two letters swapped
    expect(await ids('chim')).toEqual([]); // four letters: no typo allowed
    expect(await ids('...')).toEqual([]);
  });
});

describe('follows and likes', () => {
  it('follows and likes idempotently and counts each user once', async () => {
    const b = await createBusiness(ctx.app, vendor);
    const follow = () =>
      api(ctx.app).put(`/businesses/${b._id}/follower/${shopper.id}`, undefined, {
        token: shopper.accessToken,
      });
    await Promise.all([follow(), follow(), follow()]);
    expect((await api(ctx.app).get(`/businesses/${b._id}`)).json().data.followers).toBe(1);
    await api(ctx.app).post(`/businesses/${b._id}/like`, undefined, { token: shopper.accessToken });
    await api(ctx.app).post(`/businesses/${b._id}/like`, undefined, { token: shopper.accessToken });
    expect((await api(ctx.app).get(`/businesses/${b._id}`)).json().data.likes).toBe(1);
    const me = (await api(ctx.app).get('/users/me', { token: shopper.accessToken })).json().data;
    expect(me.follows).toContain(b._id);

    const followers = (
      await api(ctx.app).get(`/businesses/${b._id}/followers`, { token: vendor.accessToken })
    ).json().data;
    expect(followers).toMatchObject({ totalRecords: 1, perPageLimit: 30 });
    expect(followers.results[0]).toMatchObject({ _id: shopper.id, handle: shopper.input.handle });

    const unfollow = await api(ctx.app).delete(`/businesses/${b._id}/follower/${shopper.id}`, {
      token: shopper.accessToken,
    });
    expect(unfollow.json().data.followers).toBe(0);
    await api(ctx.app).delete(`/businesses/${b._id}/follower/${shopper.id}`, {
      token: shopper.accessToken,
    });
    await api(ctx.app).post(`/businesses/${b._id}/unlike`, undefined, {
      token: shopper.accessToken,
    });
    const after = (await api(ctx.app).get(`/businesses/${b._id}`)).json().data;
    expect([after.followers, after.likes]).toEqual([0, 0]);
  });

  it('cannot follow on behalf of someone else', async () => {
    const b = await createBusiness(ctx.app, vendor);
    const res = await api(ctx.app).put(`/businesses/${b._id}/follower/${vendor.id}`, undefined, {
      token: shopper.accessToken,
    });
    expect(res.statusCode).toBe(403);
  });

  it('lists popular businesses by followers', async () => {
    const res = await api(ctx.app).get('/businesses/populars?limit=5');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.length).toBeLessThanOrEqual(5);
  });
});

describe('customers', () => {
  it('lists people who bought, most recent first, to the owner only', async () => {
    const b = await createBusiness(ctx.app, vendor);
    const empty = (
      await api(ctx.app).get(`/businesses/${b._id}/customers`, { token: vendor.accessToken })
    ).json().data;
    expect(empty).toMatchObject({ results: [], totalRecords: 0, perPageLimit: 30 });
    await ctx.db.insert(businessCustomers).values({
      businessId: b._id,
      userId: shopper.id,
      orders: 2,
      totalSpentKobo: 4550050n,
    });
    const listed = (
      await api(ctx.app).get(`/businesses/${b._id}/customers`, { token: vendor.accessToken })
    ).json().data;
    expect(listed.results[0]).toMatchObject({
      _id: shopper.id,
      orders: 2,
      totalSpent: 45500.5,
      handle: shopper.input.handle,
    });
    expect(
      (await api(ctx.app).get(`/businesses/${b._id}/customers`, { token: shopper.accessToken }))
        .statusCode,
    ).toBe(403);
  });
});
