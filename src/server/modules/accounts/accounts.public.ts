import { defineEvent } from '../../events/events.ts';

/** Oja staff changed a wallet or a store's balance: its owner is told by how much and why. */
export type BalanceAdjusted = {
  adjustmentId: string;
  userId: string;
  balance: 'WALLET' | 'STORE';
  /** The store's id, for a store's balance. */
  businessId: string | null;
  owner: string;
  amountKobo: string;
  reason: string;
};
export const balanceAdjusted = defineEvent<BalanceAdjusted>('balance-adjusted');
