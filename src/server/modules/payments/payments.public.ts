import { percentOfKobo } from '#shared/money.ts';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { TRANSACTION_STATUSES } from '#shared/order-flow.ts';
import { defineEvent } from '../../events/events.ts';
import { accounts } from '../ledger/ledger.public.ts';

/**
 * What other modules may read of payments: the key orders reference and where a payment stands.
 * Read-only; public-surfaces.test.ts checks it against payments.schema.ts.
 */
export const paymentTransactionsReadOnly = pgTable('payment_transactions', {
  id: uuid('id').primaryKey(),
  status: text('status', { enum: TRANSACTION_STATUSES }).notNull(),
});

/** A payment arrived after its checkout expired; its amount went to the payer's wallet. */
export const paymentArrivedLate = defineEvent<{
  transactionId: string;
  userId: string;
  amountKobo: string;
}>('payment-arrived-late');

/** An unpaid payment holds what it buys (stock) this long; an unpaid top-up can be resumed as long. */
export const UNPAID_HOLD_MS = 30 * 60_000;

/** Where part of a price goes once it is paid: platform revenue, a creator's wallet... */
export type Payee = { account: string; amountKobo: bigint };

/**
 * What a creator is paid for: their part to their wallet, Oja's share (`platformSharePercent`,
 * rounded down to the kobo) to revenue. Super-likes, gifts and creator subscriptions share it.
 */
export function creatorPayees(
  creatorId: string,
  priceKobo: bigint,
  platformSharePercent: number,
): Payee[] {
  const platform = percentOfKobo(priceKobo, platformSharePercent);
  return [
    { account: accounts.wallet(creatorId), amountKobo: priceKobo - platform },
    { account: accounts.revenue, amountKobo: platform },
  ].filter((p) => p.amountKobo > 0n);
}
