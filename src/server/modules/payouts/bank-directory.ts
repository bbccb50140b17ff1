import { findBanks } from '#shared/bank-names.ts';
import type { Bank } from '#shared/schemas/bank-accounts.ts';
import { AppError } from '../../errors.ts';
import type { PaystackBank } from '../../integrations/paystack/transfer-shapes.ts';

/** How long the provider's bank list is kept before it is asked again. */
export const BANK_LIST_TTL_MS = 24 * 3_600_000;

/**
 * Nigerian banks payouts can go to, from the provider's list, kept in memory for a day: one
 * request to the provider per instance per day, however many people open the bank picker. While
 * the provider is down a list already held is served past its day.
 */
export function createBankDirectory(deps: {
  listBanks: () => Promise<PaystackBank[]>;
  ttlMs?: number;
  now?: () => number;
  log?: (msg: string, detail: unknown) => void;
}) {
  const ttl = deps.ttlMs ?? BANK_LIST_TTL_MS;
  const now = deps.now ?? Date.now;
  type Held = { banks: Bank[]; byCode: Map<string, Bank>; until: number };
  let held: Held | null = null;
  let loading: Promise<Held> | null = null;

  async function load(): Promise<Held> {
    const all = await deps.listBanks();
    const banks = all
      .filter((b) => b.active && b.currency === 'NGN')
      .map((b) => ({ name: b.name, code: b.code, slug: b.slug }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en-NG'));
    const byCode = new Map<string, Bank>();
    for (const b of banks) if (!byCode.has(b.code)) byCode.set(b.code, b);
    held = { banks, byCode, until: now() + ttl };
    return held;
  }

  async function current(): Promise<Held> {
    if (held && held.until > now()) return held;
    // Concurrent requests after the list expires share one request to the provider.
    loading ??= load().finally(() => {
      loading = null;
    });
    try {
      return await loading;
    } catch (err) {
      if (held) {
        deps.log?.('bank list not refreshed, serving the one held', err);
        return held;
      }
      throw new AppError(
        502,
        'BANKS_UNAVAILABLE',
        'We could not load the list of banks, please try again',
      );
    }
  }

  return {
    /**
     * Every bank, by name; `search` keeps those known by a name that holds it, the listed name or
     * one people use ("gtb", "first bank", "uba"), whatever its case and spaces.
     */
    async list(search?: string): Promise<Bank[]> {
      const { banks } = await current();
      return search ? findBanks(banks, search) : banks;
    },
    /** The bank with this code, or null when the provider lists none. */
    async byCode(code: string): Promise<Bank | null> {
      return (await current()).byCode.get(code) ?? null;
    },
  };
}

export type BankDirectory = ReturnType<typeof createBankDirectory>;
