import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userAddresses, users } from './users.schema.ts';
import { api, createBusiness, givePictures, registerUser } from '../../testing/test-app.ts';
import { ctx, address } from './users.fixtures.ts';

describe('switching the active account', () => {
  it('switches to an own business and back to Personal', async () => {
    const u = await registerUser(ctx.app);
    await givePictures(ctx.db, u, ['/uploads/mama-put-logo.webp']);
    const business = await createBusiness(ctx.app, u, {
      name: 'Mama Put Kitchen',
      logoUrl: '/uploads/mama-put-logo.webp',
    });
    const res = await api(ctx.app).put(
      `/users/${u.id}/active-account`,
      { type: 'business', businessId: business._id },
      { token: u.accessToken },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.activeAccount).toEqual({
      type: 'business',
      username: business.handle,
      businessId: business._id,
    });
    expect(res.json().data.businesses).toEqual([
      {
        _id: business._id,
        name: business.name,
        handle: business.handle,
        logo: '/uploads/mama-put-logo.webp',
      },
    ]);
    const back = await api(ctx.app).put(
      `/users/${u.id}/active-account`,
      { type: 'Personal' },
      { token: u.accessToken },
    );
    expect(back.json().data.activeAccount).toEqual({
      type: 'Personal',
      username: u.input.handle,
      businessId: null,
    });
  });

  it("refuses someone else's business or another user's account", async () => {
    const owner = await registerUser(ctx.app);
    const business = await createBusiness(ctx.app, owner, { name: 'Ade Fabrics' });
    const other = await registerUser(ctx.app);
    const res = await api(ctx.app).put(
      `/users/${other.id}/active-account`,
      { type: 'business', businessId: business._id },
      { token: other.accessToken },
    );
    expect(res.statusCode).toBe(403);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, other.id));
    expect(row!.activeBusinessId).toBeNull();
    const onOwner = await api(ctx.app).put(
      `/users/${owner.id}/active-account`,
      { type: 'Personal' },
      { token: other.accessToken },
    );
    expect(onOwner.statusCode).toBe(403);
  });

  it('validates the body', async () => {
    const u = await registerUser(ctx.app);
    const res = await api(ctx.app).put(
      `/users/${u.id}/active-account`,
      { type: 'business' },
      { token: u.accessToken },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toHaveProperty('businessId');
  });
});

describe('default address of another user', () => {
  it('cannot be changed through their account or through your own', async () => {
    const owner = await registerUser(ctx.app);
    const created = await api(ctx.app).post(`/users/${owner.id}/address`, address(), {
      token: owner.accessToken,
    });
    const second = await api(ctx.app).post(`/users/${owner.id}/address`, address({ label: 'B' }), {
      token: owner.accessToken,
    });
    const intruder = await registerUser(ctx.app);
    const target = second.json().data._id;
    expect(
      (
        await api(ctx.app).put(`/users/${owner.id}/address/${target}/default`, undefined, {
          token: intruder.accessToken,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await api(ctx.app).put(`/users/${intruder.id}/address/${target}/default`, undefined, {
          token: intruder.accessToken,
        })
      ).statusCode,
    ).toBe(404);
    const rows = await ctx.db
      .select()
      .from(userAddresses)
      .where(eq(userAddresses.userId, owner.id));
    expect(rows.find((r) => r.isDefault)!.id).toBe(created.json().data._id);
  });
});
