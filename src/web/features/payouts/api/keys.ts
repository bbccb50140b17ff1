/** Query keys of payout bank accounts, the bank list and withdrawals. */
export const payoutKeys = {
  banks: ['banks'] as const,
  bankAccounts: (userId: string) => ['payout-accounts', userId] as const,
  withdrawals: (userId: string, businessId: string | null) =>
    ['withdrawals', userId, businessId ?? 'wallet'] as const,
  businessFunds: (businessId: string) => ['business-funds', businessId] as const,
};
