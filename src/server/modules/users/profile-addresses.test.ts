import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userAddresses, users } from './users.schema.ts';
import { api, givePictures, registerUser } from '../../testing/test-app.ts';
import { ctx, ada, bola, address } from './users.fixtures.ts';

describe('PUT /users/{userId}', () => {
  it('updates the own profile', async () => {
    const res = await api(ctx.app).put(
      `/users/${ada.id}`,
      { firstName: 'Adaeze', bio: 'Ankara lover' },
      { token: ada.accessToken },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Profile updated successfully');
    expect(res.json().data.profile).toMatchObject({ firstName: 'Adaeze', bio: 'Ankara lover' });
  });

  it('sets a profile picture the user uploaded, never someone else’s, and removes it', async () => {
    const own = `/uploads/avatars/${ada.id}.webp`;
    const theirs = `/uploads/avatars/${bola.id}.webp`;
    await givePictures(ctx.db, ada, [own]);
    await givePictures(ctx.db, bola, [theirs]);
    const put = (avatar: string | null) =>
      api(ctx.app).put(`/users/${ada.id}`, { avatar }, { token: ada.accessToken });

    const stolen = await put(theirs);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toEqual({ avatar: 'Upload the picture to Oja first' });
    const set = await put(own);
    expect(set.statusCode).toBe(200);
    expect(set.json().data.profile.avatar).toBe(own);
    const removed = await put(null);
    expect(removed.json().data.profile.avatar).toBeNull();
  });

  it('says nothing when only the payment charge mode changed', async () => {
    const res = await api(ctx.app).put(
      `/users/${ada.id}`,
      { paymentChargeMode: 'INTERNATIONAL' },
      { token: ada.accessToken },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBeUndefined();
    expect(res.json().data.paymentChargeMode).toBe('INTERNATIONAL');
  });

  it('never sets role, verification flags or balances', async () => {
    const res = await api(ctx.app).put(
      `/users/${ada.id}`,
      {
        role: 'admin',
        emailVerified: true,
        phoneVerifiedAt: new Date().toISOString(),
        curr_balance: 1e9,
        lastName: 'Okafor',
      },
      { token: ada.accessToken },
    );
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, ada.id));
    expect(row!.role).toBe('shopper');
    expect(row!.emailVerifiedAt).toBeNull();
    expect(row!.phoneVerifiedAt).toBeNull();
    expect(row!.lastName).toBe('Okafor');
  });

  it("refuses another user's profile with 403 and changes nothing", async () => {
    const res = await api(ctx.app).put(
      `/users/${bola.id}`,
      { firstName: 'Hacked' },
      { token: ada.accessToken },
    );
    expect(res.statusCode).toBe(403);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, bola.id));
    expect(row!.firstName).toBe(bola.input.firstName);
  });

  it('validates fields and refuses a taken handle', async () => {
    const bad = await api(ctx.app).put(
      `/users/${ada.id}`,
      { firstName: '', handle: 'no spaces' },
      { token: ada.accessToken },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual({
      firstName: 'First name is required',
      handle: 'Use 3 to 30 letters, numbers, dots or underscores',
    });
    const taken = await api(ctx.app).put(
      `/users/${ada.id}`,
      { handle: bola.input.handle },
      { token: ada.accessToken },
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toEqual({ handle: 'This username is taken' });
  });

  it('needs a login and a well-formed id', async () => {
    expect((await api(ctx.app).put(`/users/${ada.id}`, { firstName: 'X' })).statusCode).toBe(401);
    const badId = await api(ctx.app).put(
      '/users/123',
      { firstName: 'X' },
      { token: ada.accessToken },
    );
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toEqual({ id: 'Must be a valid id' });
  });

  it('clears e-mail verification when the e-mail changes', async () => {
    await ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, bola.id));
    const res = await api(ctx.app).put(
      `/users/${bola.id}`,
      { email: 'bola.new@example.ng' },
      { token: bola.accessToken },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.profile).toMatchObject({
      email: 'bola.new@example.ng',
      emailVerified: false,
    });
  });
});

