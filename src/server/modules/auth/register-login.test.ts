import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_NUMBER_INVALID } from '#shared/phone.ts';
import { users } from '../users/users.schema.ts';
import {
  api,
  createTestContext,
  newUserInput,
  registerUser,
  type TestContext,
} from '../../testing/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const userCount = async () => (await ctx.db.select({ n: count() }).from(users))[0]!.n;

describe('POST /users (register)', () => {
  it('creates the account and logs the user in', async () => {
    const input = newUserInput({
      email: '  Ngozi.Obi@Example.NG ',
      phoneNumber: '0803 555 0101',
      handle: 'Ngozi.Obi',
    });
    const res = await api(ctx.app).post('/users', { ...input, isCheckout: true });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Sign up successful, you are now logged in');
    expect(body.data.isCheckout).toBe(true);
    expect(body.data.accessToken).toMatch(/^eyJ/);
    expect(body.data.refreshToken.length).toBeGreaterThan(30);
    const user = body.data.user;
    expect(user.profile).toMatchObject({
      email: 'ngozi.obi@example.ng',
      handle: 'ngozi.obi',
      phoneCode: '+234',
      phoneNumber: '8035550101',
      emailVerified: false,
      phoneVerified: false,
    });
    expect(user.subscription).toEqual({ name: 'Free', plan: 'FREE' });
    expect(user.activeAccount).toEqual({
      type: 'Personal',
      username: 'ngozi.obi',
      businessId: null,
    });
    expect(user.paymentChargeMode).toBe('LOCAL');
    expect(user.businesses).toEqual([]);
    expect(user.addresses).toEqual([]);
    expect(user.defaultAddress).toBeNull();
    expect(user.profile.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(res.body).not.toContain(input.password);
    expect(res.body).not.toContain('argon2');

    const me = await api(ctx.app).get('/users/me', { token: body.data.accessToken });
    expect(me.statusCode).toBe(200);
    expect(me.json().data._id).toBe(user._id);
  });

  it('gives one message per invalid field and writes nothing', async () => {
    const before = await userCount();
    const res = await api(ctx.app).post('/users', {
      firstName: '',
      email: 'not-an-email',
      phoneNumber: 'abc',
      handle: 'x',
      password: 'short',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(body.message).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Enter a valid email address',
      phoneNumber: 'Enter a valid phone number',
      handle: 'Use 3 to 30 letters, numbers, dots or underscores',
      password: 'Password must be at least 8 characters',
    });
    expect(await userCount()).toBe(before);
  });

  it('rejects a Nigerian number of the wrong length', async () => {
    const res = await api(ctx.app).post('/users', newUserInput({ phoneNumber: '0803123' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ phoneNumber: PHONE_NUMBER_INVALID });
  });

  it("refuses a number outside Nigeria's numbering plan and writes nothing", async () => {
    const before = await userCount();
    for (const phoneNumber of ['01234567890', '+234 123 456 7890', '+44 7911 123456']) {
      const res = await api(ctx.app).post('/users', newUserInput({ phoneNumber }));
      expect(res.statusCode, phoneNumber).toBe(400);
      expect(res.json().message).toEqual({ phoneNumber: PHONE_NUMBER_INVALID });
    }
    expect(await userCount()).toBe(before);
  });

  it('stores a Nigerian number one way however it is typed', async () => {
    for (const [typed, stored] of [
      ['08031112222', '8031112222'],
      ['+2348031112223', '8031112223'],
      ['803 111 2224', '8031112224'],
    ]) {
      const res = await api(ctx.app).post('/users', newUserInput({ phoneNumber: typed }));
      expect(res.statusCode, typed).toBe(201);
      const [row] = await ctx.db
        .select({ code: users.phoneCode, number: users.phoneNumber })
        .from(users)
        .where(eq(users.id, res.json().data.user._id));
      expect(row).toEqual({ code: '+234', number: stored });
    }
    // The same number typed another way is the same number.
    const again = await api(ctx.app).post('/users', newUserInput({ phoneNumber: '0803-111-2222' }));
    expect(again.statusCode).toBe(409);
  });

  it('answers 409 naming each field already taken', async () => {
    const first = await registerUser(ctx.app);
    const before = await userCount();
    const res = await api(ctx.app).post(
      '/users',
      newUserInput({
        email: first.input.email.toUpperCase(),
        handle: first.input.handle,
        phoneNumber: first.input.phoneNumber,
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toEqual({
      email: 'This email is already registered',
      handle: 'This username is taken',
      phoneNumber: 'This phone number is already registered',
    });
    expect(await userCount()).toBe(before);
  });

  it('records a valid referral code and refuses an unknown one', async () => {
    const referrer = await registerUser(ctx.app);
    const me = await api(ctx.app).get('/users/me', { token: referrer.accessToken });
    const code = me.json().data.profile.referralCode as string;
    const referred = await registerUser(ctx.app, { referralCode: code.toLowerCase() });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, referred.id));
    expect(row!.referredById).toBe(referrer.id);

    const before = await userCount();
    const bad = await api(ctx.app).post('/users', newUserInput({ referralCode: 'NOSUCH99' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual({ referralCode: 'This referral code does not exist' });
    expect(await userCount()).toBe(before);
  });

  it('lets exactly one of two simultaneous sign-ups with the same e-mail through', async () => {
    const email = 'race@example.ng';
    const [a, b] = await Promise.all([
      api(ctx.app).post('/users', newUserInput({ email })),
      api(ctx.app).post('/users', newUserInput({ email })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const rows = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });
});

describe('POST /users/login', () => {
  it('accepts e-mail, handle or phone (with or without the trunk zero)', async () => {
    const u = await registerUser(ctx.app);
    const phone = u.input.phoneNumber;
    for (const username of [
      u.input.email.toUpperCase(),
      u.input.handle,
      phone,
      phone.slice(1),
      `+234${phone.slice(1)}`,
    ]) {
      const res = await api(ctx.app).post('/users/login', { username, password: u.input.password });
      expect(res.statusCode, username).toBe(200);
      const data = res.json().data;
      expect(data.user._id).toBe(u.id);
      expect(data.accessToken).toBeTruthy();
      expect(data.refreshToken).toBeTruthy();
    }
  });

  it('refuses a wrong password or unknown account with the same answer', async () => {
    const u = await registerUser(ctx.app);
    const wrong = await api(ctx.app).post('/users/login', {
      username: u.input.email,
      password: 'nope-nope-nope',
    });
    const unknown = await api(ctx.app).post('/users/login', {
      username: 'nobody@example.ng',
      password: 'nope-nope-nope',
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid login details',
      });
    }
  });

  it('validates the body', async () => {
    const res = await api(ctx.app).post('/users/login', { username: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({
      username: 'Email, phone or username is required',
      password: 'Password is required',
    });
  });
});

describe('GET /users/me', () => {
  it('needs a valid bearer token', async () => {
    const none = await api(ctx.app).get('/users/me');
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('UNAUTHORIZED');
    const garbage = await api(ctx.app).get('/users/me', { token: 'not-a-jwt' });
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json().code).toBe('INVALID_TOKEN');
    const basic = await ctx.app.inject({
      url: '/api/v1/users/me',
      headers: { 'x-api-key': 'test-api-key', authorization: 'Basic abc' },
    });
    expect(basic.statusCode).toBe(401);
  });
});
