import { describe, expect, it } from 'vitest';
import { api, createBusiness, registerUser } from '../../testing/test-app.ts';
import { givePlan } from '../../testing/plans.ts';
import { ctx, vendor } from './businesses.fixtures.ts';

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
    await givePlan(ctx.db, owner.id);
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
    await givePlan(ctx.db, owner.id);
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
