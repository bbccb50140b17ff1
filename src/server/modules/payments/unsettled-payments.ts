import { koboToNaira } from '#shared/money.ts';
import type { PaymentCheck, UnsettledPayment } from '#shared/schemas/unsettled-payments.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { offsetOf, pageOf } from '../../paging.ts';
import type { Answer } from './payment-settlement.ts';
import * as repo from './payments.repo.ts';

/**
 * Finance's view of card payments the reconciliation could not settle, and asking the provider
 * about one now: the same verification the reconciliation runs, applied the same way.
 */
export function createUnsettledPayments(deps: {
  db: Db;
  settle: (t: repo.PaymentRow) => Promise<Answer>;
  /** The refusal when the provider cannot be reached. */
  unreachable: () => Error;
}) {
  const { db } = deps;
  return {
    async list(page: number, limit: number) {
      const { rows, total } = await repo.listUnsettled(db, offsetOf(page, limit));
      const results: UnsettledPayment[] = rows.map(({ t, ...payer }) => ({
        _id: t.id,
        reference: t.reference,
        type: t.type,
        amount: koboToNaira(t.amountKobo),
        status: t.status,
        payer: { _id: t.userId, name: `${payer.firstName} ${payer.lastName}`, email: payer.email },
        createdAt: t.createdAt.toISOString(),
        lastCheckedAt: t.providerCheckedAt?.toISOString() ?? null,
        pastReconciliation: payer.pastReconciliation,
      }));
      return pageOf(results, total, page, limit);
    },

    async checkNow(id: string): Promise<PaymentCheck> {
      const t = await repo.findTransactionById(db, id);
      if (!t) throw notFound('Payment');
      const answer = t.providerSettledAt ? 'settled' : await deps.settle(t);
      if (answer === 'unreachable') throw deps.unreachable();
      const now = (await repo.findTransactionById(db, id))!;
      return { answer, status: now.status, settled: now.providerSettledAt !== null };
    },
  };
}
