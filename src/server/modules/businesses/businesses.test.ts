import { describe, expect, it } from 'vitest';
import { businessCustomers } from './businesses.schema.ts';
import { api, createBusiness } from '../../testing/test-app.ts';
import { ctx, vendor, shopper, stored } from './businesses.fixtures.ts';

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
