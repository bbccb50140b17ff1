import { describe, expect, it } from 'vitest';
import { sandboxAccountName } from '../../integrations/paystack/sandbox-accounts.ts';
import { api, registerUser } from '../../testing/test-app.ts';
import { ctx, GTB, PAYS, UNKNOWN } from './bank-accounts.fixtures.ts';

describe('GET /payments/banks', () => {
  it('lists Nigerian banks by name and finds them by part of the name', async () => {
    const all = await api(ctx.app).get('/payments/banks');
    expect(all.statusCode).toBe(200);
    const banks = all.json().data as { name: string; code: string; slug: string }[];
    expect(banks.length).toBeGreaterThan(30);
    expect(banks).toContainEqual({
      name: 'Guaranty Trust Bank',
      code: '058',
      slug: 'guaranty-trust-bank',
    });
    const names = banks.map((b) => b.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-NG')));

    const kuda = await api(ctx.app).get('/payments/banks?search=KUDA');
    expect(kuda.json().data).toEqual([{ name: 'Kuda Bank', code: '50211', slug: 'kuda-bank' }]);
    expect((await api(ctx.app).get('/payments/banks?search=no-such-bank')).json().data).toEqual([]);
  });

  it('finds banks by the names people use for them', async () => {
    const first = async (search: string) => {
      const res = await api(ctx.app).get(`/payments/banks?search=${encodeURIComponent(search)}`);
      expect(res.statusCode, search).toBe(200);
      return (res.json().data as { name: string }[])[0]?.name;
    };
    const expected: [string, string][] = [
      ['gtb', 'Guaranty Trust Bank'],
      ['gt bank', 'Guaranty Trust Bank'],
      ['GTBank', 'Guaranty Trust Bank'],
      ['first bank', 'First Bank of Nigeria'],
      ['uba', 'United Bank For Africa'],
      ['zenith', 'Zenith Bank'],
      ['access', 'Access Bank'],
      ['opay', 'OPay Digital Services Limited (OPay)'],
      ['kuda', 'Kuda Bank'],
      ['palmpay', 'PalmPay'],
      ['palm pay', 'PalmPay'],
      ['moniepoint', 'Moniepoint MFB'],
      ['fcmb', 'First City Monument Bank'],
      ['stanbic', 'Stanbic IBTC Bank'],
      ['wema', 'ALAT by WEMA'],
    ];
    for (const [search, bank] of expected) expect(await first(search), search).toBe(bank);
    const wema = (await api(ctx.app).get('/payments/banks?search=wema')).json().data;
    expect(wema.map((b: { name: string }) => b.name).sort()).toEqual(['ALAT by WEMA', 'Wema Bank']);
    expect((await api(ctx.app).get('/payments/banks?search=gtbx')).json().data).toEqual([]);
  });
});

describe('POST /users/verify/account-number', () => {
  it("gives the name the bank holds, with the bank's name", async () => {
    const user = await registerUser(ctx.app);
    const res = await api(ctx.app).post(
      '/users/verify/account-number',
      { accountNumber: PAYS, bankCode: GTB },
      { token: user.accessToken },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        accountName: sandboxAccountName(PAYS),
        accountNumber: PAYS,
        bankCode: GTB,
        bankName: 'Guaranty Trust Bank',
      },
    });
  });

  it('says clearly when the bank knows no such account', async () => {
    const user = await registerUser(ctx.app);
    const res = await api(ctx.app).post(
      '/users/verify/account-number',
      { accountNumber: UNKNOWN, bankCode: GTB },
      { token: user.accessToken },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      code: 'ACCOUNT_NOT_FOUND',
      message: 'We could not find this account, check the number and the bank',
    });
  });

  it('refuses malformed numbers, unknown banks and anonymous callers', async () => {
    const user = await registerUser(ctx.app);
    const bad = await api(ctx.app).post(
      '/users/verify/account-number',
      { accountNumber: '12345', bankCode: '' },
      { token: user.accessToken },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual({
      accountNumber: 'Enter the 10-digit account number',
      bankCode: 'Choose your bank from the list',
    });
    const noBank = await api(ctx.app).post(
      '/users/verify/account-number',
      { accountNumber: PAYS, bankCode: '999' },
      { token: user.accessToken },
    );
    expect(noBank.statusCode).toBe(400);
    expect(noBank.json().message).toEqual({ bankCode: 'Choose your bank from the list' });
    const anonymous = await api(ctx.app).post('/users/verify/account-number', {
      accountNumber: PAYS,
      bankCode: GTB,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
