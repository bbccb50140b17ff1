import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { createPaystackClient, verifyWebhookSignature } from './client.ts';
import { startSandbox, type TestSandbox } from './paystack.fixtures.ts';
import { paystackSandboxTransfers } from './sandbox.schema.ts';
import { parseWebhookEvent } from './webhook-events.ts';

let ctx: TestContext;
let sandbox: TestSandbox;
let secret: string;

beforeAll(async () => {
  // This file runs its own sandbox (signing with the app's key, so its webhooks can be handed to
  // the app); the test app's would compete for the same deliveries.
  ctx = await createTestContext((c) => ({
    ...c,
    payments: { ...c.payments, serveSandbox: false },
  }));
  secret = ctx.config.payments.secretKey;
  sandbox = await startSandbox(ctx.db, secret, { transferDelayMs: 300 });
});
afterAll(async () => {
  await sandbox.close();
  await ctx.close();
});

const client = () => createPaystackClient({ baseUrl: sandbox.base, secretKey: secret });
const post = (path: string, body: unknown) => sandbox.call(path, { method: 'POST', body });
const transferEvents = () =>
  sandbox.received.filter((h) =>
    (JSON.parse(h.body) as { event: string }).event.startsWith('transfer.'),
  );
const rowsWith = async (reference: string) =>
  (
    await ctx.db
      .select({ n: count() })
      .from(paystackSandboxTransfers)
      .where(eq(paystackSandboxTransfers.reference, reference))
  )[0]!.n;

