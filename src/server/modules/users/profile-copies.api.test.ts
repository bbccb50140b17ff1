import { sql } from 'drizzle-orm';
import type { Me } from '#shared/schemas/users.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { LISTENING_CONNECTION } from '../live/live-hub.ts';
import { startInstance as instance, type Instance } from '../../testing/instances.ts';
import { givePlan } from '../../testing/plans.ts';
import { addProduct, lagosAddress } from '../../testing/shop.ts';
import {
  api,
  createBusiness,
  createTestContext,
  registerUser,
  type Registered,
  type TestContext,
} from '../../testing/test-app.ts';

/**
 * Two app instances on one database, each keeping its own profile copies: writes go through A,
 * and both must answer GET users/me as the database has it (B hears of them only through
 * PostgreSQL's NOTIFY, from the tables' triggers).
 */
let ctx: TestContext;
let a: Instance;
let b: Instance;
beforeAll(async () => {
  ctx = await createTestContext();
  a = await instance(ctx);
  b = await instance(ctx);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await ctx?.close();
});

const me = (on: Instance, user: Registered) =>
  api(on.app).get('/users/me', { token: user.accessToken });

/** Asks both instances once, so each keeps a copy, after their LISTEN connections are up. */
async function copiedOnBoth(user: Registered) {
  for (const on of [a, b]) {
    expect((await me(on, user)).statusCode).toBe(200);
    await expect.poll(() => on.services.liveHub.listening).toBe(true);
    expect((await me(on, user)).statusCode).toBe(200);
  }
}

/** A change made straight in the tables with their triggers off: no instance hears of it. */
async function unheard(db: Db, statement: ReturnType<typeof sql>) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.execute(statement);
  });
}

/** B's answer becomes fresh once the NOTIFY arrives (A's is asserted at once by the callers). */
const eventually = (on: Instance, user: Registered, pick: (data: Me) => unknown) =>
  expect.poll(async () => pick((await me(on, user)).json().data), { timeout: 5000 });

