import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestContext,
  registerUser,
  TEST_API_KEY,
  type TestContext,
} from '../../testing/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the clock the counters read (Date only: the database and sockets run as usual). */
function advance(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
}

function login(
  username: string,
  password: string,
  {
    from = '127.0.0.1',
    cookie,
    app = ctx.app,
  }: { from?: string; cookie?: string; app?: typeof ctx.app } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    headers: { 'x-api-key': TEST_API_KEY, ...(cookie ? { cookie } : {}) },
    payload: { username, password },
    remoteAddress: from,
  });
}

/** The `name=value` of the device cookie an answer sets. */
function deviceCookieOf(res: { headers: Record<string, unknown> }): string {
  const header = res.headers['set-cookie'];
  const value = String(Array.isArray(header) ? header[0] : header);
  expect(value).toMatch(/^oja_device_[0-9a-f]{16}=[0-9a-f]{32}\.[\w-]+; /);
  expect(value).toContain('HttpOnly');
  expect(value).toContain('SameSite=Strict');
  expect(value).toContain('Path=/api/v1/users/login');
  return value.split(';')[0]!;
}

/** Fails `n` logins from a stranger's address, waiting out the pace as a patient guesser would. */
async function strangerFails(username: string, n: number, from: string) {
  for (let i = 0; i < n; i++) {
    let res = await login(username, `wrong-guess-${i}`, { from });
    if (res.statusCode === 429) {
      advance(Number(res.headers['retry-after']) * 1000 + 1);
      res = await login(username, `wrong-guess-${i}`, { from });
    }
    expect(res.statusCode, `guess ${i}`).toBe(401);
  }
}

describe('failed logins', () => {
  it("100 failures from elsewhere lock strangers out, not the owner's known browser", async () => {
    const owner = await registerUser(ctx.app);
    const { email, handle, phoneNumber, password } = owner.input;
    const first = await login(email, password, { from: '10.1.1.1' });
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookieOf(first);

    await strangerFails(email, 100, '10.6.6.6');

    // The account is locked for every form of its name, even with the right password: the
    // handle or the phone number gives no further guesses.
    for (const name of [email, handle, phoneNumber, `+234${phoneNumber.slice(1)}`]) {
      const res = await login(name, password, { from: '10.6.6.7' });
      expect(res.statusCode, name).toBe(429);
      expect(res.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      expect(res.json().message).toMatch(
        /^Too many failed login attempts for this account, please try again in \d+ minutes$/,
      );
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // A new browser of the owner is a stranger too.
    expect((await login(email, password, { from: '10.1.1.1' })).statusCode).toBe(429);
    // A forged or another account's cookie is not a known browser.
    const forged = cookie.replace(/\.[\w-]+$/, '.AAAA');
    expect((await login(email, password, { from: '10.1.1.1', cookie: forged })).statusCode).toBe(
      429,
    );
    const other = await registerUser(ctx.app);
    const otherCookie = deviceCookieOf(await login(other.input.email, other.input.password));
    expect((await login(email, password, { cookie: otherCookie })).statusCode).toBe(429);

    // The owner's browser logs in, by any name, with a new device cookie each time.
    const back = await login(handle, password, { from: '10.1.1.1', cookie });
    expect(back.statusCode).toBe(200);
    expect(back.json().data.user._id).toBe(owner.id);
    expect(deviceCookieOf(back)).not.toBe(cookie);
    // Its own wrong password is judged as its own (401, not the account's lock).
    expect((await login(email, 'typo-typo', { from: '10.1.1.1', cookie })).statusCode).toBe(401);
  });

  it('slows a stranger after ten failures: one try per pace, not counted when refused', async () => {
    const u = await registerUser(ctx.app);
    await strangerFails(u.input.email, 10, '10.2.2.2');
    await login(u.input.email, 'eleventh-guess', { from: '10.2.2.2' });
    const paced = await login(u.input.handle, u.input.password, { from: '10.2.2.3' });
    expect(paced.statusCode).toBe(429);
    const retryAfter = Number(paced.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(ctx.config.rateLimits.loginPaceMs / 1000);
    expect(paced.json().message).toMatch(/please try again in \d+ seconds?$/);
    advance(retryAfter * 1000 + 1);
    expect((await login(u.input.handle, u.input.password, { from: '10.2.2.3' })).statusCode).toBe(
      200,
    );
  });

  it('a known browser past its own limit is judged as a stranger', async () => {
    const u = await registerUser(ctx.app);
    const cookie = deviceCookieOf(await login(u.input.email, u.input.password));
    const max = ctx.config.rateLimits.failedLoginsPerDevice.max;
    for (let i = 0; i < max; i++) {
      expect((await login(u.input.email, `nope-${i}`, { cookie })).statusCode).toBe(401);
    }
    // Its failures did not count against the account: strangers are not paced yet.
    expect((await login(u.input.email, 'stranger-1', { from: '10.3.3.3' })).statusCode).toBe(401);
    await strangerFails(u.input.email, 99, '10.3.3.4');
    expect((await login(u.input.email, u.input.password, { cookie })).statusCode).toBe(429);
  });
});

describe('failed logins per address', () => {
  it('locks an address out after its failures over all accounts; other addresses log in', async () => {
    const tight = await createTestContext((c) => ({
      ...c,
      rateLimits: { ...c.rateLimits, failedLoginsPerAddress: { max: 5, timeWindowMs: 3_600_000 } },
    }));
    try {
      const people = await Promise.all(Array.from({ length: 6 }, () => registerUser(tight.app)));
      const known = deviceCookieOf(
        await login(people[5]!.input.email, people[5]!.input.password, { app: tight.app }),
      );
      for (const p of people.slice(0, 5)) {
        const res = await login(p.input.email, 'wrong-password', {
          from: '10.8.8.8',
          app: tight.app,
        });
        expect(res.statusCode).toBe(401);
      }
      const locked = await login(people[5]!.input.email, people[5]!.input.password, {
        from: '10.8.8.8',
        app: tight.app,
      });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toMatch(
        /^Too many failed logins from your network, please try again in (\d+ minutes|1 hour)$/,
      );
      const elsewhere = await login(people[0]!.input.email, people[0]!.input.password, {
        from: '10.8.8.9',
        app: tight.app,
      });
      expect(elsewhere.statusCode).toBe(200);
      // A browser the account knows still logs in from that address.
      const knownBrowser = await login(people[5]!.input.email, people[5]!.input.password, {
        from: '10.8.8.8',
        cookie: known,
        app: tight.app,
      });
      expect(knownBrowser.statusCode).toBe(200);
    } finally {
      await tight.close();
    }
  });
});
