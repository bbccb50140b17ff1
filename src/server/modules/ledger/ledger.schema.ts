import { bigint, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';

/**
 * Double-entry ledger: every money movement is a transfer whose entries sum to zero (a deferred
 * database trigger refuses any transaction that leaves a transfer unbalanced). Balances are sums
 * of entries, never stored. Entries are never updated or deleted.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: id(),
    kind: text('kind').notNull(),
    /** What caused it (an order, a refund, a withdrawal): one transfer per kind and reference. */
    reference: text('reference').notNull(),
    memo: text('memo'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ledger_transfers_kind_reference_key').on(t.kind, t.reference)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    /** `kind:owner`, e.g. `business:<id>`, `wallet:<userId>`, `escrow:<orderId>`, `platform:commission`. */
    account: text('account').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'bigint' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.account),
    index('ledger_entries_transfer_idx').on(t.transferId),
  ],
);