describe('profile copies', () => {
  it('answer a repeated GET users/me from memory', async () => {
    const ada = await registerUser(ctx.app);
    await copiedOnBoth(ada);
    await unheard(ctx.db, sql`UPDATE users SET bio = 'unheard' WHERE id = ${ada.id}`);
    // Nothing announced the change, so both still answer from their copies.
    for (const on of [a, b]) expect((await me(on, ada)).json().data.profile.bio).toBeNull();
  });

  it('hear a change made in the database by no app at all (NOTIFY alone)', async () => {
    const ada = await registerUser(ctx.app);
    await copiedOnBoth(ada);
    await ctx.db.execute(sql`UPDATE users SET bio = 'heard' WHERE id = ${ada.id}`);
    await eventually(a, ada, (d) => d.profile.bio).toBe('heard');
    await eventually(b, ada, (d) => d.profile.bio).toBe('heard');
  });

  it('are fresh after an address is added, made default or deleted', async () => {
    const ada = await registerUser(ctx.app);
    await copiedOnBoth(ada);
    const add = await api(a.app).post(`/users/${ada.id}/address`, lagosAddress, {
      token: ada.accessToken,
    });
    expect(add.statusCode).toBe(201);
    expect((await me(a, ada)).json().data.addresses).toHaveLength(1);
    await eventually(b, ada, (d) => d.addresses.length).toBe(1);

    const second = await api(a.app).post(
      `/users/${ada.id}/address`,
      { ...lagosAddress, street: '3 Awolowo Road' },
      { token: ada.accessToken },
    );
    await copiedOnBoth(ada);
    await api(a.app).put(`/users/${ada.id}/address/${second.json().data._id}/default`, undefined, {
      token: ada.accessToken,
    });
    expect((await me(a, ada)).json().data.defaultAddress?.street).toBe('3 Awolowo Road');
    await eventually(b, ada, (d) => d.defaultAddress?.street).toBe('3 Awolowo Road');

    await api(a.app).delete(`/users/${ada.id}/address/${add.json().data._id}`, {
      token: ada.accessToken,
    });
    expect((await me(a, ada)).json().data.addresses).toHaveLength(1);
    await eventually(b, ada, (d) => d.addresses.length).toBe(1);
  });

  it('are fresh after a business is created, followed and a product liked', async () => {
    const vendor = await registerUser(ctx.app);
    const ada = await registerUser(ctx.app);
    await copiedOnBoth(vendor);
    const shop = await createBusiness(a.app, vendor);
    expect((await me(a, vendor)).json().data.businesses.map((x: { _id: string }) => x._id)).toEqual(
      [shop._id],
    );
    await eventually(b, vendor, (d) => d.businesses.length).toBe(1);

    const product = await addProduct(a.app, vendor, shop._id);
    await copiedOnBoth(ada);
    const follow = await api(a.app).put(`/businesses/${shop._id}/follower/${ada.id}`, undefined, {
      token: ada.accessToken,
    });
    expect(follow.statusCode).toBe(200);
    expect((await me(a, ada)).json().data.follows).toEqual([shop._id]);
    await eventually(b, ada, (d) => d.follows).toEqual([shop._id]);

    const like = await api(a.app).post(`/products/${product._id}/like`, undefined, {
      token: ada.accessToken,
    });
    expect(like.statusCode).toBe(200);
    expect((await me(a, ada)).json().data.likes).toEqual([product._id]);
    await eventually(b, ada, (d) => d.likes).toEqual([product._id]);
  });

  it('are fresh after a plan change', async () => {
    const ada = await registerUser(ctx.app);
    await copiedOnBoth(ada);
    // Plans are bought through the purchase service, or renewed by a job: no request of Ada's.
    await givePlan(ctx.db, ada.id, 'PRO');
    for (const on of [a, b]) await eventually(on, ada, (d) => d.subscription.plan).toBe('PRO');
  });

  it('never outlive a password change', async () => {
    const ada = await registerUser(ctx.app);
    await copiedOnBoth(ada);
    const changed = await api(a.app).put(
      `/users/${ada.id}/change-Password`,
      { currentPassword: ada.input.password, newPassword: 'another-horse-43' },
      { token: ada.accessToken },
    );
    expect(changed.statusCode).toBe(200);
    expect((await me(a, ada)).json().code).toBe('SESSION_ENDED');
    await eventually(b, ada, (d) => (d as Me | undefined) ?? null).toBeNull();
    expect((await me(b, ada)).json().code).toBe('SESSION_ENDED');
  });

  it('never outlive a logout, while the user’s other sessions keep theirs', async () => {
    const ada = await registerUser(ctx.app);
    const login = await api(ctx.app).post('/users/login', {
      username: ada.input.email,
      password: ada.input.password,
    });
    const phone = { ...ada, accessToken: login.json().data.accessToken as string };
    await copiedOnBoth(ada);
    await copiedOnBoth(phone);
    const out = await api(a.app).post('/users/logout', undefined, { token: ada.accessToken });
    expect(out.statusCode).toBe(200);
    expect((await me(a, ada)).statusCode).toBe(401);
    await expect.poll(async () => (await me(b, ada)).statusCode, { timeout: 5000 }).toBe(401);
    for (const on of [a, b]) expect((await me(on, phone)).statusCode).toBe(200);
  });

  it('are all forgotten, and none kept, while the LISTEN connection is down', async () => {
    const ada = await registerUser(ctx.app);
    await copiedOnBoth(ada);
    await unheard(ctx.db, sql`UPDATE users SET bio = 'while deaf' WHERE id = ${ada.id}`);
    expect((await me(a, ada)).json().data.profile.bio).toBeNull();
    await ctx.db.execute(sql`
      SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND application_name = ${LISTENING_CONNECTION}`);
    // Each instance forgets its copies when its connection drops, and listens again.
    for (const on of [a, b]) await eventually(on, ada, (d) => d.profile.bio).toBe('while deaf');
    for (const on of [a, b]) await expect.poll(() => on.services.liveHub.listening).toBe(true);
  });
});
