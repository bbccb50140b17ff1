/** Query keys of payout bank accounts and the bank list. */
export const payoutKeys = {
  banks: ['banks'] as const,
  accounts: (userId: string) => ['payout-accounts', userId] as const,
};
