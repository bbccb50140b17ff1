/**
 * Query keys of the ads an owner runs: their lists, one ad's figures, the reach of a budget and
 * the check of a card payment.
 */
export type AdOwner = { userId: string } | { businessId: string };

export const manageAdKeys = {
  /** Every page of every owner's list, and the figures under them. */
  all: ['my-ads'] as const,
  list: (owner: AdOwner, page: number) => ['my-ads', 'list', owner, page] as const,
  figures: (adId: string, days: number) => ['my-ads', 'figures', adId, days] as const,
  reach: (dailyBudget: number, maxCpc: number) => ['ad-reach', dailyBudget, maxCpc] as const,
  /** Outside `all`: the check of a payment refreshes the ads, not itself. */
  payment: (transactionId: string | null) => ['ad-payment', transactionId] as const,
};
