import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paystackSandboxTransactions } from '../integrations/paystack/sandbox.schema.ts';
import { placeOrder, postWebhook } from '../testing/shop.ts';
import { api, type Registered, type TestContext } from '../testing/test-app.ts';
import { NUL_MESSAGE, openBadInputWorld } from './bad-input.fixtures.ts';

let ctx: TestContext;
let shopper: Registered;
let productId: string;

beforeAll(async () => {
  ({ ctx, shopper, productId } = await openBadInputWorld());
});
afterAll(() => ctx.close());

describe('Paystack webhook with a signed body that is not an event object', () => {
  const post = (raw: string) => postWebhook(ctx.app, ctx.config.payments.secretKey, raw);

  it.each([
    'null',
    '[]',
    '"charge.success"',
    '42',
    'true',
    '{"event":"charge.success","data":null}',
    '{"event":"charge.success","data":"x"}',
  ])('answers %s with a 400 and applies nothing', async (raw) => {
    const res = await post(raw);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });

  it('still applies a real charge.success', async () => {
    const placed = await placeOrder(ctx.app, shopper, [{ productId, count: 1 }]);
    const raw = JSON.stringify({
      event: 'charge.success',
      data: {
        reference: placed.transaction.reference,
        amount: Math.round(placed.transaction.amount * 100),
        status: 'success',
        currency: 'NGN',
      },
    });
    expect((await post(raw)).statusCode).toBe(200);
    const paid = await api(ctx.app).get(`/transactions/${placed.transaction._id}`, {
      token: shopper.accessToken,
    });
    expect(paid.json().data.status).toBe('SUCCESS');
  });
});

describe('Paystack sandbox with bad input', () => {
  const secret = () => `Bearer ${ctx.config.payments.secretKey}`;
  const sandboxRows = async () =>
    (await ctx.db.select({ n: count() }).from(paystackSandboxTransactions))[0]!.n;
  const initialize = (payload: string, type = 'application/json') =>
    ctx.app.inject({
      method: 'POST',
      url: '/sandbox/paystack/transaction/initialize',
      headers: { authorization: secret(), 'content-type': type },
      payload,
    });

  // The sandbox answers its own checks as Paystack does (`{ status: false, message }`); what is
  // refused before its handlers run (NUL, malformed JSON) is in Oja's error envelope.
  const paystackError = (message: string) => ({ status: false, message });
  const nul = (field: string) => ({
    success: false,
    code: 'VALIDATION_ERROR',
    message: { [field]: NUL_MESSAGE },
  });
  it.each([
    ['null', paystackError('Invalid Email Address Passed')],
    ['[]', paystackError('Invalid Email Address Passed')],
    ['"x"', paystackError('Invalid Email Address Passed')],
    ['{"email":"ada@oja.ng","amount":1e300}', paystackError('Invalid Amount Sent')],
    ['{"email":"ada@oja.ng","amount":5000,"reference":"ref\\u0000"}', nul('reference')],
    ['{"email":"ada\\u0000@oja.ng","amount":5000}', nul('email')],
    ['{"email":"ada@oja.ng","amount":5000,"metadata":{"note":"a\\u0000b"}}', nul('metadata.note')],
    ['{"email":', { success: false, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }],
  ])('initialize answers %s with a 400 and stores nothing', async (raw, answer) => {
    const before = await sandboxRows();
    const res = await initialize(raw);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(answer);
    expect(await sandboxRows()).toBe(before);
  });

  it('verify, refund and the hosted checkout refuse NUL and odd bodies with a 400', async () => {
    const get = (url: string) =>
      ctx.app.inject({ url: `/sandbox/paystack${url}`, headers: { authorization: secret() } });
    const post = (url: string, payload: string, type = 'application/json') =>
      ctx.app.inject({
        method: 'POST',
        url: `/sandbox/paystack${url}`,
        headers: { authorization: secret(), 'content-type': type },
        payload,
      });
    expect((await get('/transaction/verify/ref%00')).statusCode).toBe(400);
    expect((await get('/checkout/code%00')).statusCode).toBe(400);
    for (const raw of [
      'null',
      '[]',
      '{"transaction":"r\\u0000"}',
      '{"transaction":{"a":1}}',
      '{"transaction":"r","amount":"x"}',
    ])
      expect((await post('/refund', raw)).statusCode).toBe(400);
    expect(
      (await post('/checkout/abc', 'card=success%00', 'application/x-www-form-urlencoded'))
        .statusCode,
    ).toBe(400);
    expect((await post('/checkout/abc', 'null')).statusCode).toBe(400);
  });
});
