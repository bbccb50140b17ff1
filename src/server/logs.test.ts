/**
 * What the server logs during a whole journey — sign-up, login, a token refresh, a forgotten
 * password, a phone code, a card top-up on the sandbox with its webhook, a payout account and a
 * withdrawal — is structured JSON, names each line's request, and holds no password, token, key,
 * code, card number or contact detail.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listOutboxMessages } from './modules/outbox/outbox.repo.ts';
import { confirmedPayoutAccount, passHold, PAYS } from './modules/payouts/withdrawals.fixtures.ts';
import { payOnSandbox } from './testing/shop.ts';
import {
  api,
  createTestContext,
  registerUser,
  TEST_API_KEY,
  type TestContext,
} from './testing/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

/** 15–19 digits (not a timestamp, not a fraction) passing the Luhn check, as a card number does. */
function cardNumbersIn(text: string): string[] {
  return (text.match(/(?<![\d.])\d{15,19}(?![\d.])/g) ?? []).filter((digits) => {
    let sum = 0;
    for (let i = 0; i < digits.length; i++) {
      let d = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    return sum % 10 === 0;
  });
}

it('a full journey logs every request by its id and no secret or personal detail', async () => {
  const app = ctx.app;
  const user = await registerUser(app);
  const { email, phoneNumber, password } = user.input;

  const login = await api(app).post('/users/login', { username: email, password });
  expect(login.statusCode).toBe(200);
  const wrong = await api(app).post('/users/login', { username: email, password: 'not-it-99' });
  expect(wrong.statusCode).toBe(401);
  const refreshed = await api(app).post(`/users/refresh/${user.refreshToken}`);
  expect(refreshed.statusCode).toBe(200);
  const { accessToken, refreshToken } = refreshed.json().data;
  expect((await api(app).post(`/users/${email}/forget-password`)).statusCode).toBe(200);
  const phone = await api(app).post(
    `/users/${user.id}/phone/+234/number/${phoneNumber}/token`,
    undefined,
    { token: accessToken },
  );
  expect(phone.statusCode).toBeLessThan(500);

  // ₦5,000 by card on the sandbox's page; its webhook reaches the app.
  const topUp = await api(app).post(`/users/${user.id}/wallet/5000/funds`, undefined, {
    token: accessToken,
  });
  expect(topUp.statusCode).toBe(201);
  const { transaction, authorizationUrl } = topUp.json().data;
  await payOnSandbox(app, authorizationUrl);
  const verified = await api(app).patch(`/orders/transaction-order/${transaction._id}`, undefined, {
    token: accessToken,
  });
  expect(verified.json().data.status).toBe('SUCCESS');

  const signedIn = { ...user, accessToken };
  const accountId = await confirmedPayoutAccount(app, ctx.db, signedIn, PAYS);
  await passHold(ctx.db, accountId);
  const withdrawal = await api(app).post(
    `/payments/users/${user.id}/transfer`,
    { amount: 100, reason: 'FUND_WITHDRAWAL' },
    { token: accessToken },
  );
  expect(withdrawal.statusCode).toBeLessThan(500);
  expect(withdrawal.headers['x-request-id']).toMatch(/^[\w.:-]{8,64}$/);

  // Every code and link token the journey was sent.
  const sent = (await listOutboxMessages(ctx.db, 200))
    .filter((m) => m.recipient === email || m.recipient.endsWith(phoneNumber.slice(1)))
    .flatMap((m) => m.body.match(/\b\d{6}\b|[A-Za-z0-9_-]{24,}/g) ?? []);
  expect(sent.length).toBeGreaterThan(2);

  const secrets: Record<string, string> = {
    password,
    'the wrong password': 'not-it-99',
    'the first access token': user.accessToken,
    'the first refresh token': user.refreshToken,
    'the access token': accessToken,
    'the refresh token': refreshToken,
    'the API key': TEST_API_KEY,
    'the JWT secret': ctx.config.jwtSecret,
    'the Paystack key': ctx.config.payments.secretKey,
    'the e-mail address': email,
    'the phone number': phoneNumber.slice(1),
    'the bank account number': PAYS,
    ...Object.fromEntries(sent.map((s, i) => [`sent code or token ${i + 1}`, s])),
  };
  const text = ctx.logs.join('');
  expect(ctx.logs.length).toBeGreaterThan(20);
  const found = Object.entries(secrets)
    .filter(([, value]) => text.includes(value))
    .map(([name]) => name);
  expect(found).toEqual([]);
  expect(cardNumbersIn(text)).toEqual([]);

  // Each line is JSON; each request's lines carry its id, the one its answer named.
  const lines = ctx.logs.map((l) => JSON.parse(l) as { requestId?: string; req?: object });
  const requests = lines.filter((l) => l.req);
  expect(requests.length).toBeGreaterThan(10);
  expect(requests.every((l) => typeof l.requestId === 'string')).toBe(true);
  expect(lines.some((l) => l.requestId === withdrawal.headers['x-request-id'])).toBe(true);
});

it('keeps a request id a proxy gave, and replaces one that is not plain', async () => {
  const kept = await api(ctx.app).get('/products', { headers: { 'x-request-id': 'lb-7f3a9c21' } });
  expect(kept.headers['x-request-id']).toBe('lb-7f3a9c21');
  const odd = await api(ctx.app).get('/products', {
    headers: { 'x-request-id': 'a"}\n{"level":60' },
  });
  expect(odd.headers['x-request-id']).not.toContain('"');
  expect(ctx.logs.some((l) => l.includes('"requestId":"lb-7f3a9c21"'))).toBe(true);
});