describe('addresses', () => {
  it('makes the first address the default and lists it on the user', async () => {
    const u = await registerUser(ctx.app);
    const first = await api(ctx.app).post(`/users/${u.id}/address`, address(), {
      token: u.accessToken,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe('Address created successfully');
    expect(first.json().data).toMatchObject({
      isDefault: true,
      phone: '+2348031234567',
      country: 'NG',
    });
    const second = await api(ctx.app).post(`/users/${u.id}/address`, address({ label: 'Office' }), {
      token: u.accessToken,
    });
    expect(second.json().data.isDefault).toBe(false);

    const me = (await api(ctx.app).get('/users/me', { token: u.accessToken })).json().data;
    expect(me.addresses).toHaveLength(2);
    expect(me.defaultAddress._id).toBe(first.json().data._id);

    const switched = await api(ctx.app).put(
      `/users/${u.id}/address/${second.json().data._id}/default`,
      undefined,
      {
        token: u.accessToken,
      },
    );
    expect(switched.statusCode).toBe(200);
    expect(switched.json().data[0]).toMatchObject({ _id: second.json().data._id, isDefault: true });
  });

  it('promotes the oldest remaining address when the default is deleted', async () => {
    const u = await registerUser(ctx.app);
    const ids: string[] = [];
    for (const label of ['A', 'B', 'C']) {
      ids.push(
        (
          await api(ctx.app).post(`/users/${u.id}/address`, address({ label }), {
            token: u.accessToken,
          })
        ).json().data._id,
      );
    }
    const res = await api(ctx.app).delete(`/users/${u.id}/address/${ids[0]}`, {
      token: u.accessToken,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Address deleted successfully');
    expect(
      res.json().data.map((a: { label: string; isDefault: boolean }) => [a.label, a.isDefault]),
    ).toEqual([
      ['B', true],
      ['C', false],
    ]);
  });

  it('gives field messages for a bad address and writes nothing', async () => {
    const u = await registerUser(ctx.app);
    const res = await api(ctx.app).post(
      `/users/${u.id}/address`,
      { street: '', phone: 'x' },
      { token: u.accessToken },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatchObject({
      recipientName: 'Recipient name is required',
      street: 'Street address is required',
      city: 'City is required',
      state: 'State is required',
    });
    const rows = await ctx.db.select().from(userAddresses).where(eq(userAddresses.userId, u.id));
    expect(rows).toHaveLength(0);
  });

  it("keeps other users' addresses out of reach", async () => {
    const owner = await registerUser(ctx.app);
    const created = await api(ctx.app).post(`/users/${owner.id}/address`, address(), {
      token: owner.accessToken,
    });
    const addressId = created.json().data._id;
    const intruder = await registerUser(ctx.app);
    expect(
      (
        await api(ctx.app).post(`/users/${owner.id}/address`, address(), {
          token: intruder.accessToken,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await api(ctx.app).delete(`/users/${owner.id}/address/${addressId}`, {
          token: intruder.accessToken,
        })
      ).statusCode,
    ).toBe(403);
    // Through the intruder's own path the address is simply not found.
    expect(
      (
        await api(ctx.app).delete(`/users/${intruder.id}/address/${addressId}`, {
          token: intruder.accessToken,
        })
      ).statusCode,
    ).toBe(404);
    const rows = await ctx.db
      .select()
      .from(userAddresses)
      .where(eq(userAddresses.userId, owner.id));
    expect(rows).toHaveLength(1);
  });

  it('keeps exactly one default when addresses are added at the same time', async () => {
    const u = await registerUser(ctx.app);
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        api(ctx.app).post(`/users/${u.id}/address`, address({ label: `L${i}` }), {
          token: u.accessToken,
        }),
      ),
    );
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    const rows = await ctx.db.select().from(userAddresses).where(eq(userAddresses.userId, u.id));
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });

  it('caps the number of addresses', async () => {
    const u = await registerUser(ctx.app);
    for (let i = 0; i < 10; i++) {
      expect(
        (await api(ctx.app).post(`/users/${u.id}/address`, address(), { token: u.accessToken }))
          .statusCode,
      ).toBe(201);
    }
    const over = await api(ctx.app).post(`/users/${u.id}/address`, address(), {
      token: u.accessToken,
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/at most 10 addresses/);
  });
});