describe('transfers', () => {
  async function recipient(accountNumber: string) {
    return (
      await client().createTransferRecipient({ name: 'Payee', accountNumber, bankCode: '058' })
    ).recipientCode;
  }

  it('queues pending transfers that settle into signed success, failed and reversed webhooks', async () => {
    const cases = [
      ['0123456780', 'success', 'oja-wd-success-0000001'],
      ['1111111111', 'failed', 'oja-wd-failed-00000001'],
      ['2222222222', 'reversed', 'oja-wd-reversed-000001'],
    ] as const;
    const before = transferEvents().length;
    for (const [account, , reference] of cases) {
      const code = await recipient(account);
      const queued = await client().initiateTransfer({
        amountKobo: 1_250_000,
        recipientCode: code,
        reference,
        reason: 'Oja payout',
      });
      expect(queued).toEqual({
        reference,
        transferCode: expect.stringMatching(/^TRF_[0-9a-z]+$/),
        status: 'pending',
        amountKobo: 1_250_000,
        currency: 'NGN',
        reason: 'Oja payout',
        recipientCode: code,
        transferredAt: null,
        feeKobo: 2_500,
      });
      expect((await client().verifyTransfer(reference)).status).toBe('pending');
    }

    await expect.poll(() => transferEvents().length).toBe(before + 3);
    for (const [account, outcome, reference] of cases) {
      const hook = transferEvents().find((h) => h.body.includes(`"${reference}"`))!;
      expect(verifyWebhookSignature(hook.body, hook.signature, secret)).toBe(true);
      expect(verifyWebhookSignature(hook.body, hook.signature, 'another-secret')).toBe(false);
      const body = JSON.parse(hook.body) as { event: string; data: Record<string, unknown> };
      expect(body).toMatchObject({
        event: `transfer.${outcome}`,
        data: {
          reference,
          amount: 1_250_000,
          currency: 'NGN',
          status: outcome,
          source: 'balance',
          reason: 'Oja payout',
          transfer_code: expect.stringMatching(/^TRF_/),
          recipient: {
            recipient_code: expect.stringMatching(/^RCP_/),
            type: 'nuban',
            details: {
              account_number: account,
              bank_code: '058',
              bank_name: 'Guaranty Trust Bank',
            },
          },
        },
      });
      const event = parseWebhookEvent(hook.body);
      expect(event).toEqual({
        event: `transfer.${outcome}`,
        transfer: expect.objectContaining({ reference, status: outcome, amountKobo: 1_250_000 }),
      });
      const verified = await client().verifyTransfer(reference);
      expect(verified).toMatchObject({ reference, status: outcome, amountKobo: 1_250_000 });
      expect(verified.transferredAt === null).toBe(outcome === 'failed');
    }
  });

  it('never pays a reference twice: a retry returns the existing transfer', async () => {
    const code = await recipient('0345678912');
    const reference = 'oja-wd-retry-000000001';
    const first = await client().initiateTransfer({
      amountKobo: 500_000,
      recipientCode: code,
      reference,
    });
    // Paystack's own answer to a repeated reference is a refusal...
    const repeat = await post('/transfer', {
      source: 'balance',
      amount: 500_000,
      recipient: code,
      reference,
    });
    expect(repeat.status).toBe(400);
    expect(await repeat.json()).toEqual({ status: false, message: 'Duplicate Transfer Reference' });
    // ...which the client turns into the transfer that exists, also when retries race.
    const retries = await Promise.all(
      Array.from({ length: 5 }, () =>
        client().initiateTransfer({ amountKobo: 500_000, recipientCode: code, reference }),
      ),
    );
    for (const r of retries) expect(r.transferCode).toBe(first.transferCode);
    expect(await rowsWith(reference)).toBe(1);

    const raced = 'oja-wd-raced-000000001';
    const racing = await Promise.all(
      Array.from({ length: 6 }, () =>
        client().initiateTransfer({ amountKobo: 700_000, recipientCode: code, reference: raced }),
      ),
    );
    expect(new Set(racing.map((r) => r.transferCode)).size).toBe(1);
    expect(await rowsWith(raced)).toBe(1);

    await expect(
      client().initiateTransfer({ amountKobo: 500_001, recipientCode: code, reference }),
    ).rejects.toMatchObject({ status: 409 });
    await expect
      .poll(() => transferEvents().filter((h) => h.body.includes(reference)).length)
      .toBe(1);
    await new Promise((r) => setTimeout(r, 400));
    expect(transferEvents().filter((h) => h.body.includes(reference))).toHaveLength(1);
  });

  it('refuses bad transfers like Paystack and reports unknown references as 404', async () => {
    const code = await recipient('0456789123');
    const valid = {
      source: 'balance',
      amount: 10_000,
      recipient: code,
      reference: 'oja-wd-bad-input-0001',
    };
    for (const [body, message] of [
      [{ ...valid, source: 'card' }, 'Invalid transfer source'],
      [{ ...valid, amount: 0 }, 'Invalid amount'],
      [{ ...valid, amount: 100.5 }, 'Invalid amount'],
      [{ ...valid, amount: 'lots' }, 'Invalid amount'],
      [{ ...valid, currency: 'GHS' }, 'Currency is not supported'],
      [
        { ...valid, reference: 'short-ref' },
        'Invalid transfer reference: use 16 to 50 lowercase letters, digits, - or _',
      ],
      [
        { ...valid, reference: 'OJA-WD-UPPER-CASE-01' },
        'Invalid transfer reference: use 16 to 50 lowercase letters, digits, - or _',
      ],
      [
        { ...valid, reference: 42 },
        'Invalid transfer reference: use 16 to 50 lowercase letters, digits, - or _',
      ],
    ] as const) {
      const res = await post('/transfer', body);
      expect(res.status, message).toBe(400);
      expect(await res.json()).toEqual({ status: false, message });
    }
    expect(await rowsWith(valid.reference)).toBe(0);
    const unknown = await client()
      .initiateTransfer({
        amountKobo: 10_000,
        recipientCode: 'RCP_nobody',
        reference: valid.reference,
      })
      .catch((e: unknown) => e);
    expect(unknown).toMatchObject({
      status: 400,
      code: 'invalid_transfer_recipient',
      message: 'Recipient specified is invalid',
    });
    await expect(client().verifyTransfer('oja-no-such-transfer')).rejects.toMatchObject({
      status: 404,
      message: 'Transfer not found',
    });
    const wrongKey = createPaystackClient({ baseUrl: sandbox.base, secretKey: 'sk_wrong' });
    await expect(wrongKey.verifyTransfer(valid.reference)).rejects.toMatchObject({ status: 401 });
    // Without a reference Paystack makes one up; the transfer is still made.
    const made = await post('/transfer', { ...valid, reference: undefined });
    expect(made.status).toBe(200);
  });
});

describe("the app's webhook route", () => {
  it('acknowledges transfer events for transfers no withdrawal made, and applies nothing', async () => {
    await expect.poll(() => transferEvents().length).toBeGreaterThanOrEqual(3);
    for (const hook of transferEvents().slice(0, 3)) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/webhooks/paystack',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': hook.signature! },
        payload: hook.body,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
    }
    const outcomes = ctx.logs.filter((l) => l.includes('paystack webhook'));
    expect(outcomes.length).toBeGreaterThanOrEqual(3);
    // The withdrawals module knows no withdrawal with these references.
    for (const line of outcomes) expect(JSON.parse(line)).toMatchObject({ outcome: 'unknown' });
    // A forged one is still refused.
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/paystack',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': 'ab'.repeat(64) },
      payload: transferEvents()[0]!.body,
    });
    expect(forged.statusCode).toBe(401);
  });
});
