import { describe, expect, it } from 'vitest';
import type { PaystackBank } from '../../integrations/paystack/transfer-shapes.ts';
import { BANK_LIST_TTL_MS, createBankDirectory } from './bank-directory.ts';

const bank = (name: string, code: string, extra: Partial<PaystackBank> = {}): PaystackBank => ({
  id: Number(code),
  name,
  slug: name.toLowerCase().replaceAll(' ', '-'),
  code,
  longcode: '',
  gateway: null,
  payWithBank: false,
  active: true,
  country: 'Nigeria',
  currency: 'NGN',
  type: 'nuban',
  ...extra,
});

function provider(banks: PaystackBank[]) {
  const state = { calls: 0, down: false };
  return {
    state,
    listBanks: async () => {
      state.calls += 1;
      await new Promise((r) => setTimeout(r, 5));
      if (state.down) throw new Error('provider down');
      return banks;
    },
  };
}

describe('the bank directory', () => {
  it('asks the provider once a day, sorts by name and leaves out inactive banks', async () => {
    let now = 0;
    const p = provider([
      bank('Zenith Bank', '057'),
      bank('Access Bank', '044'),
      bank('Closed Bank', '999', { active: false }),
    ]);
    const banks = createBankDirectory({ listBanks: p.listBanks, now: () => now });
    const [a, b] = await Promise.all([banks.list(), banks.list()]);
    expect(a.map((x) => x.name)).toEqual(['Access Bank', 'Zenith Bank']);
    expect(b).toEqual(a);
    expect(await banks.byCode('057')).toMatchObject({ name: 'Zenith Bank' });
    expect(await banks.byCode('999')).toBeNull();
    expect(await banks.list('zen')).toEqual([
      { name: 'Zenith Bank', code: '057', slug: 'zenith-bank' },
    ]);
    expect(p.state.calls).toBe(1);

    now = BANK_LIST_TTL_MS - 1;
    await banks.list();
    expect(p.state.calls).toBe(1);
    now = BANK_LIST_TTL_MS;
    await banks.list();
    expect(p.state.calls).toBe(2);
  });

  it('keeps serving the list it holds while the provider is down, and says so when it holds none', async () => {
    let now = 0;
    const p = provider([bank('Access Bank', '044')]);
    const banks = createBankDirectory({ listBanks: p.listBanks, now: () => now });
    p.state.down = true;
    await expect(banks.list()).rejects.toMatchObject({
      statusCode: 502,
      code: 'BANKS_UNAVAILABLE',
    });
    p.state.down = false;
    expect(await banks.list()).toHaveLength(1);
    now = 2 * BANK_LIST_TTL_MS;
    p.state.down = true;
    expect(await banks.list()).toHaveLength(1);
  });
});
