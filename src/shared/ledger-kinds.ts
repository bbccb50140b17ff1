// Plain data (no zod): the console's screens name the ledger's kinds of account with it.

/** What each kind of ledger account holds, in finance's words. */
const LEDGER_KIND_NAMES: Record<string, string> = {
  wallet: 'Shoppers’ wallets',
  business: 'Stores’ balances',
  escrow: 'Held for orders',
  platform: 'Oja',
  provider: 'Paystack',
  points: 'Reward points',
  'points-pending': 'Points on orders not yet received',
  ad: 'Ad budgets not yet spent',
  'business-withdrawn': 'Withdrawn by stores',
  'payout-in-flight': 'On its way to banks',
  'points-held': 'Points set aside for payments',
  memo: 'Memo accounts',
};

export const ledgerKindName = (kind: string) => LEDGER_KIND_NAMES[kind] ?? kind;

/** A transfer's kind as words: `ESCROW_RELEASE` → "Escrow release". */
export const transferKindName = (kind: string) => {
  const words = kind.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
