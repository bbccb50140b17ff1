/** Query keys of the wallet: its balance, its history per filter, and a funding's result. */
export const walletKeys = {
  balances: ['wallet-balance'] as const,
  balance: (userId: string) => ['wallet-balance', userId] as const,
  histories: ['wallet-history'] as const,
  history: <F extends object>(userId: string, filters: F) =>
    ['wallet-history', userId, filters] as const,
  funding: (transactionId: string | null) => ['wallet-funding', transactionId] as const,
};
