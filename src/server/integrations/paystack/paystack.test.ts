import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import {
  createPaystackClient,
  PaystackError,
  signWebhook,
  verifyWebhookSignature,
} from './client.ts';
import { startSandbox, type TestSandbox } from './paystack.fixtures.ts';

const SECRET = 'sk_test_oja_sandbox_secret';
let ctx: TestContext;
let sandbox: TestSandbox;
let base: string;
let received: TestSandbox['received'];

beforeAll(async () => {
  // This file runs its own sandbox; the test app's would compete for the same webhook deliveries.
  ctx = await createTestContext((c) => ({
    ...c,
    payments: { ...c.payments, serveSandbox: false },
  }));
  sandbox = await startSandbox(ctx.db, SECRET);
  base = sandbox.base;
  received = sandbox.received;
});
afterAll(async () => {
  await sandbox.close();
  await ctx.close();
});

const client = () => createPaystackClient({ baseUrl: base, secretKey: SECRET });

async function pay(authorizationUrl: string, card: string) {
  const page = await fetch(authorizationUrl);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Choose a test card');
  return fetch(authorizationUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `card=${card}`,
    redirect: 'manual',
  });
}

describe('Paystack client against the sandbox', () => {
  it('initializes, pays with the success card, verifies, signs the webhook and refunds', async () => {
    const init = await client().initialize({
      email: 'ada@oja.ng',
      amountKobo: 2_350_000,
      reference: 'oja-ref-success',
      callbackUrl: 'http://oja.test/checkout/result',
      metadata: { transactionId: 't1' },
    });
    expect(init.reference).toBe('oja-ref-success');
    expect((await client().verify('oja-ref-success')).status).toBe('abandoned');

    const paid = await pay(init.authorizationUrl, 'success');
    expect(paid.status).toBe(302);
    expect(paid.headers.get('location')).toBe(
      'http://oja.test/checkout/result?trxref=oja-ref-success&reference=oja-ref-success',
    );
    const verified = await client().verify('oja-ref-success');
    expect(verified).toMatchObject({
      status: 'success',
      amountKobo: 2_350_000,
      currency: 'NGN',
      gatewayResponse: 'Approved',
      email: 'ada@oja.ng',
      metadata: { transactionId: 't1' },
    });
    expect(verified.paidAt).not.toBeNull();

    await expect.poll(() => received.length).toBe(1);
    const hook = received[0]!;
    expect(verifyWebhookSignature(hook.body, hook.signature, SECRET)).toBe(true);
    expect(verifyWebhookSignature(hook.body, hook.signature, 'another-secret')).toBe(false);
    expect(verifyWebhookSignature(`${hook.body} `, hook.signature, SECRET)).toBe(false);
    expect(JSON.parse(hook.body)).toMatchObject({
      event: 'charge.success',
      data: { reference: 'oja-ref-success', amount: 2_350_000 },
    });

    expect(await client().refund('oja-ref-success', 350_000)).toEqual({
      status: 'processed',
      amountKobo: 350_000,
    });
    await expect(client().refund('oja-ref-success', 2_000_001)).rejects.toThrow(
      /more than the amount left/,
    );
    expect((await client().refund('oja-ref-success')).amountKobo).toBe(2_000_000);

    const again = await pay(init.authorizationUrl, 'declined').catch((e: unknown) => e);
    expect(again).toBeInstanceOf(Error);
  });

  it('records declined and insufficient-funds cards as failed, with no webhook', async () => {
    const before = received.length;
    for (const [card, response] of [
      ['declined', 'Declined'],
      ['insufficient', 'Insufficient Funds'],
    ] as const) {
      const init = await client().initialize({
        email: 'bola@oja.ng',
        amountKobo: 500_000,
        reference: `oja-${card}`,
        callbackUrl: 'http://oja.test/r',
      });
      expect((await pay(init.authorizationUrl, card)).status).toBe(302);
      expect(await client().verify(`oja-${card}`)).toMatchObject({
        status: 'failed',
        gatewayResponse: response,
      });
    }
    await new Promise((r) => setTimeout(r, 200));
    expect(received.length).toBe(before);
    await expect(client().refund('oja-declined')).rejects.toThrow(/not been paid/);
  });

  it('refuses a wrong key, a duplicate reference, bad amounts and unknown references', async () => {
    const wrong = createPaystackClient({ baseUrl: base, secretKey: 'sk_wrong' });
    await expect(wrong.verify('x')).rejects.toMatchObject({ status: 401 });
    await client().initialize({
      email: 'c@oja.ng',
      amountKobo: 10_000,
      reference: 'oja-dup',
      callbackUrl: 'http://oja.test',
    });
    await expect(
      client().initialize({
        email: 'c@oja.ng',
        amountKobo: 10_000,
        reference: 'oja-dup',
        callbackUrl: 'http://oja.test',
      }),
    ).rejects.toThrow('Duplicate Transaction Reference');
    await expect(
      client().initialize({
        email: 'c@oja.ng',
        amountKobo: 10.5,
        reference: 'oja-frac',
        callbackUrl: 'http://oja.test',
      }),
    ).rejects.toBeInstanceOf(PaystackError);
    await expect(client().verify('no-such-reference')).rejects.toMatchObject({ status: 404 });
    const unreachable = createPaystackClient({
      baseUrl: 'http://127.0.0.1:9/none',
      secretKey: SECRET,
    });
    await expect(unreachable.verify('x')).rejects.toMatchObject({ status: 502 });
  });

  it('signs like Paystack: HMAC-SHA512 hex of the raw body', () => {
    expect(signWebhook('{"a":1}', 'k')).toMatch(/^[0-9a-f]{128}$/);
    expect(verifyWebhookSignature('{"a":1}', 'zz', 'k')).toBe(false);
    expect(verifyWebhookSignature('{"a":1}', undefined, 'k')).toBe(false);
  });
});
