import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PHONE_NUMBER_INVALID } from '#shared/phone.ts';
import { listOutboxMessages } from '../outbox/outbox.repo.ts';
import {
  createTestContext,
  registerUser,
  TEST_API_KEY,
  type Registered,
  type TestContext,
} from '../../testing/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  // The default limits on codes, except per address: only its own test below counts on it, so
  // the other tests' requests (all from one address) are not limited by it.
  ctx = await createTestContext((c) => ({
    ...c,
    codeSends: { ...c.codeSends, perAddress: [{ max: 1000, timeWindowMs: 3_600_000 }] },
  }));
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the clock the limits read (Date only: the database and sockets run as usual). */
function advance(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
}

let numbers = 0;
/** A Nigerian mobile number no account holds: `0805…`. */
function freshNumber(): string {
  numbers += 1;
  return `0805${`${process.pid}${numbers}`.slice(-7).padStart(7, '3')}`;
}

async function messagesTo(recipient: string) {
  return (await listOutboxMessages(ctx.db, 1000)).filter((m) => m.recipient === recipient);
}

function askCode(user: Registered, number: string, from = '127.0.0.1', app = ctx.app) {
  return app.inject({
    method: 'PATCH',
    url: `/api/v1/users/${user.id}/phone/234/number/${encodeURIComponent(number)}/token`,
    headers: { 'x-api-key': TEST_API_KEY, authorization: `Bearer ${user.accessToken}` },
    remoteAddress: from,
  });
}

describe('codes sent to a phone number', () => {
  it('sends one a minute to a number: the second and the seventh are 429 with when to retry', async () => {
    const u = await registerUser(ctx.app);
    const number = u.input.phoneNumber;
    const first = await askCode(u, number);
    expect(first.statusCode).toBe(200);
    const rest = [];
    for (let i = 0; i < 6; i++) rest.push(await askCode(u, number));
    for (const res of rest) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      expect(res.json().message).toMatch(
        /^Too many codes were sent to this number, please try again in (\d+ seconds?|1 minute)$/,
      );
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    expect(await messagesTo(`+234${number.slice(1)}`)).toHaveLength(1);

    // A minute later the number gets another code.
    advance(61_000);
    expect((await askCode(u, number)).statusCode).toBe(200);
    expect(await messagesTo(`+234${number.slice(1)}`)).toHaveLength(2);
  });

  it('holds concurrent requests to the limit', async () => {
    const u = await registerUser(ctx.app);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => askCode(u, u.input.phoneNumber)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(9);
    expect(await messagesTo(`+234${u.input.phoneNumber.slice(1)}`)).toHaveLength(1);
  });

  it('limits codes to a third party number from 20 accounts on 20 addresses', async () => {
    const victim = freshNumber();
    const accounts = await Promise.all(Array.from({ length: 20 }, () => registerUser(ctx.app)));
    const at = (i: number) => `10.0.${i}.7`;
    const burst = await Promise.all(accounts.map((a, i) => askCode(a, victim, at(i))));
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(19);
    // A minute apart, past the one-a-minute rule: four more make the hour's five.
    const later: number[] = [];
    for (const [i, account] of accounts.slice(0, 6).entries()) {
      advance(61_000);
      later.push((await askCode(account, victim, at(i))).statusCode);
    }
    expect(later).toEqual([200, 200, 200, 200, 429, 429]);
    expect(await messagesTo(`+234${victim.slice(1)}`)).toHaveLength(5);
  });

  it('limits how many numbers one account sends codes to', async () => {
    const u = await registerUser(ctx.app);
    const targets = [freshNumber(), freshNumber(), freshNumber(), freshNumber()];
    const statuses = [];
    for (const n of targets) statuses.push((await askCode(u, n)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await messagesTo(`+234${targets[3]!.slice(1)}`)).toHaveLength(0);
  });

  it('limits codes asked for from one address, over accounts and numbers', async () => {
    const tight = await createTestContext((c) => ({
      ...c,
      codeSends: { ...c.codeSends, perAddress: [{ max: 3, timeWindowMs: 3_600_000 }] },
    }));
    try {
      const people = await Promise.all(Array.from({ length: 5 }, () => registerUser(tight.app)));
      const statuses = [];
      for (const p of people)
        statuses.push((await askCode(p, p.input.phoneNumber, '10.9.9.9', tight.app)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const last = await askCode(people[4]!, people[4]!.input.phoneNumber, '10.9.9.9', tight.app);
      expect(last.json().message).toMatch(
        /^Too many codes were asked for from your network, please try again in 1 hour$/,
      );
      // Another address is not held back by that one.
      const other = await askCode(people[4]!, people[4]!.input.phoneNumber, '10.9.9.8', tight.app);
      expect(other.statusCode).toBe(200);
    } finally {
      await tight.close();
    }
  });

  it("refuses a number outside Nigeria's plan before anything is sent or counted", async () => {
    const u = await registerUser(ctx.app);
    const res = await askCode(u, '01234567890');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ phoneNumber: PHONE_NUMBER_INVALID });
    expect(await messagesTo('+2341234567890')).toHaveLength(0);
    // Every typed form of a valid number is the same destination.
    expect((await askCode(u, '+234 805 999 0001')).statusCode).toBe(200);
    expect((await askCode(u, '08059990001')).statusCode).toBe(429);
    expect(await messagesTo('+2348059990001')).toHaveLength(1);
  });
});

describe('e-mails with links', () => {
  const post = (url: string, token?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: {
        'x-api-key': TEST_API_KEY,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });

  it('sends one verification e-mail a minute to an address', async () => {
    const u = await registerUser(ctx.app);
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(await post(`/users/${u.id}/email-verification`, u.accessToken));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 429, 429, 429, 429]);
    expect(answers[1]!.json().message).toMatch(
      /^Too many verification e-mails were sent to this address, please try again in/,
    );
    expect(answers[1]!.headers['retry-after']).toBeDefined();
    expect(await messagesTo(u.input.email)).toHaveLength(1);
  });

  it('sends no second reset e-mail within the minute, with the same answer', async () => {
    const u = await registerUser(ctx.app);
    const first = await post(`/users/${u.input.email}/forget-password`);
    const second = await post(`/users/${u.input.handle}/forget-password`);
    const unknown = await post('/users/nobody-here@example.ng/forget-password');
    for (const res of [first, second, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('A new token has been sent to your email!');
    }
    expect(await messagesTo(u.input.email)).toHaveLength(1);
  });
});
