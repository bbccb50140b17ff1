import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { createPaystackClient, PaystackError } from './client.ts';
import { startSandbox, type TestSandbox } from './paystack.fixtures.ts';
import { sandboxAccountName } from './sandbox-accounts.ts';

let ctx: TestContext;
let sandbox: TestSandbox;
let secret: string;

beforeAll(async () => {
  // This file runs its own sandbox; the test app's is not needed.
  ctx = await createTestContext((c) => ({
    ...c,
    payments: { ...c.payments, serveSandbox: false },
  }));
  secret = ctx.config.payments.secretKey;
  sandbox = await startSandbox(ctx.db, secret);
});
afterAll(async () => {
  await sandbox.close();
  await ctx.close();
});

const client = () => createPaystackClient({ baseUrl: sandbox.base, secretKey: secret });
const raw = (path: string) => sandbox.call(path);
const post = (path: string, body: unknown) => sandbox.call(path, { method: 'POST', body });
describe('banks', () => {
  it('lists Nigerian banks with their Paystack codes, following the cursor through pages', async () => {
    const banks = await client().listBanks();
    expect(banks.length).toBeGreaterThanOrEqual(20);
    const byName = new Map(banks.map((b) => [b.name, b.code]));
    for (const [name, code] of [
      ['Access Bank', '044'],
      ['Guaranty Trust Bank', '058'],
      ['Zenith Bank', '057'],
      ['First Bank of Nigeria', '011'],
      ['United Bank For Africa', '033'],
      ['Fidelity Bank', '070'],
      ['Union Bank of Nigeria', '032'],
      ['Sterling Bank', '232'],
      ['Wema Bank', '035'],
      ['Stanbic IBTC Bank', '221'],
      ['First City Monument Bank', '214'],
      ['Ecobank Nigeria', '050'],
      ['Polaris Bank', '076'],
      ['Keystone Bank', '082'],
      ['Kuda Bank', '50211'],
      ['OPay Digital Services Limited (OPay)', '999992'],
      ['Moniepoint MFB', '50515'],
      ['PalmPay', '999991'],
    ] as const)
      expect(byName.get(name), name).toBe(code);
    expect(banks.find((b) => b.code === '058')).toEqual({
      id: 9,
      name: 'Guaranty Trust Bank',
      slug: 'guaranty-trust-bank',
      code: '058',
      longcode: '058152036',
      gateway: 'ibank',
      payWithBank: true,
      active: true,
      country: 'Nigeria',
      currency: 'NGN',
      type: 'nuban',
    });
    expect(new Set(banks.map((b) => b.code)).size).toBe(banks.length);

    // Small pages: the client follows Paystack's `next` cursor and gets the same list.
    const paged = createPaystackClient({
      baseUrl: sandbox.base,
      secretKey: secret,
      fetch: (url, init) => fetch(String(url).replace('perPage=100', 'perPage=7'), init),
    });
    expect(await paged.listBanks()).toEqual(banks);

    const page = await raw('/bank?country=nigeria&perPage=5');
    const body = (await page.json()) as {
      status: boolean;
      data: unknown[];
      meta: { next: string };
    };
    expect(body.status).toBe(true);
    expect(body.data).toHaveLength(5);
    expect(Buffer.from(body.meta.next, 'base64').toString()).toMatch(/^bank:\d+$/);
    expect(((await (await raw('/bank?country=ghana')).json()) as { data: unknown[] }).data).toEqual(
      [],
    );
  });
});

describe('account resolution', () => {
  it('resolves a test account to the same Nigerian name every time', async () => {
    const first = await client().resolveAccount('0123456789', '058');
    expect(first.accountNumber).toBe('0123456789');
    expect(first.accountName).toMatch(/^[A-Z]+ [A-Z]+ [A-Z]+$/);
    expect(await client().resolveAccount('0123456789', '044')).toEqual(first);
    expect(first.accountName).toBe(sandboxAccountName('0123456789'));
    const other = await client().resolveAccount('8031234567', '999992');
    expect(other.accountName).not.toBe(first.accountName);
  });

  it('answers 422 for unknown accounts and bad bank codes, like Paystack', async () => {
    for (const [account, bank] of [
      ['0001234567', '058'], // 000… is no one's account
      ['012345678', '058'], // nine digits
      ['01234567890', '058'],
      ['012345678a', '058'],
      ['0123456789', '999'], // no such bank
      ['0123456789', ''],
    ]) {
      const err = await client()
        .resolveAccount(account!, bank!)
        .catch((e: unknown) => e);
      expect(err, `${account} at ${bank}`).toBeInstanceOf(PaystackError);
      expect(err).toMatchObject({
        status: 422,
        message: 'Could not resolve account name. Check parameters or try again.',
      });
    }
    expect((await raw('/bank/resolve')).status).toBe(422);
  });
});

describe('transfer recipients', () => {
  it('creates a NUBAN recipient once per account and returns it again for the same account', async () => {
    const created = await client().createTransferRecipient({
      name: 'Tunde Bakare',
      accountNumber: '0234567891',
      bankCode: '057',
      description: 'Adire Lounge payouts',
    });
    expect(created).toEqual({
      recipientCode: expect.stringMatching(/^RCP_[0-9a-z]+$/),
      type: 'nuban',
      name: 'Tunde Bakare',
      accountNumber: '0234567891',
      accountName: sandboxAccountName('0234567891'),
      bankCode: '057',
      bankName: 'Zenith Bank',
      currency: 'NGN',
      active: true,
    });
    const again = await client().createTransferRecipient({
      name: 'T. Bakare',
      accountNumber: '0234567891',
      bankCode: '057',
    });
    expect(again.recipientCode).toBe(created.recipientCode);
    const elsewhere = await client().createTransferRecipient({
      name: 'Tunde Bakare',
      accountNumber: '0234567891',
      bankCode: '058',
    });
    expect(elsewhere.recipientCode).not.toBe(created.recipientCode);
  });

  it('validates like Paystack: 400 for bad fields, 422 for an account no bank knows', async () => {
    const valid = { type: 'nuban', name: 'Ada', account_number: '0123456789', bank_code: '044' };
    for (const [body, status, message] of [
      [{ ...valid, type: 'mobile_money' }, 400, 'Invalid recipient type'],
      [{ ...valid, name: ' ' }, 400, 'Name is required'],
      [{ ...valid, account_number: undefined }, 400, 'Account number is required'],
      [{ ...valid, bank_code: undefined }, 400, 'Bank code is required'],
      [{ ...valid, bank_code: '999' }, 400, 'Invalid bank code'],
      [{ ...valid, currency: 'USD' }, 400, 'Currency is not supported for this recipient type'],
      [{ ...valid, account_number: '0009999999' }, 422, 'Cannot resolve account'],
    ] as const) {
      const res = await post('/transferrecipient', body);
      expect(res.status, message).toBe(status);
      expect(await res.json()).toEqual({ status: false, message });
    }
    const wrongKey = createPaystackClient({ baseUrl: sandbox.base, secretKey: 'sk_wrong' });
    await expect(
      wrongKey.createTransferRecipient({ name: 'A', accountNumber: '0123456789', bankCode: '044' }),
    ).rejects.toMatchObject({ status: 401 });
  });
});
