import { koboToNaira } from '#shared/money.ts';
import type { Transaction } from '#shared/schemas/orders.ts';
import type { PaymentRow } from './payments.repo.ts';

/** A payment as the API sends it, with what it paid for (as the paying module describes it). */
export function transactionView(t: PaymentRow, bought: Transaction['orders']): Transaction {
  return {
    _id: t.id,
    reference: t.reference,
    type: t.type,
    amount: koboToNaira(t.amountKobo),
    status: t.status,
    paidAt: t.paidAt?.toISOString() ?? null,
    createdAt: t.createdAt.toISOString(),
    orders: bought,
  };
}
