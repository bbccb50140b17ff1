import type { Db, Executor } from '../../db/client.ts';
import type { Entry } from './ledger.public.ts';
import * as repo from './ledger.repo.ts';

export type LedgerService = ReturnType<typeof createLedgerService>;

export class UnbalancedTransferError extends Error {}

/**
 * Posts money movements as balanced transfers. Callers pass their own database transaction so
 * the ledger moves together with the order, payment or withdrawal that caused it.
 */
export function createLedgerService({ db }: { db: Db }) {
  return {
    /**
     * Records a transfer once per (kind, reference): posting the same one again changes nothing
     * and returns false. Entries must be non-zero and sum to zero.
     */
    async post(
      tx: Executor,
      transfer: {
        kind: string;
        reference: string;
        memo?: string;
        entries: Entry[];
        /** When it happened, if not now (the demo's history, money that arrived long ago in tests). */
        at?: Date;
      },
    ): Promise<boolean> {
      const { entries } = transfer;
      if (entries.length < 2 || entries.some((e) => e.amountKobo === 0n)) {
        throw new UnbalancedTransferError('A transfer needs at least two non-zero entries');
      }
      if (entries.reduce((sum, e) => sum + e.amountKobo, 0n) !== 0n) {
        throw new UnbalancedTransferError('A transfer must sum to zero');
      }
      const id = await repo.insertTransfer(
        tx,
        transfer.kind,
        transfer.reference,
        transfer.memo ?? null,
        transfer.at,
      );
      if (!id) return false;
      await repo.insertEntries(tx, id, entries, transfer.at);
      return true;
    },

    entriesOf: (tx: Executor, kind: string, reference: string) =>
      repo.entriesOfTransfer(tx, kind, reference),
    /** Every entry of the transfers of `kinds` made for these references, in one query. */
    entriesOfMany: (kinds: string[], references: string[]) =>
      repo.entriesOfTransfers(db, kinds, references),
    posted: async (kind: string, reference: string) =>
      (await repo.findTransferId(db, kind, reference)) !== null,
    balance: (account: string, executor: Executor = db) => repo.balanceOf(executor, account),
    /** Holds an account for the rest of the transaction (check its balance, then move money). */
    lock: (tx: Executor, account: string) => repo.lockAccount(tx, account),
    /** An account's movements, newest first, a page at a time. */
    movementsOf: (
      account: string,
      range: { from?: Date; to?: Date; only?: repo.MovementSelection },
      page: { limit: number; offset: number },
    ) => repo.movementsOf(db, account, range, page),
    /** An account's balance and its movements since `since`, oldest first, from one snapshot. */
    recentOf: (account: string, since: Date, executor: Executor = db) =>
      repo.recentOf(executor, account, since),
    balancesUnder: (prefix: string) => repo.balancesUnder(db, prefix),
    /** Zero whenever the books are right. */
    total: () => repo.totalOfAllEntries(db),
    netBetween: (account: string, from: Date, to: Date) => repo.netBetween(db, account, from, to),
    balancesByKind: () => repo.balancesByKind(db),
    /** One kind's accounts that hold money (or owe it), the largest first. */
    accountsOfKind: (kind: string, page: { limit: number; offset: number }) =>
      repo.accountsOfKind(db, kind, page),
  };
}
