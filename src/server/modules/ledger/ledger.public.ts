/**
 * What other modules may use of the ledger: its account names and how entries add up. Moving
 * money goes through the ledger service; this file only names things.
 */

/** A money movement's line: one account's side of a transfer. */
export type Entry = { account: string; amountKobo: bigint };

/** Account names: one place, so every module spells them the same way. */
export const accounts = {
  provider: 'provider:paystack',
  escrow: (orderId: string) => `escrow:${orderId}`,
  business: (businessId: string) => `business:${businessId}`,
  businessWithdrawn: (businessId: string) => `business-withdrawn:${businessId}`,
  wallet: (userId: string) => `wallet:${userId}`,
  commission: 'platform:commission',
  /** What Oja earns from what it sells besides orders (plans, badges, themes, ads...). */
  revenue: 'platform:revenue',
  /** An ad's budget, paid up front: billed clicks move on to revenue, the rest goes back. */
  ad: (adId: string) => `ad:${adId}`,
  /** A user's reward points, counted in kobo (1 point = ₦1). */
  points: (userId: string) => `points:${userId}`,
  /** Points earned on an order not received yet: they become `points:` when it is. */
  pointsPending: (userId: string) => `points-pending:${userId}`,
  /** Points set aside for a purchase until its payment is settled. */
  pointsHeld: (purchaseId: string) => `points-held:${purchaseId}`,
  /** The other side of Oja staff's recorded adjustments to wallets and store balances. */
  adjustments: 'platform:adjustments',
  /** Where reward points come from when they are given. */
  rewards: 'platform:rewards',
  /** A withdrawal's amount between its request and the provider's answer. */
  payoutInFlight: (withdrawalId: string) => `payout-in-flight:${withdrawalId}`,
  /** Withdrawal fees taken from balances, until the provider charges them. */
  transferFees: 'platform:transfer-fees',
  /** The other side of `business-withdrawn:` entries: they only count what businesses withdrew. */
  withdrawnMemo: 'memo:business-withdrawn',
} as const;

/** Adds entries of the same account together and leaves out those that come to zero. */
export function mergeEntries(entries: Entry[]): Entry[] {
  const sums = new Map<string, bigint>();
  for (const e of entries) sums.set(e.account, (sums.get(e.account) ?? 0n) + e.amountKobo);
  return [...sums]
    .filter(([, amount]) => amount !== 0n)
    .map(([account, amountKobo]) => ({ account, amountKobo }));
}
